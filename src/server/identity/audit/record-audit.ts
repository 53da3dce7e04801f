import type { Database } from '../../kernel/db/database';
import { auditEvents } from '../../kernel/db/schema';
import type { AUDIT_ACTOR_ROLES, AuditEntity } from '../../../lib/validation/audit';

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
const ACTOR = Symbol('audit actor');
type Transactional = Pick<Database, 'transaction'>;

/**
 * A view of `db` whose changes are recorded as `actor`'s, in its transactions too: the API hands
 * each request its database this way, so no use case threads the actor through. (An
 * AsyncLocalStorage did this before; it made every promise in the process pay for a hook, a
 * quarter of a small request's time.) A database not seen through here records the system.
 */
export function actingAs<T extends Transactional>(db: T, actor: AuditActor): T {
  return new Proxy(db, {
    get(target, property) {
      if (property === ACTOR) return actor;
      if (property === 'transaction') {
        const transaction: Database['transaction'] = (work, config) => target.transaction((tx) => work(actingAs(tx, actor)), config);
        return transaction;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Whose change a write through `db` is: the actor `actingAs` gave it, or the system. */
export const actorOf = (db: object): AuditActor => (db as { [ACTOR]?: AuditActor })[ACTOR] ?? SYSTEM;

/** Secrets never enter the trail, whatever row is recorded. */
const SECRET_KEY = /password|secret|token|firebaseUid/i;

function withoutSecrets(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (SECRET_KEY.test(key) ? [] : [[key, withoutSecrets(item)]])));
}

/** The audit row of a change (secrets left out), as recordAudit writes it. */
export const auditRow = (change: AuditChange, actor: AuditActor) => ({
  actorId: actor.id,
  actorRole: actor.role,
  ip: actor.ip,
  action: change.action,
  entity: change.entity,
  entityId: change.entityId,
  before: withoutSecrets(change.before),
  after: withoutSecrets(change.after),
});

/**
 * Writes one audit event. Call it with the transaction that makes the change, so the event
 * exists exactly when the change does (a rolled-back change leaves none).
 */
export async function recordAudit(tx: Pick<Database, 'insert'>, change: AuditChange, actor: AuditActor = actorOf(tx)): Promise<void> {
  await tx.insert(auditEvents).values(auditRow(change, actor));
}
