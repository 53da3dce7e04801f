import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { actingAs } from './record-audit';

/** Every change through the request's database is attributed to its account (or anonymous) and address. */
export const withAuditActor = createMiddleware<AppEnv>((c, next) => {
  const auth = c.get('auth');
  const ip = c.get('deps').clientIp(c.req.raw, c.env);
  c.set('db', actingAs(c.get('db'), { id: auth?.id ?? null, role: auth?.role ?? 'anonymous', ip }));
  return next();
});
