import type { auditEvents } from '../../kernel/db/schema';
import type { AuditEvent } from './responses';

/** One audit event as the trail's answers carry it, with the name of who acted. */
export const toAuditEventJson = (event: typeof auditEvents.$inferSelect, actorName: string | null): AuditEvent => ({
  id: event.id,
  at: event.at.toISOString(),
  actor_id: event.actorId,
  actor_role: event.actorRole,
  actor_name: actorName,
  action: event.action,
  entity: event.entity,
  entity_id: event.entityId,
  before: event.before,
  after: event.after,
  ip: event.ip,
});
