import { eq } from 'drizzle-orm';
import { refundKeys } from '../../billing';
import { recordAudit } from '../../identity';
import { issueReceipt } from '../../invoicing';
import { enqueueSeatBooked } from '../../messaging';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { clinicNow } from '../../kernel/clock';
import type { Transaction } from '../../kernel/db/database';
import { classSeats, payments } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { BookingOutcome } from '../booking/complete-booking';
import { refundUnwantedOrder } from '../booking/refund-unwanted-order';
import { checkNoOtherSeat, checkRoom, lockClass, seatSessions } from './seat-counts';

type Payment = typeof payments.$inferSelect;

/**
 * Settles a class seat's paid order inside completeBooking's transaction (payment row locked),
 * then the class row's lock as every seat write takes it. A seat still held is paid. A hold that
 * lapsed is paid only if the seat is still there for it (session to come, a seat of its mode left,
 * no other seat of the patient); otherwise, or when the seat was paid by another order, the money
 * keeps its receipt and is refunded in full, as a course's unwanted payment is (decision 040).
 * A seat paid here has its message and reminders queued in the same transaction.
 */
export async function settleSeatOrder(
  tx: Transaction,
  channels: NotificationChannels,
  payment: Payment,
  providerPaymentId: string,
): Promise<BookingOutcome> {
  if (payment.status === 'completed') return { kind: 'seat_paid', isNew: false, payment };
  if (payment.status === 'refund_pending' || payment.status === 'refunded') return { kind: 'slot_taken', reason: 'unavailable', refundId: null };
  const [unlocked] = await tx.select({ classId: classSeats.classId }).from(classSeats).where(eq(classSeats.id, payment.classSeatId!));
  const cls = await lockClass(tx, unlocked!.classId);
  const [seat] = await tx.select().from(classSeats).where(eq(classSeats.id, payment.classSeatId!)).for('update');
  const now = clinicNow();
  let lost = seat!.status === 'paid' || seat!.status === 'refunded';
  if (!lost && !(seat!.status === 'held' && seat!.holdExpiresAt! > now)) {
    try {
      const sessions = await seatSessions(tx, seat!, now);
      await checkNoOtherSeat(tx, seat!.patientId, cls.id, sessions, now, seat!.id);
      await checkRoom(tx, cls, sessions, seat!.mode, now, seat!.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      lost = true;
    }
  }
  if (lost) {
    const paidBefore = seat!.status === 'paid';
    const refundId = await refundUnwantedOrder(tx, payment, providerPaymentId, {
      reason: paidBefore ? 'Class seat already paid' : 'Class seat no longer held when the payment arrived',
      idempotencyKey: refundKeys.seatUnwanted(payment.id),
      entity: 'class_seat',
      entityId: seat!.id,
    });
    return paidBefore ? { kind: 'paid_twice', refundId } : { kind: 'slot_taken', reason: 'booked', refundId };
  }
  const [paidSeat] = await tx.update(classSeats).set({ status: 'paid', holdExpiresAt: null }).where(eq(classSeats.id, seat!.id)).returning();
  const [completed] = await tx
    .update(payments)
    .set({ status: 'completed', razorpayPaymentId: providerPaymentId })
    .where(eq(payments.id, payment.id))
    .returning();
  await recordAudit(tx, { action: 'pay', entity: 'class_seat', entityId: seat!.id, before: seat, after: { seat: paidSeat, payment: completed } });
  await issueReceipt(tx, payment.id, now);
  await enqueueSeatBooked(tx, channels, seat!.id, now);
  return { kind: 'seat_paid', isNew: true, payment: completed! };
}
