import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clinicNow } from '../../clock';

/**
 * The append-only trail of every change (DESIGN.md, Roles and trail): written in the same
 * transaction as the change; a trigger (migration 0005) refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
    /** Null for an anonymous actor (a failed login) or the system (a scheduled job, a webhook). */
    actorId: integer(),
    actorRole: text().notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: integer(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.id),
    index('audit_events_at_idx').on(t.at),
  ],
);
