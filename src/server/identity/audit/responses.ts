import * as z from 'zod';

/** GET /v1/audit-events: one entry of the trail. */
export const auditEventResponse = z.strictObject({
  id: z.number().int(),
  at: z.iso.datetime(),
  actor_id: z.number().int().nullable(),
  actor_role: z.string(),
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventResponse>;
