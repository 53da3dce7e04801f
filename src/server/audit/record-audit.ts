import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/database';
import { auditEvents } from '../db/schema';
import type { AUDIT_ACTOR_ROLES, AuditEntity } from '../../lib/validation/audit';

/** Who made a change: a signed-in account, an anonymous caller (a failed login) or the system (jobs, webhooks). */
export interface AuditActor {
  id: number | null;
  role: (typeof AUDIT_ACTOR_ROLES)[number];
  ip: string | null;
}

export type { AuditEntity };

export interface AuditChange {
  action: string;
  entity: AuditEntity;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

const SYSTEM: AuditActor = { id: null, role: 'system', ip: null };
/** The request's actor, set once by the API's middleware so every change below it is attributed without threading it through. */
const actorStorage = new AsyncLocalStorage<AuditActor>();

export const runAsActor = <T>(actor: AuditActor, work: () => Promise<T>): Promise<T> => actorStorage.run(actor, work);
export const currentActor = (): AuditActor => actorStorage.getStore() ?? SYSTEM;

/** Secrets never enter the trail, whatever row is recorded. */
const SECRET_KEY = /password|secret|token|firebaseUid/i;

function withoutSecrets(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (SECRET_KEY.test(key) ? [] : [[key, withoutSecrets(item)]])));
}

/**
 * Writes one audit event. Call it with the transaction that makes the change, so the event
 * exists exactly when the change does (a rolled-back change leaves none).
 */
export async function recordAudit(tx: Pick<Database, 'insert'>, change: AuditChange, actor: AuditActor = currentActor()): Promise<void> {
  await tx.insert(auditEvents).values({
    actorId: actor.id,
    actorRole: actor.role,
    ip: actor.ip,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: withoutSecrets(change.before),
    after: withoutSecrets(change.after),
  });
}
