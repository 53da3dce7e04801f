import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { requestHeader } from '../node-http';
import { currentSession } from './session-check';
import { type Role, verifyToken } from './tokens';
import { staffAuthMessages } from '../../lib/validation/messages';

/**
 * Reads a bearer token when one is sent; an invalid or revoked one counts as anonymous here.
 * One primary-key lookup per request that sends a token, none for anonymous requests.
 */
export const readAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = requestHeader(c, 'authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (match?.[1]) {
    const claims = await verifyToken(c.var.deps.config.jwtSecret, match[1]);
    const session = claims && (await currentSession(c.var.db, claims));
    if (session) c.set('auth', session);
  }
  await next();
});

/** 401 without a valid token, 403 for a token of another role. */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const auth = c.get('auth');
    if (!auth) throw new AppError('unauthorized', staffAuthMessages.authRequired);
    if (!roles.includes(auth.role)) throw new AppError('forbidden', staffAuthMessages.forbidden);
    await next();
  });

export const requireAdmin = requireRole('admin');
export const requirePatient = requireRole('patient');
export const requireDoctor = requireRole('doctor');
