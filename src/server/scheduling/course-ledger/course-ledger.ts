import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { COURSE_REFUND_POLICY, courseCredits, courseRefundPaise } from '../../../lib/policy/course-policy';
import type { Database, Transaction } from '../../kernel/db/database';
import { courseSessions, courseTemplates, courses, paymentDocuments, payments, reservations, rooms, therapies, users } from '../../kernel/db/schema';
import { activeRooms, activeTherapists } from '../../practice';
import { toTherapyInfo } from '../course-planning/planning-data';
import { notFound } from '../../kernel/errors';
import type { Session } from '../../kernel/session';
import type { CourseCancellation, CourseLedger } from './responses';

type Reader = Pick<Database, 'select'>;
export type Course = typeof courses.$inferSelect;
type Caller = Pick<Session, 'id' | 'role'>;

/** The course if the caller may see it: staff any, a patient only their own (another's answers 404, as SECURITY.md has it). */
function visible(course: Course | undefined, caller: Caller): Course {
  if (!course || (caller.role === 'patient' && course.patientId !== caller.id)) throw notFound('Course');
  return course;
}

export async function courseFor(db: Reader, id: number, caller: Caller): Promise<Course> {
  const [course] = await db.select().from(courses).where(eq(courses.id, id));
  return visible(course, caller);
}

/**
 * The course under its row's lock, which every change of a course's money or sessions takes
 * first: two desks paying, a cancel and a reschedule run one after another, never interleaved.
 */
export async function lockCourse(tx: Transaction, id: number, caller: Caller): Promise<Course> {
  const [course] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  return visible(course, caller);
}

/** The course's payments that took its money (completed) or are giving it back. */
async function coursePayments(db: Reader, courseId: number) {
  return db
    .select({ payment: payments, receiptNumber: paymentDocuments.number })
    .from(payments)
    .leftJoin(paymentDocuments, and(eq(paymentDocuments.paymentId, payments.id), eq(paymentDocuments.kind, 'receipt')))
    .where(and(eq(payments.courseId, courseId), inArray(payments.status, ['completed', 'refund_pending', 'refunded'])))
    .orderBy(asc(payments.id));
}

/** The paid price: the completed payment's amount (one per course), less nothing refunded yet. */
export async function paidPaiseOf(db: Reader, courseId: number): Promise<{ paymentId: number; amountPaise: number } | null> {
  const [paid] = await db
    .select({ paymentId: payments.id, amountPaise: payments.amountPaise })
    .from(payments)
    .where(and(eq(payments.courseId, courseId), eq(payments.status, 'completed')))
    .limit(1);
  return paid ?? null;
}

/** The rows the credits are counted from. */
export const ledgerSessionsOf = (db: Reader, courseId: number) =>
  db
    .select({ id: courseSessions.id, status: courseSessions.status, replacesSessionId: courseSessions.replacesSessionId })
    .from(courseSessions)
    .where(eq(courseSessions.courseId, courseId));

/** What cancelling the course now would refund (the preview staff confirm, and what cancel checks against). */
export async function courseCancellation(db: Reader, course: Course): Promise<CourseCancellation> {
  const credits = courseCredits(course.sessionCount, await ledgerSessionsOf(db, course.id));
  const paid = await paidPaiseOf(db, course.id);
  const paidPaise = paid?.amountPaise ?? 0;
  return {
    courseId: course.id,
    canCancel: course.status === 'planned',
    unusedSessions: credits.left,
    paidPaise,
    refundPaise: course.status === 'planned' ? courseRefundPaise(paidPaise, course.sessionCount, credits.left) : 0,
    policy: COURSE_REFUND_POLICY,
  };
}

/** Staff's choices for a reschedule: active rooms, and active therapists with their skills, by name. */
async function rescheduleOptions(db: Reader): Promise<NonNullable<CourseLedger['options']>> {
  const roomRows = await activeRooms(db, 'name');
  const therapists = await activeTherapists(db, 'name');
  return { rooms: roomRows, therapists: therapists.map(({ id, name, therapyIds }) => ({ id, name, therapyIds })) };
}

/** GET /v1/courses/:id/ledger. */
export async function courseLedger(db: Database, courseId: number, caller: Caller): Promise<CourseLedger> {
  const course = await courseFor(db, courseId, caller);
  const [head] = await db
    .select({ name: courseTemplates.nameEn, days: courseTemplates.days, patientName: users.name })
    .from(courseTemplates)
    .innerJoin(users, eq(users.id, course.patientId))
    .where(eq(courseTemplates.id, course.templateId));
  const sessionRows = await db
    .select({ session: courseSessions, therapy: therapies, roomName: rooms.name })
    .from(courseSessions)
    .innerJoin(therapies, eq(therapies.id, courseSessions.therapyId))
    .innerJoin(rooms, eq(rooms.id, courseSessions.roomId))
    .where(eq(courseSessions.courseId, courseId))
    .orderBy(asc(courseSessions.startsAt), asc(courseSessions.id));
  const sessionIds = sessionRows.map((row) => row.session.id);
  const therapistRows = sessionIds.length
    ? await db
        .select({ sessionId: reservations.courseSessionId, id: users.id, name: users.name })
        .from(reservations)
        .innerJoin(users, eq(users.id, reservations.resourceId))
        .where(
          and(eq(reservations.resourceKind, 'therapist'), isNotNull(reservations.courseSessionId), inArray(reservations.courseSessionId, sessionIds)),
        )
        .orderBy(asc(users.name))
    : [];
  const replaced = new Set(sessionRows.map((row) => row.session.replacesSessionId).filter((id) => id !== null));
  const credits = courseCredits(
    course.sessionCount,
    sessionRows.map((row) => row.session),
  );
  const paymentRows = await coursePayments(db, courseId);
  const cancellation = await courseCancellation(db, course);
  const isStaff = caller.role !== 'patient';
  return {
    course: {
      id: course.id,
      patientId: course.patientId,
      patientName: head!.patientName,
      name: head!.name,
      days: head!.days,
      status: course.status,
      pricePaise: course.pricePaise,
      startsOn: course.startsOn,
      cancelledAt: course.cancelledAt?.toISOString() ?? null,
    },
    sessions: sessionRows.map(({ session, therapy, roomName }) => ({
      id: session.id,
      stepIndex: session.stepIndex,
      phase: session.phase,
      therapy: toTherapyInfo(therapy),
      room: { id: session.roomId, name: roomName },
      // Released reservations (missed, cancelled) no longer name who would have given it.
      therapists: therapistRows.filter((t) => t.sessionId === session.id).map(({ id, name }) => ({ id, name })),
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      status: session.status,
      replacesSessionId: session.replacesSessionId,
      canReschedule: session.status === 'missed' && !replaced.has(session.id) && course.status === 'planned',
    })),
    summary: {
      sessionCount: credits.sessionCount,
      used: credits.used,
      creditsLeft: credits.left,
      missed: credits.missed,
      cancelled: credits.cancelled,
      paidPaise: cancellation.paidPaise,
      refundablePaise: cancellation.refundPaise,
    },
    payments: paymentRows.map(({ payment, receiptNumber }) => ({
      id: payment.id,
      status: payment.status,
      method: payment.method as CourseLedger['payments'][number]['method'],
      amountPaise: payment.amountPaise,
      refundedPaise: payment.refundedPaise,
      receiptNumber,
    })),
    cancellation,
    options: isStaff ? await rescheduleOptions(db) : null,
  };
}
