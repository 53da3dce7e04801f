import { Hono } from 'hono';
import { runAfterCommit } from '../after-commit';
import { handlePaymentWebhook } from '../booking/payment-webhook';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { currentActor, runAsActor } from '../audit/record-audit';
import { paymentWebhookMessages } from '../../lib/validation/messages';

/** POST /v1/payments/webhook: the signature is checked over the raw body before anything is parsed. */
export const paymentsRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  const rawBody = await c.req.text();
  const { providers } = c.var.deps;
  if (!providers.payments.isValidWebhookSignature(rawBody, c.req.header('x-razorpay-signature') ?? '')) {
    throw new AppError('invalid', paymentWebhookMessages.signatureInvalid);
  }
  const eventId = c.req.header('x-razorpay-event-id');
  if (!eventId) throw new AppError('invalid', paymentWebhookMessages.eventIdMissing);
  // A signed event is the payment provider speaking: the trail records it as the system, not an anonymous caller.
  const actor = { id: null, role: 'system' as const, ip: currentActor().ip };
  const answer = await runAsActor(actor, async () => {
    const { answer, afterCommit } = await handlePaymentWebhook(c.var.db, providers, rawBody, eventId);
    await runAfterCommit(c, afterCommit);
    return answer;
  });
  return c.json(answer);
});
