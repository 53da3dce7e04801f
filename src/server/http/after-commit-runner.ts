import type { Context } from 'hono';
import { sendRefunds } from '../billing';
import type { AfterCommit } from '../kernel/after-commit';
import type { AppEnv } from '../kernel/app-env';
import { sendNotificationsSoon } from '../messaging';

/**
 * The one place a request runs its after-commit work: refunds go to the provider first (the local
 * provider settles at once and queues the patient's message; a failure is retried by the settle
 * job), then the dispatcher is asked to send the queued messages without holding the answer.
 */
export async function runAfterCommitWork(c: Context<AppEnv>, work: AfterCommit): Promise<void> {
  if (work.refundIds.length > 0) await sendRefunds(c.var.db, c.var.deps.providers, work.refundIds);
  if (work.notify) sendNotificationsSoon(c);
}
