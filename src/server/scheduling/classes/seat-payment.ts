import { and, eq } from 'drizzle-orm';
import { classSeatMessages as m } from '../../../lib/validation/classes';
import { courseLedgerMessages } from '../../../lib/validation/course-ledger';
import { type AfterCommit, NOTHING_AFTER_COMMIT, NOTIFY_AFTER_COMMIT, refundAfterCommit } from '../../kernel/after-commit';
import type { Database } from '../../kernel/db/database';
import { classSeats, paymentDocuments, payments } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { Providers } from '../../kernel/providers';
import { completeBooking } from '../booking/complete-booking';
import type { SeatPaymentAnswer } from './responses';

export type VerifiedSeatPayment =
  { answer: SeatPaymentAnswer; isNew: boolean; afterCommit: AfterCommit } | { error: AppError; afterCommit: AfterCommit };

/** A seat paid, with the number of its payment's receipt (none for a free seat). */
export async function seatPaidAnswer(db: Pick<Database, 'select'>, seatId: number, paymentId: number | null): Promise<SeatPaymentAnswer> {
  const [receipt] =
    paymentId === null
      ? []
      : await db
          .select({ number: paymentDocuments.number })
          .from(paymentDocuments)
          .where(and(eq(paymentDocuments.paymentId, paymentId), eq(paymentDocuments.kind, 'receipt')));
  return { seatId, status: 'paid', receiptNumber: receipt?.number ?? null };
}

/**
 * POST /v1/class-seats/:id/verify-payment: the checkout's signature checked against the seat's
 * stored order, then settled by completeBooking as the webhook settles it. Only the seat's
 * patient may verify (another's seat answers 404).
 */
export async function verifySeatPayment(
  db: Database,
  providers: Providers,
  patient: { id: number },
  seatId: number,
  request: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<VerifiedSeatPayment> {
  const [seat] = await db
    .select({ id: classSeats.id })
    .from(classSeats)
    .where(and(eq(classSeats.id, seatId), eq(classSeats.patientId, patient.id)));
  if (!seat) throw notFound('Class seat');
  const [order] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.razorpayOrderId, request.razorpay_order_id), eq(payments.classSeatId, seat.id)));
  if (!order) throw new AppError('not_found', m.orderInvalid);
  if (!providers.payments.isValidCheckoutSignature(order.razorpayOrderId, request.razorpay_payment_id, request.razorpay_signature)) {
    throw new AppError('invalid', courseLedgerMessages.signatureInvalid);
  }
  const outcome = await completeBooking(db, providers, { orderId: order.razorpayOrderId, paymentId: request.razorpay_payment_id });
  if (outcome.kind === 'seat_paid')
    return {
      answer: await seatPaidAnswer(db, seat.id, outcome.payment.id),
      isNew: outcome.isNew,
      afterCommit: outcome.isNew ? NOTIFY_AFTER_COMMIT : NOTHING_AFTER_COMMIT,
    };
  if (outcome.kind === 'paid_twice')
    return { error: new AppError('conflict', m.paidTwiceRefund), afterCommit: refundAfterCommit(outcome.refundId, false) };
  if (outcome.kind === 'slot_taken')
    return { error: new AppError('conflict', m.seatLostRefund), afterCommit: refundAfterCommit(outcome.refundId, false) };
  throw new AppError('conflict', m.seatNotPayable);
}
