import { Hono } from 'hono';
import { paymentWebhookMessages, requestMessages } from '../../../lib/validation/messages';
import { actingAs, actorOf } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { AppError } from '../../kernel/errors';
import { NOTIFY_AFTER_COMMIT, runAfterCommit } from '../../kernel/after-commit';
import { handleWhatsAppEvent, isSignedByMeta, whatsAppEventSchema } from './whatsapp-webhook';

const notConfigured = () => new AppError('not_found', requestMessages.routeNotFound);

/**
 * Meta's WhatsApp webhook (issue 28): GET is the subscription check (answers `hub.challenge`
 * when `hub.verify_token` is ours), POST brings quick replies and delivery statuses, signed with
 * the app secret over the raw body (401 otherwise) and handled once per message or status id.
 */
export const whatsAppWebhookRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const secrets = c.var.deps.providers.notifications.whatsappWebhook;
    if (!secrets) throw notConfigured();
    const mode = c.req.query('hub.mode');
    const token = c.req.query('hub.verify_token');
    const challenge = c.req.query('hub.challenge') ?? '';
    if (mode !== 'subscribe' || token !== secrets.verifyToken || !/^[\w-]{1,200}$/.test(challenge))
      throw new AppError('forbidden', paymentWebhookMessages.signatureInvalid);
    return c.text(challenge);
  })
  .post('/', async (c) => {
    const { notifications: channels } = c.var.deps.providers;
    if (!channels.whatsappWebhook) throw notConfigured();
    const raw = await c.req.text();
    if (!isSignedByMeta(channels.whatsappWebhook.appSecret, raw, c.req.header('x-hub-signature-256')))
      throw new AppError('unauthorized', paymentWebhookMessages.signatureInvalid);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError('invalid', paymentWebhookMessages.notJson);
    }
    const event = whatsAppEventSchema.safeParse(body);
    if (!event.success) throw new AppError('invalid', requestMessages.invalid);
    // A signed event is Meta speaking: the trail records it as the system, as the payment webhook does.
    await handleWhatsAppEvent(actingAs(c.var.db, { id: null, role: 'system', ip: actorOf(c.var.db).ip }), channels, event.data);
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json({ received: true });
  });
