/**
 * `npm run bench:resource-grid`: the resource grid's day (issue 47) for 10 therapists and 6 rooms
 * with three months of course sessions (each session holding its room and a therapist), timed
 * through the local server on a PostgreSQL server: p50/p95 of GET /api/v1/resource-grid for one
 * day and for one week. Its own database (created when missing, filled once):
 * DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_resource_grid.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { indiaTimeToInstant } from '../../src/lib/time/clinic-time';
import { openPostgres } from '../../src/server/kernel/db/postgres';
import { courseSessions, courseTemplates, courses, reservations, rooms, therapies, users } from '../../src/server/kernel/db/schema';
import { adminToken, prepareServerDatabase, startServer } from './support';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_resource_grid';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const THERAPISTS = 10;
const ROOMS = 6;
const DAYS = 91;
// Six sessions a room a day, on the hour from 8 AM: the wing full, 36 sessions a day.
const SESSION_HOURS = [8, 9, 10, 12, 14, 16];
const FIRST_DAY = '2026-12-01';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function createDatabaseIfMissing(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await admin.end();
  }
}

/** 10 therapists, a sixth room, 60 patients, and a session in every room every slot for three months. */
async function fillClinic(url: string) {
  const source = openPostgres(url, 2);
  const { db } = source.acquire();
  try {
    const [existing] = await db.select({ id: courseSessions.id }).from(courseSessions).limit(1);
    if (existing) {
      console.log('(the database was filled by an earlier run)');
      return;
    }
    await db.transaction(async (tx) => {
      const roomRows = await tx.select().from(rooms);
      for (let i = roomRows.length; i < ROOMS; i += 1)
        roomRows.push(
          (
            await tx
              .insert(rooms)
              .values({ name: `Bench Room ${i + 1}`, fittings: ['treatment-table'] })
              .returning()
          )[0]!,
        );
      const therapists = await tx
        .insert(users)
        .values(
          Array.from({ length: THERAPISTS }, (_, i) => ({
            name: `Bench Therapist ${i + 1}`,
            role: 'therapist' as const,
            email: `bench-therapist-${i + 1}@clinic.example`,
            passwordHash: 'not-a-login',
            gender: i % 2 ? ('male' as const) : ('female' as const),
          })),
        )
        .returning();
      const patients = await tx
        .insert(users)
        .values(
          Array.from({ length: 60 }, (_, i) => ({
            name: `Bench Patient ${i + 1}`,
            role: 'patient' as const,
            mobile: `+9170000${String(i).padStart(5, '0')}`,
          })),
        )
        .returning();
      const [therapy] = await tx.select().from(therapies).limit(1);
      const [template] = await tx.select().from(courseTemplates).limit(1);
      const courseRows = await tx
        .insert(courses)
        .values(
          patients.map((patient) => ({ patientId: patient.id, templateId: template!.id, startsOn: FIRST_DAY, pricePaise: 100, sessionCount: DAYS })),
        )
        .returning();
      for (let day = 0; day < DAYS; day += 1) {
        const date = dayAfter(FIRST_DAY, day);
        const planned = SESSION_HOURS.flatMap((hour, slot) =>
          roomRows.slice(0, ROOMS).map((room, r) => {
            const startsAt = indiaTimeToInstant(date, `${String(hour).padStart(2, '0')}:00`);
            return {
              session: {
                courseId: courseRows[(slot * ROOMS + r + day) % courseRows.length]!.id,
                stepIndex: day,
                phase: 'purvakarma' as const,
                therapyId: therapy!.id,
                roomId: room.id,
                startsAt,
                endsAt: new Date(startsAt.getTime() + 60 * 60_000),
              },
              // Six rooms at once need six different therapists of the ten.
              therapistId: therapists[(slot * ROOMS + r) % THERAPISTS]!.id,
            };
          }),
        );
        const sessions = await tx
          .insert(courseSessions)
          .values(planned.map((p) => p.session))
          .returning();
        await tx.insert(reservations).values(
          sessions.flatMap((session, i) => {
            const held = { startsAt: session.startsAt, endsAt: session.endsAt, purpose: 'course_session' as const, courseSessionId: session.id };
            return [
              { ...held, resourceKind: 'room' as const, resourceId: session.roomId },
              { ...held, resourceKind: 'therapist' as const, resourceId: planned[i]!.therapistId },
            ];
          }),
        );
      }
    });
    console.log(`filled: ${THERAPISTS} therapists, ${ROOMS} rooms, ${DAYS * SESSION_HOURS.length * ROOMS} sessions over ${DAYS} days`);
  } finally {
    await source.close();
  }
}

await createDatabaseIfMissing(databaseUrl);
await prepareServerDatabase(databaseUrl);
await fillClinic(databaseUrl);

const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-grid-')), RATE_LIMIT_SCALE: '1000000' });
try {
  const token = await adminToken(server.url);
  const windows = [
    { label: 'day', from: `${dayAfter(FIRST_DAY, 45)}T00:00:00+05:30`, to: `${dayAfter(FIRST_DAY, 46)}T00:00:00+05:30` },
    { label: 'week', from: `${dayAfter(FIRST_DAY, 42)}T00:00:00+05:30`, to: `${dayAfter(FIRST_DAY, 49)}T00:00:00+05:30` },
  ];
  for (const window of windows) {
    const url = `${server.url}/api/v1/resource-grid?${new URLSearchParams({ from: window.from, to: window.to })}`;
    const times: number[] = [];
    let answer = { resources: [] as unknown[], events: [] as unknown[] };
    let bytes = 0;
    // Ten unmeasured requests first: connections opened, plans cached.
    for (let i = 0; i < REQUESTS + 10; i += 1) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`resource-grid answered ${res.status}: ${text}`);
      if (i >= 10) times.push(performance.now() - t0);
      answer = JSON.parse(text) as typeof answer;
      bytes = text.length;
    }
    console.log(
      `${window.label} grid: ${answer.resources.length} resources, ${answer.events.length} events, ${(bytes / 1024).toFixed(1)} KB; ` +
        `${REQUESTS} requests one after another: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
} finally {
  await server.stop();
}
