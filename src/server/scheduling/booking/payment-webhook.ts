import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { type AfterCommit, NOTHING_AFTER_COMMIT, NOTIFY_AFTER_COMMIT, refundAfterCommit } from '../../kernel/after-commit';
import type { Database } from '../../kernel/db/database';
import { payments } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Providers } from '../../kernel/providers';
import type { MedicinesSettler } from '../../kernel/medicines-settler';
import { handleRefundEvent, isRefundEvent, type RefundWebhookStatus } from '../../billing';
import { completeBooking } from './complete-booking';
import { paymentWebhookMessages } from '../../../lib/validation/messages';

const eventSchema = z.object({ event: z.string() });

const capturedEventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: z.object({ id: z.string().min(1), order_id: z.string().min(1), amount: z.number().int() }) }),
    })
    .optional(),
});

/** Razorpay's payment_link.paid: the link (its id is what we stored as the order) and the payment that paid it. */
const linkPaidEventSchema = z.object({
  event: z.literal('payment_link.paid'),
  payload: z.object({
    payment_link: z.object({ entity: z.object({ id: z.string().min(1), reference_id: z.string().nullish() }) }),
    payment: z.object({ entity: z.object({ id: z.string().min(1), amount: z.number().int() }) }),
  }),
});

export type WebhookResult = {
  status: 'ignored' | 'duplicate' | 'booked' | 'already_booked' | 'refund_pending' | 'paid_twice_refunded' | RefundWebhookStatus;
};

/** The answer Razorpay gets, and what runs after commit first. */
export type WebhookOutcome = { answer: WebhookResult; afterCommit: AfterCommit };

const answerOnly = (status: WebhookResult['status']): WebhookOutcome => ({ answer: { status }, afterCommit: NOTHING_AFTER_COMMIT });

/**
 * Razorpay's payment.captured completes a booking whose browser never came back, and
 * payment_link.paid one staff started with a payment link. Deliveries
 * repeat and arrive out of order: the event id is recorded in the booking's transaction, and
 * anything we cannot act on is acknowledged so Razorpay stops retrying.
 */
export async function handlePaymentWebhook(
  db: Database,
  providers: Providers,
  settleMedicines: MedicinesSettler,
  rawBody: string,
  eventId: string,
): Promise<WebhookOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('invalid', paymentWebhookMessages.notJson);
  }
  const event = eventSchema.safeParse(json);
  if (!event.success) throw new AppError('invalid', paymentWebhookMessages.notAnEvent);
  if (isRefundEvent(event.data.event)) {
    const answer = await handleRefundEvent(db, providers.notifications, json, eventId);
    return { answer, afterCommit: answer.status === 'refund_processed' ? NOTIFY_AFTER_COMMIT : NOTHING_AFTER_COMMIT };
  }
  let paid: { orderId: string; paymentId: string; amount: number };
  if (event.data.event === 'payment_link.paid') {
    // A payment link staff sent (issue 34): the link id is the order we stored. Its payment's own
    // payment.captured names Razorpay's internal order, which we do not know, and is ignored.
    const parsed = linkPaidEventSchema.safeParse(json);
    if (!parsed.success) throw new AppError('invalid', paymentWebhookMessages.noPayment);
    const { payment_link: link, payment } = parsed.data.payload;
    paid = { orderId: link.entity.id, paymentId: payment.entity.id, amount: payment.entity.amount };
  } else if (event.data.event === 'payment.captured') {
    const parsed = capturedEventSchema.safeParse(json);
    if (!parsed.success) throw new AppError('invalid', paymentWebhookMessages.notAnEvent);
    const entity = parsed.data.payload?.payment.entity;
    if (!entity) throw new AppError('invalid', paymentWebhookMessages.noPayment);
    paid = { orderId: entity.order_id, paymentId: entity.id, amount: entity.amount };
  } else return answerOnly('ignored');

  const [order] = await db.select().from(payments).where(eq(payments.razorpayOrderId, paid.orderId));
  if (!order) return answerOnly('ignored');
  if (order.amountPaise !== paid.amount) {
    console.error(`[payments] webhook for order ${paid.orderId} captured ${paid.amount} paise, expected ${order.amountPaise}`);
    return answerOnly('ignored');
  }
  const outcome = await completeBooking(
    db,
    { ...providers, settleMedicines },
    { orderId: paid.orderId, paymentId: paid.paymentId, webhookEventId: eventId },
  );
  if (outcome.kind === 'duplicate_event') return answerOnly('duplicate');
  if (outcome.kind === 'slot_taken' || outcome.kind === 'medicines_refunded')
    return { answer: { status: 'refund_pending' }, afterCommit: refundAfterCommit(outcome.refundId, false) };
  if (outcome.kind === 'paid_twice') return { answer: { status: 'paid_twice_refunded' }, afterCommit: refundAfterCommit(outcome.refundId, false) };
  return outcome.isNew ? { answer: { status: 'booked' }, afterCommit: NOTIFY_AFTER_COMMIT } : answerOnly('already_booked');
}
