import { Hono } from 'hono';
import { handlePaymentWebhook } from '../booking/payment-webhook';
import type { AppEnv } from '../context';
import { sendNotificationsSoon } from '../notifications/send-soon';
import { AppError } from '../errors';

/** POST /v1/payments/webhook: the signature is checked over the raw body before anything is parsed. */
export const paymentWebhookRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  const rawBody = await c.req.text();
  const { providers } = c.var.deps;
  if (!providers.payments.isValidWebhookSignature(rawBody, c.req.header('x-razorpay-signature') ?? '')) {
    throw new AppError('invalid', 'Invalid webhook signature');
  }
  const eventId = c.req.header('x-razorpay-event-id');
  if (!eventId) throw new AppError('invalid', 'Missing x-razorpay-event-id header');
  const result = await handlePaymentWebhook(c.var.db, providers, rawBody, eventId);
  if (result.status === 'booked' || result.status === 'refund_processed') sendNotificationsSoon(c);
  return c.json(result);
});
