import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { confirmCodeSchema } from '../../../lib/validation/booking';
import { bookingServerMessages, frontDeskMessages, requestMessages } from '../../../lib/validation/messages';
import { formatPaise } from '../../../lib/format/money';
import { advanceClinicClockTo, clinicClockMovable, clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { receivePaymentWebhook, handleWhatsAppEvent } from '../../scheduling';
import type { AppEnv } from '../../kernel/app-env';
import { idSchema } from '../../../lib/validation/common';
import { notifications, payments, verificationCodes } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { toNotificationDetailJson } from '../../messaging';
import { NOTIFY_AFTER_COMMIT, runAfterCommit } from '../../kernel/after-commit';

/** What Meta's webhook would bring, without its signature: a tapped quick reply or a delivery status. */
const devWhatsAppReplySchema = z.object({
  message_id: z.string().min(1).max(200),
  from: z.string().min(6).max(20),
  payload: z.string().min(3).max(200),
});
const devWhatsAppStatusSchema = z.object({
  provider_message_id: z.string().min(1).max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
});

const notHere = () => new AppError('not_found', requestMessages.routeNotFound);

/** /api/dev/* exists only outside production, and each part only while its local provider runs. */
const onlyLocal = (provider: 'phoneAuth' | 'payments') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { config, providers } = c.var.deps;
    if (config.isProduction || providers[provider].kind !== 'local') throw notHere();
    await next();
  });

/** The browser tests' clock is here only while their server allows it to move (CLINIC_CLOCK_MOVABLE). */
const onlyMovableClock = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.deps.config.isProduction || !clinicClockMovable()) throw notHere();
  await next();
});

const clockMoveSchema = z.object({ to: z.iso.datetime({ offset: true }) });

const linkParamSchema = z.object({ linkId: z.string().min(1).max(200) });

/** A payment link staff sent, by the provider's link id. */
async function findLink(db: Database, linkId: string) {
  const [link] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.razorpayOrderId, linkId), eq(payments.method, 'link')));
  if (!link) throw new AppError('not_found', bookingServerMessages.orderNotFound);
  return link;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `localhost`, `127.0.0.1` (any 127.x) or `[::1]`, each with or without a port. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/**
 * The dev endpoints hand out one-time codes and messages: a page on another site that rebinds its
 * own name to 127.0.0.1 (DNS rebinding) would be same-origin with them, but its requests still
 * carry its own name as Host. Only a loopback Host is answered (403 otherwise).
 */
const onlyLoopbackHost = createMiddleware<AppEnv>(async (c, next) => {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  // In production the routes below answer 404 whatever the Host.
  if (!c.var.deps.config.isProduction && !LOOPBACK_HOST.test(host)) throw new AppError('forbidden', requestMessages.localhostOnly);
  await next();
});

const RECENT_CODES = 50;
const RECENT_MESSAGES = 100;

/** The outbox is readable while a notification channel is the local recorder. */
const onlyLocalNotifications = createMiddleware<AppEnv>(async (c, next) => {
  const { config, providers } = c.var.deps;
  const { email, mobile } = providers.notifications;
  if (config.isProduction || (email.kind !== 'local' && mobile?.kind !== 'local')) throw notHere();
  await next();
});

const outboxQuerySchema = z.object({
  recipient: z.string().max(254).optional(),
  kind: z.string().max(40).optional(),
  appointment_id: idSchema.optional(),
});

