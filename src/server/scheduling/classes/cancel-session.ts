import { and, count, eq } from 'drizzle-orm';
import { classMessages as m } from '../../../lib/validation/classes';
import { createRefund, refundKeys } from '../../billing';
import { recordAudit } from '../../identity';
import { type AfterCommit } from '../../kernel/after-commit';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import { classSeats, classSessions, reservations } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { enqueueClassMessages } from '../../messaging';
import { toStaffSession } from './class-catalogue';
import type { StaffClassSession } from './responses';
import { type ClassSessionRow, lockClass, takenSeats } from './seat-counts';
import { rosterSeatsOf, seatPayment } from './session-roster';
import { closeSessionLine } from './waitlist/line';

type Seat = typeof classSeats.$inferSelect;

/**
 * What the clinic gives back for one seat when it cancels this session: a seat of the session
 * all that is left of its payment; a series seat the session's share, its price over the
 * series' sessions (decision 049). Nothing for a free seat.
 */
async function refundFor(tx: Transaction, seat: Seat, session: ClassSessionRow, seriesSessions: number): Promise<number | null> {
  const payment = await seatPayment(tx, seat.id);
  if (!payment) return null;
  const left = payment.amountPaise - payment.refundedPaise;
  const owed = seat.sessionId === null ? Math.min(left, Math.floor(payment.amountPaise / seriesSessions)) : left;
  if (owed <= 0) return null;
  return createRefund(tx, {
    paymentId: payment.id,
    appointmentId: null,
    amountPaise: owed,
    reason: `Class session of ${session.startsAt.toISOString()} cancelled by the clinic`,
    idempotencyKey: refundKeys.classSessionCancel(session.id, seat.id),
  });
}

/**
 * POST /v1/class-sessions/:id/cancel (staff): in one transaction under the class's lock, the
 * session cancelled and its teacher and room released, its held seats let go, every paid seat
 * refunded (once: the second cancel is a 409 under the same lock, and each refund's idempotency
 * key is the session and seat) and every paid seat's patient told. The provider is asked for the
 * money after commit, as every refund path does.
 */
export async function cancelClassSession(
  db: Database,
  channels: NotificationChannels,
  staff: { id: number },
  sessionId: number,
): Promise<{ answer: StaffClassSession; afterCommit: AfterCommit }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ classId: classSessions.classId }).from(classSessions).where(eq(classSessions.id, sessionId));
    if (!found) throw notFound('Class session');
    await lockClass(tx, found.classId);
    const [before] = await tx.select().from(classSessions).where(eq(classSessions.id, sessionId)).for('update');
    if (before!.status === 'cancelled') throw new AppError('conflict', m.sessionAlreadyCancelled);
    const now = clinicNow();
    const [after] = await tx.update(classSessions).set({ status: 'cancelled', cancelledAt: now }).where(eq(classSessions.id, sessionId)).returning();
    await tx.delete(reservations).where(eq(reservations.classSessionId, sessionId));
    // A hold in this session is let go; a payment still arriving for it is refunded in full (settle-seat-order.ts).
    await tx
      .update(classSeats)
      .set({ status: 'cancelled', holdExpiresAt: null })
      .where(and(eq(classSeats.sessionId, sessionId), eq(classSeats.status, 'held')));
    // Its waitlist closes: nobody is offered a seat in a session that will not happen.
    await closeSessionLine(tx, sessionId);

    const paid = await tx
      .select()
      .from(classSeats)
      .where(and(rosterSeatsOf(before!), eq(classSeats.status, 'paid')));
    const [series] = before!.inSeries
      ? await tx
          .select({ sessions: count() })
          .from(classSessions)
          .where(and(eq(classSessions.classId, before!.classId), eq(classSessions.inSeries, true)))
      : [{ sessions: 1 }];
    const refundIds: number[] = [];
    for (const seat of paid) {
      const refundId = await refundFor(tx, seat, before!, series!.sessions);
      if (refundId !== null) refundIds.push(refundId);
      // A seat of this session is over; a series seat stays paid for the series' other sessions.
      if (seat.sessionId !== null)
        await tx
          .update(classSeats)
          .set({ status: refundId === null ? 'cancelled' : 'refunded' })
          .where(eq(classSeats.id, seat.id));
    }
    const messaged = await enqueueClassMessages(tx, channels, {
      kind: 'class_session_cancelled',
      sessionId,
      seatIds: paid.map((seat) => seat.id),
      occasion: 'cancel',
    });
    await recordAudit(tx, {
      action: 'cancel',
      entity: 'class_session',
      entityId: sessionId,
      before,
      after: { ...after, cancelledBy: staff.id, refundIds, messaged },
    });
    const taken = await takenSeats(tx, [after!], now);
    return { answer: toStaffSession(after!, taken.get(sessionId)!), afterCommit: { refundIds, notify: messaged > 0 } };
  });
}
