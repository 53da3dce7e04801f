import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../kernel/app-env';
import type { Database } from '../../kernel/db/database';
import { AppError, handleError } from '../../kernel/errors';
import { requestHeader } from '../../kernel/node-http';
import { currentSession } from './session-check';
import { verifyToken } from './tokens';
import { type Role, type Session } from '../../kernel/session';
import { staffAuthMessages } from '../../../lib/validation/messages';

/**
 * The session a bearer token gives, when one is sent; an invalid or revoked one counts as
 * anonymous. One primary-key lookup per request that sends a token, none for anonymous requests.
 */
export async function readSession(c: Context<AppEnv>, db: Database): Promise<Session | undefined> {
  const match = requestHeader(c, 'authorization')?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) return undefined;
  const claims = await verifyToken(c.get('deps').config.jwtSecret, match[1]);
  return (claims && (await currentSession(db, claims))) || undefined;
}

const AUTH_REQUIRED = new AppError('unauthorized', staffAuthMessages.authRequired);
const FORBIDDEN = new AppError('forbidden', staffAuthMessages.forbidden);

/**
 * 401 without a valid token, 403 for a token of another role. Answered here, not thrown: a
 * refusal is what every probe of the API gets, and a throw cost it a tenth of its time.
 */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const auth = c.get('auth');
    if (!auth) return handleError(AUTH_REQUIRED, c);
    if (!roles.includes(auth.role)) return handleError(FORBIDDEN, c);
    await next();
  });

export const requireAdmin = requireRole('admin');
export const requirePatient = requireRole('patient');
export const requireDoctor = requireRole('doctor');
/**
 * Issue 51: the front desk, staff and the receptionist alike (appointments, patients' details,
 * payments and refunds at the desk, arrivals, the day close). docs/decisions/052 lists each route.
 */
export const requireDesk = requireRole('admin', 'receptionist');
/**
 * Issue 50: the dispensary's work, staff and the pharmacist alike (receiving and adjusting stock,
 * the dispense queue, dispensing and returns). docs/decisions/064 lists each route.
 */
export const requirePharmacy = requireRole('admin', 'pharmacist');
/**
 * Reading the dispensary: the catalogue with its stock, the stock reports, the dispense queue and a
 * visit's dispense list (where the desk takes the medicines' payment): the dispensary and the front desk.
 */
export const requireStockReader = requireRole('admin', 'receptionist', 'pharmacist');