/** The local providers' stand-ins for Firebase's Auth emulator and the card network. */
export const devRoutes = new Hono<AppEnv>()
  .use(onlyLoopbackHost)
  // Like the Firebase Auth emulator's code list: the newest codes first, optionally for one number.
  .get('/verification-codes', onlyLocal('phoneAuth'), validate('query', z.object({ mobile: z.string().max(20).optional() })), async (c) => {
    const { mobile } = c.req.valid('query');
    const rows = await c.var.db
      .select()
      .from(verificationCodes)
      .where(mobile ? eq(verificationCodes.mobile, mobile) : undefined)
      .orderBy(desc(verificationCodes.id))
      .limit(RECENT_CODES);
    return c.json(
      rows.map((r) => ({
        mobile: r.mobile,
        code: r.devCode,
        session_id: r.sessionId,
        attempts: r.attempts,
        expires_at: r.expiresAt.toISOString(),
        consumed: r.consumedAt !== null,
      })),
    );
  })
  // Every message the local channels recorded (and any still queued), newest first, with its bodies.
  .get('/outbox', onlyLocalNotifications, validate('query', outboxQuerySchema), async (c) => {
    const { recipient, kind, appointment_id: appointmentId } = c.req.valid('query');
    const rows = await c.var.db
      .select()
      .from(notifications)
      .where(
        and(
          recipient ? eq(notifications.recipient, recipient) : undefined,
          kind ? eq(notifications.kind, kind) : undefined,
          appointmentId ? eq(notifications.appointmentId, appointmentId) : undefined,
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(RECENT_MESSAGES);
    return c.json(rows.map(toNotificationDetailJson));
  })
  // The clinic's clock, and a jump forward to an instant: a browser test reaches a visit's start without waiting for it.
  .get('/clock', onlyMovableClock, (c) => c.json({ now: clinicNow().toISOString(), advanced_ms: 0 }))
  .post('/clock', onlyMovableClock, validate('json', clockMoveSchema), (c) => {
    const advancedMs = advanceClinicClockTo(new Date(c.req.valid('json').to));
    return c.json({ now: clinicNow().toISOString(), advanced_ms: advancedMs });
  })
  // What Firebase's confirm() does in the browser: a right code becomes an ID token.
  .post('/phone-auth/confirm', onlyLocal('phoneAuth'), validate('json', confirmCodeSchema), async (c) => {
    const { phoneAuth } = c.var.deps.providers;
    if (phoneAuth.kind !== 'local') throw notHere();
    const { sessionId, code } = c.req.valid('json');
    return c.json(await phoneAuth.confirmCode(c.var.db, sessionId, code));
  })
  // The local checkout dialog's Pay: a successful card payment, signed as Razorpay Checkout signs it.
  // The local stand-ins for WhatsApp's webhook (issue 28): the patient taps a quick reply; a message is delivered, read or failed.
  .post('/whatsapp/reply', onlyLocalNotifications, validate('json', devWhatsAppReplySchema), async (c) => {
    const { message_id: id, from, payload } = c.req.valid('json');
    await handleWhatsAppEvent(c.var.db, c.var.deps.providers.notifications, {
      entry: [{ changes: [{ value: { messages: [{ id, from, type: 'button', button: { payload } }] } }] }],
    });
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json({ received: true });
  })
  .post('/whatsapp/status', onlyLocalNotifications, validate('json', devWhatsAppStatusSchema), async (c) => {
    const { provider_message_id: id, status } = c.req.valid('json');
    await handleWhatsAppEvent(c.var.db, c.var.deps.providers.notifications, { entry: [{ changes: [{ value: { statuses: [{ id, status }] } }] }] });
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json({ received: true });
  })
  // Payment links (issue 34): the page the patient opens (Razorpay's hosted page, played locally) and its Pay,
  // which delivers a signed payment_link.paid through the webhook's own path.
  .get('/payment-links/:linkId', onlyLocal('payments'), validate('param', linkParamSchema), async (c) => {
    const link = await findLink(c.var.db, c.req.valid('param').linkId);
    const expired = link.linkExpiresAt !== null && link.linkExpiresAt <= clinicNow();
    const state = link.status !== 'created' ? 'This link has been paid.' : expired ? 'This link has expired.' : null;
    const amount = formatPaise(link.amountPaise);
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay ${escapeHtml(amount)}</title></head>
<body><main><h1>Pay ${escapeHtml(amount)}</h1>
<p>Local payment link (stands in for Razorpay's payment page). Expires ${escapeHtml(link.linkExpiresAt?.toISOString() ?? '')}.</p>
${state ? `<p role="status">${state}</p>` : `<form method="post" action="/api/dev/payment-links/${encodeURIComponent(link.razorpayOrderId)}/pay"><button type="submit">Pay ${escapeHtml(amount)}</button></form>`}
</main></body></html>`);
  })
  .post('/payment-links/:linkId/pay', onlyLocal('payments'), validate('param', linkParamSchema), async (c) => {
    const { payments: paymentProvider } = c.var.deps.providers;
    if (paymentProvider.kind !== 'local') throw notHere();
    const link = await findLink(c.var.db, c.req.valid('param').linkId);
    if (link.status !== 'created') throw new AppError('conflict', frontDeskMessages.linkPaid);
    // Razorpay stops taking payments at expire_by.
    if (!link.linkExpiresAt || link.linkExpiresAt <= clinicNow()) throw new AppError('conflict', frontDeskMessages.linkExpired);
    const { paymentId } = paymentProvider.simulatePayment(link.razorpayOrderId);
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
      created_at: Math.floor(clinicNow().getTime() / 1000),
      payload: {
        payment_link: {
          entity: {
            id: link.razorpayOrderId,
            reference_id: link.reference,
            status: 'paid',
            amount: link.amountPaise,
            amount_paid: link.amountPaise,
            currency: 'INR',
          },
        },
        payment: { entity: { id: paymentId, amount: link.amountPaise, currency: 'INR', status: 'captured', order_id: `order_${paymentId}` } },
      },
    });
    const answer = await receivePaymentWebhook(c, rawBody, paymentProvider.signWebhook(rawBody), `evt_${paymentId}`);
    // The page's form lands on the patient's appointments, as Razorpay's callback_url does.
    if (c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) {
      return c.redirect(new URL('/my-appointments?razorpay_payment_link_status=paid', c.var.deps.config.siteUrl).toString(), 303);
    }
    return c.json(answer);
  })
  .post('/checkout/pay', onlyLocal('payments'), validate('json', z.object({ order_id: z.string().min(1).max(200) })), async (c) => {
    const { payments: paymentProvider } = c.var.deps.providers;
    if (paymentProvider.kind !== 'local') throw notHere();
    const { order_id: orderId } = c.req.valid('json');
    const [order] = await c.var.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.razorpayOrderId, orderId), eq(payments.status, 'created')));
    if (!order) throw new AppError('not_found', bookingServerMessages.orderNotFound);
    const { paymentId, signature } = paymentProvider.simulatePayment(orderId);
    return c.json({ razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature });
  });
