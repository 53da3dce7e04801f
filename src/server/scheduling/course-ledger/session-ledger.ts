import { eq, inArray } from 'drizzle-orm';
import { type SessionReschedule, courseLedgerMessages as m } from '../../../lib/validation/course-ledger';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import { courseSessions, reservations, rooms, therapies } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { Session } from '../../kernel/session';
import { recordAudit } from '../../identity';
import { syncCourseReminders } from '../../messaging';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { activeTherapists } from '../../practice';
import { holdReservations } from '../reservations/hold-reservations';
import { type Course, lockCourse } from './course-ledger';
import type { CourseSessionChange } from './responses';

type CourseSession = typeof courseSessions.$inferSelect;

const toChange = (session: CourseSession): CourseSessionChange => ({
  id: session.id,
  courseId: session.courseId,
  status: session.status,
  startsAt: session.startsAt.toISOString(),
  endsAt: session.endsAt.toISOString(),
  roomId: session.roomId,
  replacesSessionId: session.replacesSessionId,
});

/** The session and its course, the course's row locked first (the order every ledger change takes), then the session's. */
async function lockSession(tx: Transaction, sessionId: number, staff: Session): Promise<{ course: Course; session: CourseSession }> {
  const [found] = await tx.select({ courseId: courseSessions.courseId }).from(courseSessions).where(eq(courseSessions.id, sessionId));
  if (!found) throw notFound('Course session');
  const course = await lockCourse(tx, found.courseId, staff);
  const [session] = await tx.select().from(courseSessions).where(eq(courseSessions.id, sessionId)).for('update');
  if (course.status === 'cancelled') throw new AppError('conflict', m.courseCancelled);
  if (course.status === 'completed') throw new AppError('conflict', m.courseCompleted);
  return { course, session: session! };
}

/** Frees what held a session: its room and therapists go back to the grid. */
export async function releaseSessionReservations(tx: Transaction, sessionIds: number[]): Promise<number> {
  if (sessionIds.length === 0) return 0;
  const released = await tx.delete(reservations).where(inArray(reservations.courseSessionId, sessionIds)).returning({ id: reservations.id });
  return released.length;
}

/**
 * POST /v1/course-sessions/:id/missed: the patient did not come. The session keeps its credit
 * (the ledger counts it unused until rescheduled) and its room and therapists are released.
 */
export async function markSessionMissed(
  db: Database,
  channels: NotificationChannels,
  staff: Session,
  sessionId: number,
): Promise<CourseSessionChange> {
  return db.transaction(async (tx) => {
    const { session } = await lockSession(tx, sessionId, staff);
    if (session.status !== 'planned') throw new AppError('conflict', m.sessionNotPlanned);
    const now = clinicNow();
    if (session.startsAt > now) throw new AppError('conflict', m.sessionNotStarted);
    const [missed] = await tx
      .update(courseSessions)
      .set({ status: 'missed', markedBy: staff.id, markedAt: now })
      .where(eq(courseSessions.id, sessionId))
      .returning();
    const released = await releaseSessionReservations(tx, [sessionId]);
    await recordAudit(tx, { action: 'mark_missed', entity: 'course_session', entityId: sessionId, before: session, after: { ...missed, released } });
    await syncCourseReminders(tx, channels, session.courseId);
    return toChange(missed!);
  });
}

/** The room must be active and fitted for the therapy; each therapist active and trained in it, as many as it needs. */
async function checkResources(tx: Transaction, session: CourseSession, request: SessionReschedule) {
  const [therapy] = await tx.select().from(therapies).where(eq(therapies.id, session.therapyId));
  const [room] = await tx.select().from(rooms).where(eq(rooms.id, request.roomId));
  if (!room) throw notFound('Room');
  if (!room.status || (therapy!.fitting !== null && !room.fittings.includes(therapy!.fitting))) {
    throw new AppError('invalid', m.roomUnfitted, { roomId: m.roomUnfitted });
  }
  if (request.therapistIds.length !== therapy!.therapistsNeeded) throw new AppError('invalid', m.therapistCount, { therapistIds: m.therapistCount });
  const trained = (await activeTherapists(tx, 'id', request.therapistIds)).filter((t) => t.therapyIds.includes(therapy!.id));
  if (trained.length !== request.therapistIds.length) throw new AppError('invalid', m.therapistUntrained, { therapistIds: m.therapistUntrained });
  return therapy!;
}

/**
 * POST /v1/course-sessions/:id/reschedule: a missed session's credit used once, by a new planned
 * row that replaces it (same step, phase and therapy; its end from the therapy's minutes). The
 * room and therapists are held through holdReservations: a clash answers 409 and the whole
 * transaction, the new row with it, rolls back.
 */
export async function rescheduleMissedSession(
  db: Database,
  channels: NotificationChannels,
  staff: Session,
  sessionId: number,
  request: SessionReschedule,
): Promise<CourseSessionChange> {
  return db.transaction(async (tx) => {
    const { session } = await lockSession(tx, sessionId, staff);
    if (session.status !== 'missed') throw new AppError('conflict', m.sessionNotMissed);
    const [replacement] = await tx
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(eq(courseSessions.replacesSessionId, sessionId))
      .limit(1);
    if (replacement) throw new AppError('conflict', m.alreadyRescheduled);
    if (request.startsAt <= clinicNow()) throw new AppError('invalid', m.startsInPast, { startsAt: m.startsInPast });
    const therapy = await checkResources(tx, session, request);
    const endsAt = new Date(request.startsAt.getTime() + therapy.minutes * 60_000);
    const [planned] = await tx
      .insert(courseSessions)
      .values({
        courseId: session.courseId,
        stepIndex: session.stepIndex,
        phase: session.phase,
        therapyId: session.therapyId,
        roomId: request.roomId,
        startsAt: request.startsAt,
        endsAt,
        status: 'planned',
        replacesSessionId: sessionId,
      })
      .returning();
    const held = { startsAt: request.startsAt, endsAt, purpose: 'course_session' as const, courseSessionId: planned!.id, createdBy: staff.id };
    await holdReservations(tx, [
      { ...held, resourceKind: 'room', resourceId: request.roomId },
      ...request.therapistIds.map((id) => ({ ...held, resourceKind: 'therapist' as const, resourceId: id })),
    ]);
    await recordAudit(tx, {
      action: 'reschedule',
      entity: 'course_session',
      entityId: planned!.id,
      before: session,
      after: { ...planned, therapistIds: request.therapistIds },
    });
    await syncCourseReminders(tx, channels, session.courseId);
    return toChange(planned!);
  });
}
