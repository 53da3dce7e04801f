import { decodeJwt } from 'jose';

/** Who the admin app believes is logged in, from the stored token's claims (SPEC §3). */
export interface SessionUser {
  id: number;
  role: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

/**
 * Reads a stored token without verifying it (the server verifies every call): null when it is
 * undecodable, lacks id, role or exp, or expired, i.e. exp (seconds) is earlier than `nowMs` (ms).
 */
export function decodeSessionToken(token: string, nowMs: number): SessionUser | null {
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  const { id, role, exp } = claims;
  if (typeof id !== 'number' || typeof role !== 'string' || typeof exp !== 'number') return null;
  if (exp * 1000 < nowMs) return null;
  return { id, role, exp };
}
