/**
 * `npx tsx scripts/bench/course-planning.ts`: how long the server takes to propose a 21-day
 * Panchakarma course (issue 47, docs/decisions/039) against 10 therapists, 6 rooms and three
 * months of sessions already held. Calls the use case in process (no HTTP), 200 times, and prints
 * p50 and p95. On PostgreSQL when DATABASE_URL is given (a fresh database of its own: the script
 * adds rows, and a second run would plan against twice the therapists), else on embedded PGlite in
 * a temporary folder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOM_FITTINGS } from '../../src/lib/domain/resources';
import { courseProposalSchema } from '../../src/lib/validation/course-planning';
import { indiaTimeToInstant } from '../../src/lib/time/clinic-time';
import {
  courseTemplates,
  courseTemplateSteps,
  reservations,
  rooms,
  therapies,
  therapistSkills,
  users,
  workingHours,
} from '../../src/server/kernel/db/schema';
import { openLocalDatabase } from '../../src/server/local/open-database';
import { proposeCoursePlan } from '../../src/server/scheduling/course-planning/propose';
import { addDays } from '../../src/server/scheduling/course-planning/availability';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const START = '2027-03-01';
const HISTORY_DAYS = 90;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const source = await openLocalDatabase(process.env.DATABASE_URL, mkdtempSync(join(tmpdir(), 'bench-planning-')));
  const { db } = source.acquire();
  const tag = Date.now();
  // Five therapies, each needing one of the room fittings; abhyanga needs two therapists.
  const therapyRows = await db
    .insert(therapies)
    .values(
      ROOM_FITTINGS.map((fitting, i) => ({
        nameEn: `Bench therapy ${i} ${tag}`,
        nameHi: 'x',
        nameGu: 'x',
        minutes: [60, 30, 45, 45, 30][i]!,
        therapistsNeeded: i === 0 ? 2 : 1,
        fitting,
      })),
    )
    .returning();
  const roomRows = await db
    .insert(rooms)
    .values(Array.from({ length: 6 }, (_, i) => ({ name: `Bench room ${i} ${tag}`, fittings: [ROOM_FITTINGS[i % 5]!, ROOM_FITTINGS[(i + 1) % 5]!] })))
    .returning();
  const therapistRows = await db
    .insert(users)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        name: `Bench therapist ${i}`,
        role: 'therapist' as const,
        email: `bench-therapist-${i}-${tag}@clinic.example`,
        passwordHash: 'bench',
        gender: i % 2 === 0 ? ('female' as const) : ('male' as const),
      })),
    )
    .returning();
  await db.insert(therapistSkills).values(therapistRows.flatMap((t) => therapyRows.map((therapy) => ({ userId: t.id, therapyId: therapy.id }))));
  await db.insert(workingHours).values([
    ...therapistRows.flatMap((t) =>
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        resourceKind: 'therapist' as const,
        resourceId: t.id,
        weekday,
        startMinute: 420,
        endMinute: 1140,
      })),
    ),
    ...roomRows.flatMap((r) =>
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ resourceKind: 'room' as const, resourceId: r.id, weekday, startMinute: 420, endMinute: 1200 })),
    ),
  ]);
  // Three months of sessions already held: each therapist and room busy for four hours a day in
  // one- and two-hour pieces, at times that shift from day to day.
  const held: (typeof reservations.$inferInsert)[] = [];
  for (let day = 0; day < HISTORY_DAYS; day += 1) {
    const date = addDays(START, day - 30);
    const resources = [
      ...therapistRows.map((t) => ({ kind: 'therapist' as const, id: t.id })),
      ...roomRows.map((r) => ({ kind: 'room' as const, id: r.id })),
    ];
    for (const [k, resource] of resources.entries()) {
      for (const [startMinute, minutes] of [
        [480 + ((day + k) % 4) * 30, 60],
        [720 + ((day * 3 + k) % 5) * 30, 120],
        [1020, 60],
      ] as const) {
        const startsAt = new Date(indiaTimeToInstant(date, '00:00').getTime() + startMinute * 60_000);
        held.push({
          resourceKind: resource.kind,
          resourceId: resource.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + minutes * 60_000),
          purpose: 'block',
          note: 'bench session',
        });
      }
    }
  }
  for (let i = 0; i < held.length; i += 1000) await db.insert(reservations).values(held.slice(i, i + 1000));
  // A 21-day course: three steps a day, the middle days' elimination in the morning.
  const [template] = await db
    .insert(courseTemplates)
    .values({ nameEn: `Bench 21 ${tag}`, nameHi: 'x', nameGu: 'x', days: 21, pricePaise: 5_000_000 })
    .returning();
  await db.insert(courseTemplateSteps).values(
    Array.from({ length: 21 }, (_, day) =>
      [0, 1, 2].map((position) => ({
        templateId: template!.id,
        phase: day < 7 ? ('purvakarma' as const) : day < 14 ? ('pradhanakarma' as const) : ('paschatkarma' as const),
        dayOffset: day,
        position,
        therapyId: therapyRows[(day + position) % 5]!.id,
        timeOfDay: position === 0 && day >= 7 && day < 14 ? ('morning' as const) : ('any' as const),
      })),
    ).flat(),
  );
  const [patient] = await db.insert(users).values({ name: 'Bench patient', role: 'patient', gender: 'female' }).returning();
  const [admin] = await db
    .insert(users)
    .values({ name: 'Bench admin', role: 'admin', email: `bench-admin-${tag}@clinic.example`, passwordHash: 'x' })
    .returning();
  const session = { id: admin!.id, role: 'admin' as const, exp: 0, ver: 0 };

  const times: number[] = [];
  let fits = 0;
  for (let run = 0; run < RUNS + 10; run += 1) {
    const input = courseProposalSchema.parse({ patientId: patient!.id, templateId: template!.id, startsOn: addDays(START, run % 30) });
    const began = performance.now();
    const proposal = await proposeCoursePlan(db, session, input);
    const took = performance.now() - began;
    // The first ten warm the caches and the JIT.
    if (run >= 10) {
      times.push(took);
      if (proposal.fits) fits += 1;
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${RUNS} proposals of a 21-day course (63 sessions), 10 therapists, 6 rooms, ${held.length} reservations held; ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms; ${fits} of ${RUNS} fit`,
  );
  await source.close();
}

await main();
