import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Gender } from '../../src/lib/domain/people';
import type { CoursePhase, RoomFitting, SessionStatus, TimeOfDay } from '../../src/lib/domain/resources';
import type { Database } from '../../src/server/kernel/db/database';
import {
  courseSessions,
  courseTemplates,
  courseTemplateSteps,
  courses,
  reservations,
  resourceLeave,
  rooms,
  therapies,
  therapistSkills,
  users,
  workingHours,
} from '../../src/server/kernel/db/schema';
import { createUser } from './test-app';

/*
 * The Panchakarma wing's rows written straight into the database (issue 47): therapies, rooms,
 * therapists with their training, hours and leave, templates, and courses with their sessions and
 * the reservations that hold them, as the planner would leave them. Names are unique per call, so
 * no two tests' rows meet.
 */

let counter = 0;
const unique = () => `${(counter += 1)}-${randomBytes(3).toString('hex')}`;

/** A working day's span, clinic time: ['08:00', '18:00']. */
type Hours = [from: string, to: string];

/** Every weekday (unless told), from `from` to `to` (HH:MM, clinic time). */
export async function setHours(db: Database, kind: 'therapist' | 'room', id: number, [from, to]: Hours, weekdays = [0, 1, 2, 3, 4, 5, 6]) {
  const minute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  await db.delete(workingHours).where(and(eq(workingHours.resourceKind, kind), eq(workingHours.resourceId, id)));
  if (weekdays.length === 0) return;
  await db
    .insert(workingHours)
    .values(weekdays.map((weekday) => ({ resourceKind: kind, resourceId: id, weekday, startMinute: minute(from), endMinute: minute(to) })));
}

/** A therapy named `name` in every language unless `texts` say otherwise. */
export async function addTherapy(
  db: Database,
  name: string,
  minutes: number,
  fitting: RoomFitting | null,
  therapistsNeeded = 1,
  texts: Partial<typeof therapies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(therapies)
    .values({ nameEn: name, nameHi: name, nameGu: name, minutes, fitting, therapistsNeeded, ...texts })
    .returning();
  return row!;
}

/** A room, working every day from 07:00 to 20:00 unless told (`hours: null`: no hours). */
export async function addRoom(db: Database, fittings: RoomFitting[] = ['treatment-table'], options: { hours?: Hours | null; name?: string } = {}) {
  const [row] = await db
    .insert(rooms)
    .values({ name: `${options.name ?? `${fittings[0] ?? 'plain'} room`} ${unique()}`, fittings })
    .returning();
  const hours: Hours | null = options.hours === undefined ? ['07:00', '20:00'] : options.hours;
  if (hours) await setHours(db, 'room', row!.id, hours);
  return row!;
}

/** A therapist login (tests sign its token) trained in the therapies, working every day from 08:00 to 18:00 unless told. */
export async function addTherapist(db: Database, name: string, gender: Gender, therapyIds: number[], hours: Hours = ['08:00', '18:00']) {
  const { user, token } = await createUser(db, 'therapist', { name, gender, passwordHash: 'not used: tests sign tokens' });
  if (therapyIds.length > 0) await db.insert(therapistSkills).values(therapyIds.map((therapyId) => ({ userId: user.id, therapyId })));
  await setHours(db, 'therapist', user.id, hours);
  return { ...user, token };
}

export async function addLeave(db: Database, kind: 'therapist' | 'room', id: number, startsOn: string, endsOn = startsOn) {
  await db.insert(resourceLeave).values({ resourceKind: kind, resourceId: id, startsOn, endsOn });
}

export interface TemplateStep {
  phase: CoursePhase;
  dayOffset: number;
  therapyId: number;
  timeOfDay?: TimeOfDay;
}

/** A course template of `days` with its steps (numbered within each day in the order given). */
export async function addTemplate(
  db: Database,
  days: number,
  steps: TemplateStep[],
  pricePaise = 2_100_000,
  names: Partial<typeof courseTemplates.$inferInsert> = {},
) {
  const name = `Course ${unique()}`;
  const [template] = await db
    .insert(courseTemplates)
    .values({ nameEn: name, nameHi: name, nameGu: name, days, pricePaise, ...names })
    .returning();
  const perDay = new Map<number, number>();
  if (steps.length > 0) {
    await db.insert(courseTemplateSteps).values(
      steps.map((step) => {
        const position = perDay.get(step.dayOffset) ?? 0;
        perDay.set(step.dayOffset, position + 1);
        return { templateId: template!.id, position, timeOfDay: 'any' as const, ...step };
      }),
    );
  }
  return template!;
}

/** Takes every earlier test's therapists and rooms out of use, so a test plans against its own only. */
export async function retireResources(db: Database) {
  await db.update(rooms).set({ status: false });
  await db.update(users).set({ status: false }).where(eq(users.role, 'therapist'));
}

