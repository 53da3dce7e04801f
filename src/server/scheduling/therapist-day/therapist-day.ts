import { and, asc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { courseViewMessages as m } from '../../../lib/validation/course-views';
import { indiaTimeToInstant } from '../../../lib/time/clinic-time';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { courseSessions, courses, reservations, rooms, therapies, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { TherapistSession } from './responses';

const DAY_MS = 86_400_000;

/** Who asks: a therapist sees and marks only the sessions that hold them; an admin, any. */
export interface SessionViewer {
  id: number;
  role: 'therapist' | 'admin';
}

const sessionNotFound = () => new AppError('not_found', m.sessionNotFound);

/** The sessions with what a therapist's list shows of each, in start order. */
async function sessionsWithDetails(db: Database, where: SQL | undefined, viewerId: number) {
  const rows = await db
    .select({ session: courseSessions, patient: users.name, therapy: therapies.nameEn, room: rooms.name })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .innerJoin(users, eq(users.id, courses.patientId))
    .innerJoin(therapies, eq(therapies.id, courseSessions.therapyId))
    .innerJoin(rooms, eq(rooms.id, courseSessions.roomId))
    .where(where)
    .orderBy(asc(courseSessions.startsAt), asc(courseSessions.id));
  if (rows.length === 0) return [];
  // The other therapists each session holds (one query for the whole day).
  const others = await db
    .select({ sessionId: reservations.courseSessionId, name: users.name })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.resourceId))
    .where(
      and(
        eq(reservations.resourceKind, 'therapist'),
        inArray(
          reservations.courseSessionId,
          rows.map((row) => row.session.id),
        ),
        ne(reservations.resourceId, viewerId),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map(({ session, patient, therapy, room }): TherapistSession => ({
    id: session.id,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    phase: session.phase,
    status: session.status,
    note: session.note,
    markedAt: session.markedAt?.toISOString() ?? null,
    patient: { name: patient },
    therapy: { name: therapy },
    room: { name: room },
    coTherapists: others.filter((other) => other.sessionId === session.id).map((other) => other.name),
  }));
}

/** The ids of the sessions whose reservations hold this therapist. */
const heldBy = (db: Database, therapistId: number) =>
  db
    .select({ id: reservations.courseSessionId })
    .from(reservations)
    .where(and(eq(reservations.resourceKind, 'therapist'), eq(reservations.resourceId, therapistId), eq(reservations.purpose, 'course_session')));

/** A therapist's clinic (IST) day: the sessions that start that day and hold them, nobody else's. */
export function therapistDay(db: Database, therapistId: number, day: string): Promise<TherapistSession[]> {
  const from = indiaTimeToInstant(day, '00:00');
  const to = new Date(from.getTime() + DAY_MS);
  return sessionsWithDetails(
    db,
    and(inArray(courseSessions.id, heldBy(db, therapistId)), gte(courseSessions.startsAt, from), lt(courseSessions.startsAt, to)),
    therapistId,
  );
}

/** One session as `viewer` sees it in their day; 404 when it is not theirs to see. */
async function sessionFor(db: Database, sessionId: number, viewer: SessionViewer): Promise<TherapistSession> {
  const mine = viewer.role === 'therapist' ? inArray(courseSessions.id, heldBy(db, viewer.id)) : undefined;
  const [session] = await sessionsWithDetails(db, and(eq(courseSessions.id, sessionId), mine), viewer.id);
  if (!session) throw sessionNotFound();
  return session;
}

/**
 * Marks a planned session done with the therapist's note, from its start time on (a session not yet
 * begun cannot have been given). A therapist may mark only a session that holds them: any other is
 * 404, as if it did not exist. The update is conditional on `planned`, so two taps mark it once.
 */
export async function markSessionDone(db: Database, sessionId: number, viewer: SessionViewer, note: string, now: Date): Promise<TherapistSession> {
  await db.transaction(async (tx) => {
    // 404 unless the viewer may see it; the trail keeps the row itself, not the patient's name.
    await sessionFor(tx, sessionId, viewer);
    const [before] = await tx.select().from(courseSessions).where(eq(courseSessions.id, sessionId));
    if (before!.status !== 'planned') throw new AppError('conflict', m.sessionNotPlanned);
    if (before!.startsAt > now) throw new AppError('conflict', m.sessionNotStarted);
    const [after] = await tx
      .update(courseSessions)
      .set({ status: 'done', note, markedBy: viewer.id, markedAt: now })
      .where(and(eq(courseSessions.id, sessionId), eq(courseSessions.status, 'planned')))
      .returning();
    if (!after) throw new AppError('conflict', m.sessionNotPlanned);
    await recordAudit(tx, { action: 'mark_done', entity: 'course_session', entityId: sessionId, before, after });
  });
  return sessionFor(db, sessionId, viewer);
}
