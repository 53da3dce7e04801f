import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { SESSION_STATUSES } from '../../../lib/domain/resources';
import type { CourseConfirmInput } from '../../../lib/validation/course-planning';
import { formatTimeOfDay } from '../../../lib/format/date';
import { CLINIC_TIME_ZONE, indiaDateOf } from '../../../lib/time/clinic-time';
import { recordAudit } from '../../identity';
import { syncCourseReminders } from '../../messaging';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import type { Database, Transaction } from '../../kernel/db/database';
import { courseSessions, courses, courseTemplates, reservations, rooms, therapies, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Session } from '../../kernel/session';
import { holdReservations } from '../reservations/hold-reservations';
import { addDays, Availability, MINUTE } from './availability';
import { planContext } from './plan-access';
import { loadWorld } from './planning-data';
import type { Course } from './responses';
import { sessionProblems } from './session-checks';

type Db = Database | Transaction;

/**
 * POST /v1/courses: re-checks the plan staff confirm against the template and the resources (400
 * naming the first problem), then writes the course, its sessions and their reservations in one
 * transaction; a reservation that meets another answers 409 and leaves nothing behind.
 */
export async function confirmCourse(db: Database, channels: NotificationChannels, auth: Session, input: CourseConfirmInput): Promise<Course> {
  const { patient, template, steps } = await planContext(db, auth, input);
  const byStep = new Map<number, CourseConfirmInput['sessions'][number]>();
  for (const session of input.sessions) {
    const step = steps[session.stepIndex];
    if (!step) throw new AppError('invalid', { key: 'coursePlanning.stepUnknown', text: `The course has no step ${session.stepIndex + 1}` });
    if (byStep.has(session.stepIndex)) {
      throw new AppError('invalid', {
        key: 'coursePlanning.stepRepeated',
        text: `${step.therapy.name} (step ${session.stepIndex + 1}) has more than one session`,
      });
    }
    byStep.set(session.stepIndex, session);
  }
  const missing = steps.find((step) => !byStep.has(step.stepIndex));
  if (missing) {
    throw new AppError('invalid', {
      key: 'coursePlanning.stepMissing',
      text: `${missing.therapy.name} (step ${missing.stepIndex + 1}, day ${missing.dayOffset + 1}) has no session`,
    });
  }
  const world = await loadWorld(db, input.startsOn, addDays(input.startsOn, template.days - 1));
  const avail = new Availability(world);
  const rules = { patientGender: patient.gender, genderRule: input.therapistGender };
  const planned = steps.map((step) => {
    const session = byStep.get(step.stepIndex)!;
    const start = session.startsAt.getTime();
    return { step, session, start, end: start + step.therapy.minutes * MINUTE, date: addDays(input.startsOn, step.dayOffset) };
  });
  for (const [k, { step, session, start, end, date }] of planned.entries()) {
    const name = `${step.therapy.name} (step ${step.stepIndex + 1})`;
    if (indiaDateOf(session.startsAt) !== date || indiaDateOf(new Date(end - 1)) !== date) {
      throw new AppError('invalid', {
        key: 'coursePlanning.sessionOffDay',
        text: `${name} belongs on ${date}, day ${step.dayOffset + 1} of the ${template.days}-day course: the plan must fit within the course's days`,
      });
    }
    const before = planned[k - 1];
    if (before && start < before.end) {
      throw new AppError('invalid', {
        key: 'coursePlanning.sessionOutOfOrder',
        text: `${name} starts before ${before.step.therapy.name} (step ${before.step.stepIndex + 1}) ends at ${formatTimeOfDay(new Date(before.end), 'en', CLINIC_TIME_ZONE)}`,
      });
    }
    const [problem] = sessionProblems(avail, step, date, start, end, session.roomId, session.therapistIds, rules);
    if (problem) throw new AppError('invalid', { key: problem.key, text: problem.text });
  }
  const courseId = await db.transaction(async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({
        patientId: patient.id,
        templateId: template.id,
        assessmentAppointmentId: input.assessmentAppointmentId ?? null,
        startsOn: input.startsOn,
        pricePaise: template.pricePaise,
        sessionCount: steps.length,
        genderRule: input.therapistGender,
        plannedBy: auth.id,
      })
      .returning();
    const rows = await tx
      .insert(courseSessions)
      .values(
        planned.map(({ step, session, end }) => ({
          courseId: course!.id,
          stepIndex: step.stepIndex,
          phase: step.phase,
          therapyId: step.therapy.id,
          roomId: session.roomId,
          startsAt: session.startsAt,
          endsAt: new Date(end),
        })),
      )
      .returning();
    await holdSessions(
      tx,
      rows,
      rows.map((row) => byStep.get(row.stepIndex)!.therapistIds),
      auth.id,
    );
    await recordAudit(tx, { action: 'create', entity: 'course', entityId: course!.id, after: { course, sessions: rows } });
    await syncCourseReminders(tx, channels, course!.id);
    return course!.id;
  });
  return (await readCourse(db, courseId))!;
}

