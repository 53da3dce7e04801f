import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { classDeskMessages as m } from '../../../lib/validation/class-desk';
import { classSeatMessages } from '../../../lib/validation/classes';
import { indiaDateOf } from '../../../lib/time/clinic-time';
import { refundKeys } from '../../billing';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import { classAttendance, classSeats, classSessions, payments, refunds, users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { toStaffSession } from './class-catalogue';
import type { ClassRoster, RosterSeat } from './responses';
import { type ClassSessionRow, lockClass, takenSeats } from './seat-counts';

/**
 * The seats that belong on a session's roster: its own seats paid, or refunded when the session
 * was cancelled, and for a session of a weekly series the series seats paid (a series seat stays
 * paid when one of its sessions is cancelled: that session's share is refunded, decision 049).
 */
export const rosterSeatsOf = (session: Pick<ClassSessionRow, 'id' | 'classId' | 'inSeries'>) =>
  or(
    and(eq(classSeats.sessionId, session.id), inArray(classSeats.status, ['paid', 'refunded'])),
    session.inSeries ? and(isNull(classSeats.sessionId), eq(classSeats.classId, session.classId), eq(classSeats.status, 'paid')) : undefined,
  );

/** GET /v1/class-sessions/:id/roster: each seat with its patient, what was paid and refunded for this session, and the check-in. */
export async function classRoster(db: Pick<Database, 'select'>, sessionId: number): Promise<ClassRoster> {
  const [session] = await db.select().from(classSessions).where(eq(classSessions.id, sessionId));
  if (!session) throw notFound('Class session');
  const seats = await db
    .select({
      id: classSeats.id,
      patientId: users.id,
      name: users.name,
      mobile: users.mobile,
      mode: classSeats.mode,
      sessionId: classSeats.sessionId,
      status: classSeats.status,
      pricePaise: classSeats.pricePaise,
      checkedInAt: classAttendance.checkedInAt,
    })
    .from(classSeats)
    .innerJoin(users, eq(users.id, classSeats.patientId))
    .leftJoin(classAttendance, and(eq(classAttendance.seatId, classSeats.id), eq(classAttendance.sessionId, sessionId)))
    .where(rosterSeatsOf(session))
    .orderBy(asc(users.name), asc(classSeats.id));
  const keys = seats.map((seat) => refundKeys.classSessionCancel(sessionId, seat.id));
  const given =
    keys.length === 0
      ? []
      : await db.select({ key: refunds.idempotencyKey, amountPaise: refunds.amountPaise }).from(refunds).where(inArray(refunds.idempotencyKey, keys));
  const refundedBy = new Map(given.map((refund) => [refund.key, refund.amountPaise]));
  const taken = await takenSeats(db, [session], clinicNow());
  return {
    session: toStaffSession(session, taken.get(sessionId)!),
    seats: seats.map(({ sessionId: own, checkedInAt, status, ...seat }): RosterSeat => {
      const refundPaise = refundedBy.get(refundKeys.classSessionCancel(sessionId, seat.id)) ?? null;
      return {
        ...seat,
        series: own === null,
        paid: status === 'paid' || status === 'refunded',
        refundedPaise: refundPaise,
        checkedInAt: checkedInAt?.toISOString() ?? null,
      };
    }),
  };
}

/** The session and the seat, checked as the door sees them: the session's day, not cancelled, the seat on its roster. */
async function doorSeat(tx: Transaction, sessionId: number, seatId: number) {
  const [found] = await tx.select().from(classSessions).where(eq(classSessions.id, sessionId));
  if (!found) throw notFound('Class session');
  // Under the class's lock, so a check-in and a cancellation of the session never cross.
  await lockClass(tx, found.classId);
  const [session] = await tx.select().from(classSessions).where(eq(classSessions.id, sessionId));
  if (session!.status === 'cancelled') throw new AppError('conflict', classSeatMessages.sessionCancelled);
  if (indiaDateOf(session!.startsAt) !== indiaDateOf(clinicNow())) throw new AppError('conflict', m.notSessionDay);
  const [seat] = await tx
    .select({ id: classSeats.id })
    .from(classSeats)
    .where(and(eq(classSeats.id, seatId), eq(classSeats.status, 'paid'), rosterSeatsOf(session!)));
  if (!seat) throw new AppError('not_found', m.seatNotInSession);
  return session!;
}

/**
 * POST /v1/class-sessions/:id/seats/:seatId/check-in (staff, on the session's day): the seat
 * marked attended for this session; DELETE undoes it. Both are audited.
 */
export async function setCheckIn(db: Database, staff: { id: number }, sessionId: number, seatId: number, attended: boolean): Promise<ClassRoster> {
  await db.transaction(async (tx) => {
    await doorSeat(tx, sessionId, seatId);
    const where = and(eq(classAttendance.seatId, seatId), eq(classAttendance.sessionId, sessionId));
    if (attended) {
      const [row] = await tx
        .insert(classAttendance)
        .values({ seatId, sessionId, checkedInAt: clinicNow(), checkedInBy: staff.id })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('conflict', m.alreadyCheckedIn);
      await recordAudit(tx, { action: 'check_in', entity: 'class_seat', entityId: seatId, after: row });
    } else {
      const [row] = await tx.delete(classAttendance).where(where).returning();
      if (!row) throw new AppError('conflict', m.notCheckedIn);
      await recordAudit(tx, { action: 'undo_check_in', entity: 'class_seat', entityId: seatId, before: row });
    }
  });
  return classRoster(db, sessionId);
}

/** The completed payment that paid a seat (none for a free seat). */
export async function seatPayment(tx: Pick<Database, 'select'>, seatId: number) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.classSeatId, seatId), eq(payments.status, 'completed')));
  return payment ?? null;
}
