import { Hono } from 'hono';
import { contactQueryCreateSchema } from '../../lib/validation/contact-query';
import type { AppEnv } from '../context';
import { contactQueries } from '../db/schema';
import { enqueueContactReceived } from '../notifications/enqueue-notifications';
import { sendNotificationsSoon } from '../notifications/send-soon';
import { clientAddressKey, hitRateLimit } from '../rate-limit';
import { validate } from '../validate';
import { recordAudit } from '../audit/record-audit';

/** A public form: a generous limit per client stops floods without bothering real visitors. */
const CONTACT_LIMIT_PER_HOUR = 20;

export const contactQueriesRoutes = new Hono<AppEnv>().post('/', validate('json', contactQueryCreateSchema), async (c) => {
  const input = c.req.valid('json');
  await hitRateLimit(c.var.db, {
    key: `contact:ip:${clientAddressKey(c.var.deps.clientIp(c.req.raw, c.env))}`,
    limit: CONTACT_LIMIT_PER_HOUR,
    windowSeconds: 60 * 60,
    message: 'Too many messages sent. Please try again later.',
  });
  const created = await c.var.db.transaction(async (tx) => {
    const [query] = await tx.insert(contactQueries).values(input).returning();
    await recordAudit(tx, { action: 'create', entity: 'contact_query', entityId: query!.id, after: query });
    await enqueueContactReceived(tx, c.var.deps.providers.notifications, query!);
    return query!;
  });
  sendNotificationsSoon(c);
  return c.json(created, 201);
});
