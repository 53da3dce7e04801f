import { eq, or } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../kernel/db/database';
import { refunds, webhookEvents } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { settleRefund } from './settle-refunds';
import { clinicNow } from '../../kernel/clock';
import { paymentWebhookMessages } from '../../../lib/validation/messages';

const REFUND_EVENTS = { 'refund.processed': 'processed', 'refund.failed': 'failed' } as const;

type RefundEvent = keyof typeof REFUND_EVENTS;

export const isRefundEvent = (event: string): event is RefundEvent => Object.hasOwn(REFUND_EVENTS, event);

const refundEventSchema = z.object({
  payload: z.object({
    refund: z.object({ entity: z.object({ id: z.string().min(1), receipt: z.string().nullish() }) }),
  }),
});

export type RefundWebhookStatus = 'refund_processed' | 'refund_failed' | 'refund_already_settled';

/**
 * Razorpay's refund.processed / refund.failed settle our refund row, found by the provider's
 * refund id or (when the event outruns our own record of that id) by the receipt we sent, which
 * is the refund's idempotency key. The event id is recorded in the same transaction: a replay
 * is a duplicate and changes nothing.
 */
export async function handleRefundEvent(
  db: Database,
  channels: NotificationChannels,
  json: unknown,
  eventId: string,
): Promise<{ status: RefundWebhookStatus | 'duplicate' | 'ignored' }> {
  const parsed = refundEventSchema.safeParse(json);
  if (!parsed.success) throw new AppError('invalid', paymentWebhookMessages.noRefund);
  const event = (json as { event: RefundEvent }).event;
  const entity = parsed.data.payload.refund.entity;
  return db.transaction(async (tx) => {
    const [isNewEvent] = await tx.insert(webhookEvents).values({ eventId }).onConflictDoNothing().returning({ eventId: webhookEvents.eventId });
    if (!isNewEvent) return { status: 'duplicate' as const };
    const [refund] = await tx
      .select({ id: refunds.id, providerRefundId: refunds.providerRefundId })
      .from(refunds)
      .where(or(eq(refunds.providerRefundId, entity.id), entity.receipt ? eq(refunds.idempotencyKey, entity.receipt) : undefined));
    if (!refund) return { status: 'ignored' as const };
    if (!refund.providerRefundId) await tx.update(refunds).set({ providerRefundId: entity.id }).where(eq(refunds.id, refund.id));
    const outcome = REFUND_EVENTS[event];
    const isSettled = await settleRefund(
      tx,
      channels,
      refund.id,
      outcome,
      clinicNow(),
      outcome === 'failed' ? 'The provider reported the refund as failed' : undefined,
    );
    if (!isSettled) return { status: 'refund_already_settled' as const };
    return { status: outcome === 'processed' ? ('refund_processed' as const) : ('refund_failed' as const) };
  });
}
