import { and, desc, eq, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { notificationListQuerySchema } from '../../../lib/validation/notification';
import { runAfterCommit } from '../../kernel/after-commit';
import { requireAdmin } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { notifications } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { listPage } from '../../kernel/paging';
import { validate } from '../../kernel/validate';
import { resendNotification } from './resend-notification';
import type { NotificationKind } from '../../../lib/domain/notifications';
import type { AdminMessage, AdminMessageDetail } from './responses';

type NotificationRow = typeof notifications.$inferSelect;

/** One message in the admin list: who got what, and how its delivery went. */
export const toNotificationJson = (row: NotificationRow): AdminMessage => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  channel: row.channel,
  recipient: row.recipient,
  audience: row.audience,
  appointment_id: row.appointmentId,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  next_attempt_at: row.nextAttemptAt.toISOString(),
  last_error: row.lastError,
  provider: row.provider,
  provider_message_id: row.providerMessageId,
  sent_at: row.sentAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** The whole message, as it was (or will be) sent. */
export const toNotificationDetailJson = (row: NotificationRow): AdminMessageDetail => ({
  ...toNotificationJson(row),
  body_text: row.bodyText,
  body_html: row.bodyHtml,
  attachments: row.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, content: a.content })),
});

/** Admin: the outbox and delivery ledger (DESIGN.md, Beyond SPEC: notifications). */
export const notificationsRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', notificationListQuerySchema), async (c) => {
    const { status, appointment_id: appointmentId, ...list } = c.req.valid('query');
    const filters: SQL[] = [];
    if (status) filters.push(eq(notifications.status, status));
    if (appointmentId) filters.push(eq(notifications.appointmentId, appointmentId));
    const where = and(...filters);
    const query = c.var.db.select().from(notifications).where(where).$dynamic();
    const order = {
      byDefault: [desc(notifications.id)],
      bySortKey: {
        id: notifications.id,
        kind: notifications.kind,
        channel: notifications.channel,
        recipient: notifications.recipient,
        status: notifications.status,
        attempts: notifications.attempts,
        sent_at: notifications.sentAt,
        created_at: notifications.createdAt,
      },
      tiebreaker: notifications.id,
    };
    const rows = await listPage(c, query, list, order, () => c.var.db.$count(notifications, where));
    return c.json(rows.map(toNotificationJson));
  })
  .get('/:id', requireAdmin, validate('param', idParamSchema), async (c) => {
    const [row] = await c.var.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, c.req.valid('param').id));
    if (!row) throw notFound('Message');
    return c.json(toNotificationDetailJson(row));
  })
  // A failed or dead message goes back in the queue with a fresh set of tries.
  .post('/:id/resend', requireAdmin, validate('param', idParamSchema), async (c) => {
    const { notification, afterCommit } = await resendNotification(c.var.db, c.req.valid('param').id);
    await runAfterCommit(c, afterCommit);
    return c.json(toNotificationJson(notification));
  });
