import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { runAsActor } from './record-audit';

/** Every change below this middleware is attributed to the request's account (or anonymous) and address. */
export const withAuditActor = createMiddleware<AppEnv>((c, next) => {
  const auth = c.get('auth');
  const ip = c.var.deps.clientIp(c.req.raw, c.env);
  return runAsActor({ id: auth?.id ?? null, role: auth?.role ?? 'anonymous', ip }, () => next());
});
