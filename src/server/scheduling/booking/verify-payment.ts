import { and, eq } from 'drizzle-orm';
import type { VerifyPaymentRequest } from '../../../lib/validation/booking';
import { bookingServerMessages as m } from '../../../lib/validation/messages';
import { type AfterCommit, NOTHING_AFTER_COMMIT, NOTIFY_AFTER_COMMIT, refundAfterCommit } from '../../kernel/after-commit';
import type { Database } from '../../kernel/db/database';
import { payments } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Providers } from '../../kernel/providers';
import { type BookingOutcome, completeBooking } from './complete-booking';

/** The booking (new, or the one this payment already made), or a refusal to answer once the refund is sent. */
export type VerifiedPayment =
  (Extract<BookingOutcome, { kind: 'booked' }> & { afterCommit: AfterCommit }) | { kind: 'refused'; error: AppError; afterCommit: AfterCommit };

/**
 * SPEC §7 verify-payment: the checkout signature is checked against the order stored by
 * create-order for this patient; the user, slot, service and amount all come from that order.
 */
export async function verifyPayment(db: Database, providers: Providers, patientId: number, request: VerifyPaymentRequest): Promise<VerifiedPayment> {
  if (request.userId !== patientId) throw new AppError('forbidden', m.notYourUser);
  const [order] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.razorpayOrderId, request.razorpay_order_id), eq(payments.userId, patientId)));
  if (!order) throw new AppError('not_found', m.orderNotFound);
  if (order.slotId !== request.slotId || order.serviceId !== request.serviceId) throw new AppError('invalid', m.orderMismatch);
  const isSigned = providers.payments.isValidCheckoutSignature(order.razorpayOrderId, request.razorpay_payment_id, request.razorpay_signature);
  if (!isSigned) throw new AppError('invalid', m.signatureInvalid);

  const outcome = await completeBooking(db, providers, { orderId: order.razorpayOrderId, paymentId: request.razorpay_payment_id });
  if (outcome.kind === 'slot_taken') {
    const error = new AppError('conflict', outcome.reason === 'booked' ? m.slotTakenRefund : m.slotLostRefund);
    return { kind: 'refused', error, afterCommit: refundAfterCommit(outcome.refundId, false) };
  }
  if (outcome.kind === 'paid_twice') {
    return { kind: 'refused', error: new AppError('conflict', m.paidTwiceRefund), afterCommit: refundAfterCommit(outcome.refundId, false) };
  }
  if (outcome.kind !== 'booked') throw new AppError('conflict', m.slotLostRefund);
  return { ...outcome, afterCommit: outcome.isNew ? NOTIFY_AFTER_COMMIT : NOTHING_AFTER_COMMIT };
}
