import { Hono } from 'hono';
import type { Context } from 'hono';
import { contactMessages } from '../../lib/validation/contact-messages';
import { type ContactQueryCreate, contactQueryCreateSchema, contactFormPostSchema } from '../../lib/validation/contact-query';
import type { AppEnv } from '../context';
import { contactQueries } from '../db/schema';
import { AppError } from '../errors';
import { enqueueContactReceived } from '../notifications/enqueue-notifications';
import { sendNotificationsSoon } from '../notifications/send-soon';
import { clientAddressKey, hitRateLimit } from '../rate-limit';
import { invalidRequest, validate } from '../validate';
import { recordAudit } from '../audit/record-audit';

/** A public form: a generous limit per client stops floods without bothering real visitors. */
const CONTACT_LIMIT_PER_HOUR = 20;

async function createContactQuery(c: Context<AppEnv>, input: ContactQueryCreate) {
  await hitRateLimit(c.var.db, {
    key: `contact:ip:${clientAddressKey(c.var.deps.clientIp(c.req.raw, c.env))}`,
    limit: CONTACT_LIMIT_PER_HOUR,
    windowSeconds: 60 * 60,
    message: contactMessages.tooMany,
  });
  const created = await c.var.db.transaction(async (tx) => {
    const [query] = await tx.insert(contactQueries).values(input).returning();
    await recordAudit(tx, { action: 'create', entity: 'contact_query', entityId: query!.id, after: query });
    await enqueueContactReceived(tx, c.var.deps.providers.notifications, query!);
    return query!;
  });
  sendNotificationsSoon(c);
  return created;
}

/** Which of the form's messages (their keys in contactMessages) an outcome is shown as. */
const messageKeyOf = (err: unknown): keyof typeof contactMessages => {
  if (!(err instanceof AppError) || err.code !== 'invalid') return 'failure';
  const [group, name = ''] = err.key.split('.');
  return group === 'contact' && name in contactMessages ? (name as keyof typeof contactMessages) : 'failure';
};

const isHtmlForm = (c: Context<AppEnv>) => c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded') ?? false;

export const contactQueriesRoutes = new Hono<AppEnv>()
  /**
   * The page's form before (or without) its island: a plain HTML post. The answer is a 303 back
   * to the page it came from, at the status line of its outcome (`#contact-status-<message key>`).
   */
  .post('/', async (c, next) => {
    if (!isHtmlForm(c)) return next();
    const form = contactFormPostSchema.safeParse(await c.req.parseBody());
    if (!form.success) return c.redirect('/contact#contact-status-failure', 303);
    const { page, query } = form.data;
    let outcome: keyof typeof contactMessages = 'success';
    try {
      const input = contactQueryCreateSchema.safeParse(query);
      if (!input.success) throw invalidRequest(input.error);
      await createContactQuery(c, input.data);
    } catch (err) {
      if (!(err instanceof AppError)) console.error('[contact] form post failed:', err);
      outcome = messageKeyOf(err);
    }
    return c.redirect(`${page}#contact-status-${outcome}`, 303);
  })
  .post('/', validate('json', contactQueryCreateSchema), async (c) => {
    const created = await createContactQuery(c, c.req.valid('json'));
    return c.json(created, 201);
  });
