import { Hono, type Context } from 'hono';
import { runAfterCommit } from '../../kernel/after-commit';
import { handlePaymentWebhook, type WebhookResult } from './payment-webhook';
import type { AppEnv } from '../../kernel/app-env';
import { AppError } from '../../kernel/errors';
import { actingAs, actorOf } from '../../identity';
import { paymentWebhookMessages } from '../../../lib/validation/messages';

/**
 * One webhook delivery, as Razorpay makes it: the signature is checked over the raw body before
 * anything is parsed, the event id deduplicates it, and the trail records the provider as the
 * system. The local provider's simulated payments (payment links) come through here too.
 */
export async function receivePaymentWebhook(
  c: Context<AppEnv>,
  rawBody: string,
  signature: string,
  eventId: string | undefined,
): Promise<WebhookResult> {
  const { providers } = c.var.deps;
  if (!providers.payments.isValidWebhookSignature(rawBody, signature)) {
    throw new AppError('invalid', paymentWebhookMessages.signatureInvalid);
  }
  if (!eventId) throw new AppError('invalid', paymentWebhookMessages.eventIdMissing);
  // A signed event is the payment provider speaking: the trail records it as the system, not an anonymous caller.
  c.set('db', actingAs(c.var.db, { id: null, role: 'system', ip: actorOf(c.var.db).ip }));
  const { answer, afterCommit } = await handlePaymentWebhook(c.var.db, providers, c.var.settleMedicines, rawBody, eventId);
  await runAfterCommit(c, afterCommit);
  return answer;
}

/** POST /v1/payments/webhook. */
export const paymentsRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  const rawBody = await c.req.text();
  return c.json(await receivePaymentWebhook(c, rawBody, c.req.header('x-razorpay-signature') ?? '', c.req.header('x-razorpay-event-id')));
});
