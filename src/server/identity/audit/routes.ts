import { and, desc, eq, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { toAuditEventJson } from './audit-json';
import { auditListQuerySchema } from '../../../lib/validation/audit';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../../kernel/app-env';
import { auditEvents, users } from '../../kernel/db/schema';
import { listPage, withinClinicDays } from '../../kernel/paging';
import { validate } from '../../kernel/validate';

/** Admin: the trail, server-paged, newest first; `from` and `to` are clinic (IST) days, both included. */
export const auditEventsRoutes = new Hono<AppEnv>().get('/', requireAdmin, validate('query', auditListQuerySchema), async (c) => {
  const { entity, entity_id: entityId, actor_id: actorId, actor_role: actorRole, action, from, to, ...list } = c.req.valid('query');
  const filters: SQL[] = [];
  if (entity) filters.push(eq(auditEvents.entity, entity));
  if (entityId) filters.push(eq(auditEvents.entityId, entityId));
  if (actorId) filters.push(eq(auditEvents.actorId, actorId));
  if (actorRole) filters.push(eq(auditEvents.actorRole, actorRole));
  if (action) filters.push(eq(auditEvents.action, action));
  filters.push(...withinClinicDays(auditEvents.at, { from, to }));
  const where = and(...filters);
  const query = c.var.db
    .select({ event: auditEvents, actorName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(where)
    .$dynamic();
  const order = {
    byDefault: [desc(auditEvents.id)],
    bySortKey: { id: auditEvents.id, at: auditEvents.at, actor_role: auditEvents.actorRole, action: auditEvents.action, entity: auditEvents.entity },
    tiebreaker: auditEvents.id,
  };
  const rows = await listPage(c, query, list, order, () => c.var.db.$count(auditEvents, where));
  return c.json(rows.map(({ event, actorName }) => toAuditEventJson(event, actorName)));
});
