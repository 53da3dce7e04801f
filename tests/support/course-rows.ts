import { randomBytes } from 'node:crypto';
import type { CoursePhase, RoomFitting } from '../../src/lib/domain/resources';
import type { Database } from '../../src/server/kernel/db/database';
import { courseSessions, courseTemplates, courses, reservations, rooms, therapies, therapistSkills, users } from '../../src/server/kernel/db/schema';
import { createUser } from './test-app';

/*
 * A patient's Panchakarma course written straight into the database (issue 47), so the ledger's
 * tests need no planner: a template, a course, its sessions, and the reservations that hold each
 * session's room and therapist, all unique per call (their own room and therapists, so no two
 * tests' reservations ever clash).
 */

let counter = 0;
const unique = () => `${(counter += 1)}-${randomBytes(3).toString('hex')}`;

export async function insertTherapist(db: Database, therapyIds: number[], fields: Partial<typeof users.$inferInsert> = {}) {
  const tag = unique();
  const [therapist] = await db
    .insert(users)
    .values({
      name: `Therapist ${tag}`,
      role: 'therapist',
      email: `therapist-${tag}@clinic.example`,
      passwordHash: 'not-a-login',
      gender: 'female',
      ...fields,
    })
    .returning();
  if (therapyIds.length) await db.insert(therapistSkills).values(therapyIds.map((therapyId) => ({ userId: therapist!.id, therapyId })));
  return therapist!;
}

export async function insertRoom(db: Database, fittings: RoomFitting[] = ['treatment-table'], fields: Partial<typeof rooms.$inferInsert> = {}) {
  const [room] = await db
    .insert(rooms)
    .values({ name: `Room ${unique()}`, fittings, ...fields })
    .returning();
  return room!;
}

export interface CourseRowsOptions {
  /** Each session's start, one session per entry (default: 7 daily sessions from tomorrow 09:00 UTC). */
  starts?: Date[];
  pricePaise?: number;
  /** The patient (default: a new one). */
  patientId?: number;
}

const DAY_MS = 86_400_000;

/** The days' starts at 09:00 UTC from `fromDay` days after today (negative: in the past). */
export function dailyStarts(count: number, fromDay: number): Date[] {
  const today = new Date();
  today.setUTCHours(9, 0, 0, 0);
  return Array.from({ length: count }, (_, i) => new Date(today.getTime() + (fromDay + i) * DAY_MS));
}

/** A planned course with one planned session per start, each holding a room and a therapist trained in its therapy. */
export async function createCourseRows(db: Database, options: CourseRowsOptions = {}) {
  const starts = options.starts ?? dailyStarts(7, 1);
  const pricePaise = options.pricePaise ?? 2_100_000;
  const patient = options.patientId ? { id: options.patientId } : (await createUser(db, 'patient')).user;
  const [therapy] = await db
    .insert(therapies)
    .values({ nameEn: 'Virechana', nameHi: 'विरेचन', nameGu: 'વિરેચન', minutes: 60, therapistsNeeded: 1, fitting: 'treatment-table' })
    .returning();
  const [template] = await db
    .insert(courseTemplates)
    .values({ nameEn: 'Panchakarma (Virechana)', nameHi: 'पंचकर्म', nameGu: 'પંચકર્મ', days: starts.length, pricePaise })
    .returning();
  const room = await insertRoom(db);
  const therapist = await insertTherapist(db, [therapy!.id]);
  const [course] = await db
    .insert(courses)
    .values({
      patientId: patient.id,
      templateId: template!.id,
      startsOn: starts[0]!.toISOString().slice(0, 10),
      pricePaise,
      sessionCount: starts.length,
    })
    .returning();
  const sessions = [];
  for (const [index, startsAt] of starts.entries()) {
    const endsAt = new Date(startsAt.getTime() + therapy!.minutes * 60_000);
    const phase: CoursePhase = index === 0 ? 'purvakarma' : 'pradhanakarma';
    const [session] = await db
      .insert(courseSessions)
      .values({ courseId: course!.id, stepIndex: index, phase, therapyId: therapy!.id, roomId: room.id, startsAt, endsAt })
      .returning();
    const held = { startsAt, endsAt, purpose: 'course_session' as const, courseSessionId: session!.id };
    await db.insert(reservations).values([
      { ...held, resourceKind: 'room', resourceId: room.id },
      { ...held, resourceKind: 'therapist', resourceId: therapist.id },
    ]);
    sessions.push(session!);
  }
  return { patient, therapy: therapy!, template: template!, room, therapist, course: course!, sessions };
}