/** Holds the room and the therapists of each session for it (all or none: a clash throws 409). */
export async function holdSessions(
  tx: Transaction,
  sessions: (typeof courseSessions.$inferSelect)[],
  therapistIds: number[][],
  createdBy: number,
): Promise<void> {
  await holdReservations(
    tx,
    sessions.flatMap((session, index) =>
      [{ kind: 'room' as const, id: session.roomId }, ...therapistIds[index]!.map((id) => ({ kind: 'therapist' as const, id }))].map(
        ({ kind, id }) => ({
          resourceKind: kind,
          resourceId: id,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          purpose: 'course_session' as const,
          courseSessionId: session.id,
          createdBy,
        }),
      ),
    ),
  );
}

/** The therapists holding each session, by session id. */
export async function therapistsOfSessions(db: Db, sessionIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const held = new Map<number, { id: number; name: string }[]>();
  if (sessionIds.length === 0) return held;
  const rows = await db
    .select({ sessionId: reservations.courseSessionId, id: users.id, name: users.name })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.resourceId))
    .where(and(eq(reservations.resourceKind, 'therapist'), inArray(reservations.courseSessionId, sessionIds)))
    .orderBy(asc(users.id));
  for (const row of rows) held.set(row.sessionId!, [...(held.get(row.sessionId!) ?? []), { id: row.id, name: row.name }]);
  return held;
}

/** A course with its sessions (every one it has had, in step order), their therapy, room and therapists, and the ledger's counts. */
export async function readCourse(db: Db, id: number): Promise<Course | undefined> {
  const [row] = await db
    .select({ course: courses, patientName: users.name, templateName: courseTemplates.nameEn })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.patientId))
    .innerJoin(courseTemplates, eq(courseTemplates.id, courses.templateId))
    .where(eq(courses.id, id));
  if (!row) return undefined;
  const sessions = await db
    .select({ session: courseSessions, therapyName: therapies.nameEn, roomName: rooms.name })
    .from(courseSessions)
    .innerJoin(therapies, eq(therapies.id, courseSessions.therapyId))
    .innerJoin(rooms, eq(rooms.id, courseSessions.roomId))
    .where(eq(courseSessions.courseId, id))
    .orderBy(asc(courseSessions.stepIndex), asc(courseSessions.id));
  const therapists = await therapistsOfSessions(
    db,
    sessions.map(({ session }) => session.id),
  );
  const ledger = Object.fromEntries(
    SESSION_STATUSES.map((status) => [status, sessions.filter(({ session }) => session.status === status).length]),
  ) as Course['ledger'];
  const { course } = row;
  return {
    id: course.id,
    patientId: course.patientId,
    patientName: row.patientName,
    templateId: course.templateId,
    templateName: row.templateName,
    assessmentAppointmentId: course.assessmentAppointmentId,
    startsOn: course.startsOn,
    pricePaise: course.pricePaise,
    sessionCount: course.sessionCount,
    genderRule: course.genderRule,
    status: course.status,
    createdAt: course.createdAt.toISOString(),
    ledger,
    sessions: sessions.map(({ session, therapyName, roomName }) => ({
      id: session.id,
      stepIndex: session.stepIndex,
      phase: session.phase,
      therapyId: session.therapyId,
      therapyName,
      roomId: session.roomId,
      roomName,
      therapistIds: (therapists.get(session.id) ?? []).map((t) => t.id),
      therapistNames: (therapists.get(session.id) ?? []).map((t) => t.name),
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      status: session.status,
      replacesSessionId: session.replacesSessionId,
    })),
  };
}

/** A patient's courses, newest first. */
export async function listCourses(db: Database, patientId: number): Promise<Course[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.patientId, patientId))
    .orderBy(desc(courses.startsOn), desc(courses.id));
  const found = await Promise.all(rows.map((row) => readCourse(db, row.id)));
  return found.filter((course): course is Course => !!course);
}