export const SHIRODHARA = {
  nameEn: 'Shirodhara',
  nameHi: 'शिरोधारा',
  nameGu: 'શિરોધારા',
  preInstructionsEn: 'Wash your hair the night before.',
  preInstructionsHi: 'पिछली रात बाल धो लें।',
  preInstructionsGu: 'આગલી રાત્રે વાળ ધોઈ લો.',
};

/** A therapy, a room fitted for it and a course template to sell. */
export async function createCourseCatalogue(db: Database) {
  const therapy = await addTherapy(db, SHIRODHARA.nameEn, 45, 'dhara-stand', 1, SHIRODHARA);
  const room = await addRoom(db, ['dhara-stand'], { name: 'Shirodhara Room', hours: null });
  const template = await addTemplate(db, 7, [], 2_100_000, { nameEn: '7-day Panchakarma', nameHi: '7 दिन का पंचकर्म', nameGu: '7 દિવસનું પંચકર્મ' });
  return { therapy, room, template };
}

export type CourseCatalogue = Awaited<ReturnType<typeof createCourseCatalogue>>;

export interface SessionRow {
  startsAt: Date;
  therapistIds: number[];
  /** Default: the therapy's minutes. */
  minutes?: number;
  status?: SessionStatus;
  /** Default: pradhanakarma. */
  phase?: CoursePhase;
}

/**
 * A course of `patientId` with one session per entry, each held by the catalogue's room and the
 * therapists named (reservations purpose course_session), as a planner would write them.
 */
export async function createCourse(db: Database, catalogue: CourseCatalogue, patientId: number, sessions: SessionRow[]) {
  const [course] = await db
    .insert(courses)
    .values({
      patientId,
      templateId: catalogue.template.id,
      startsOn: sessions[0]!.startsAt.toISOString().slice(0, 10),
      pricePaise: catalogue.template.pricePaise,
      sessionCount: sessions.length,
    })
    .returning();
  const rows = [];
  for (const [stepIndex, plan] of sessions.entries()) {
    const endsAt = new Date(plan.startsAt.getTime() + (plan.minutes ?? catalogue.therapy.minutes) * 60_000);
    const [session] = await db
      .insert(courseSessions)
      .values({
        courseId: course!.id,
        stepIndex,
        phase: plan.phase ?? 'pradhanakarma',
        therapyId: catalogue.therapy.id,
        roomId: catalogue.room.id,
        startsAt: plan.startsAt,
        endsAt,
        status: plan.status ?? 'planned',
      })
      .returning();
    const held = [
      { resourceKind: 'room' as const, resourceId: catalogue.room.id },
      ...plan.therapistIds.map((id) => ({ resourceKind: 'therapist' as const, resourceId: id })),
    ];
    // A moved or cancelled session has let its resources go.
    if (session!.status === 'planned' || session!.status === 'done') {
      await db
        .insert(reservations)
        .values(held.map((h) => ({ ...h, startsAt: plan.startsAt, endsAt, purpose: 'course_session' as const, courseSessionId: session!.id })));
    }
    rows.push(session!);
  }
  return { course: course!, sessions: rows };
}

const DAY_MS = 86_400_000;

/** The days' starts at 09:00 UTC from `fromDay` days after today (negative: in the past). */
export function dailyStarts(count: number, fromDay: number): Date[] {
  const today = new Date();
  today.setUTCHours(9, 0, 0, 0);
  return Array.from({ length: count }, (_, i) => new Date(today.getTime() + (fromDay + i) * DAY_MS));
}

export interface CourseRowsOptions {
  /** Each session's start, one session per entry (default: 7 daily sessions from tomorrow 09:00 UTC). */
  starts?: Date[];
  pricePaise?: number;
  /** The patient (default: a new one). */
  patientId?: number;
}

/**
 * A planned course of its own (therapy, room, template and one therapist trained in it), one
 * planned session per start, so the ledger's tests need no planner and never clash.
 */
export async function createCourseRows(db: Database, options: CourseRowsOptions = {}) {
  const starts = options.starts ?? dailyStarts(7, 1);
  const patient = options.patientId ? { id: options.patientId } : (await createUser(db, 'patient')).user;
  const therapy = await addTherapy(db, 'Virechana', 60, 'treatment-table', 1, { nameHi: 'विरेचन', nameGu: 'વિરેચન' });
  const room = await addRoom(db, ['treatment-table'], { hours: null });
  const template = await addTemplate(db, starts.length, [], options.pricePaise ?? 2_100_000, {
    nameEn: 'Panchakarma (Virechana)',
    nameHi: 'पंचकर्म',
    nameGu: 'પંચકર્મ',
  });
  const therapist = await addTherapist(db, `Therapist ${unique()}`, 'female', [therapy.id]);
  const { course, sessions } = await createCourse(
    db,
    { therapy, room, template },
    patient.id,
    starts.map((startsAt, index) => ({ startsAt, therapistIds: [therapist.id], phase: index === 0 ? 'purvakarma' : 'pradhanakarma' })),
  );
  return { patient, therapy, template, room, therapist, course, sessions };
}
