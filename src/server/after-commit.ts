import type { Context } from 'hono';
import type { AppEnv } from './context';
import { sendNotificationsSoon } from './notifications/send-soon';
import { sendRefunds } from './refunds/settle-refunds';

/**
 * What a use case leaves for after its transaction commits: refunds to send to the payment
 * provider, and whether it queued messages to send now. Both reach outside the database, so
 * neither may run before the rows they read are committed.
 */
export interface AfterCommit {
  refundIds: number[];
  notify: boolean;
}

export const NOTHING_AFTER_COMMIT: AfterCommit = { refundIds: [], notify: false };
export const NOTIFY_AFTER_COMMIT: AfterCommit = { refundIds: [], notify: true };

/** After-commit work that sends these refunds (none when the id is null). */
export const refundAfterCommit = (refundId: number | null, notify: boolean): AfterCommit => ({ refundIds: refundId ? [refundId] : [], notify });

/**
 * The one place a request runs its after-commit work: refunds go to the provider first (the local
 * provider settles at once and queues the patient's message; a failure is retried by the settle
 * job), then the dispatcher is asked to send the queued messages without holding the answer.
 */
export async function runAfterCommit(c: Context<AppEnv>, work: AfterCommit): Promise<void> {
  if (work.refundIds.length > 0) await sendRefunds(c.var.db, c.var.deps.providers, work.refundIds);
  if (work.notify) sendNotificationsSoon(c);
}
