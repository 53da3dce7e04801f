import type { Context } from 'hono';
import type { AppEnv } from './app-env';

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
 * Runs a use case's after-commit work once its transaction has committed. The runner is the
 * edge's (http/after-commit-runner.ts, set on every request): it reaches billing and messaging,
 * which the contexts calling this may not import.
 */
export const runAfterCommit = (c: Context<AppEnv>, work: AfterCommit): Promise<void> => c.var.afterCommit(work);
