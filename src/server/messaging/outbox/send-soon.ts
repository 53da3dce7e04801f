import type { Context } from 'hono';
import type { AppEnv } from '../../kernel/app-env';

type HostContext = { context?: { waitUntil?: (work: Promise<unknown>) => void } } | undefined;

/**
 * After a request that queued notifications: ask the host to send them now, without holding
 * the response (best effort; the local timer or the scheduled function sends anything missed).
 * On Netlify the function's waitUntil keeps the instance alive until the send is done.
 */
export function sendNotificationsSoon(c: Context<AppEnv>) {
  const dispatch = c.var.deps.sendNotificationsSoon;
  if (!dispatch) return;
  const work = dispatch().catch((err: unknown) => console.error('[notifications] dispatch after a request failed:', err));
  (c.env as HostContext)?.context?.waitUntil?.(work);
}
