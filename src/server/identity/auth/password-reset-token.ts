import { SignJWT, jwtVerify } from 'jose';
import * as z from 'zod';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
const ISSUER = 'ayurveda-clinic';
const PURPOSE = 'password_reset';
// No `role` claim: a session check (tokens.ts) refuses this token, and this check refuses a session's.
const claimsSchema = z.object({ purpose: z.literal(PURPOSE), sub: z.string().regex(/^\d+$/), ver: z.number().int().nonnegative() });

/**
 * A reset link's token: the account and its token version. Single use without a table: using it
 * bumps the token version (as does any logout or other reset), which makes it invalid.
 */
export function signPasswordResetToken(secret: Uint8Array, account: { id: number; tokenVersion: number }): Promise<string> {
  return new SignJWT({ purpose: PURPOSE, ver: account.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(account.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + PASSWORD_RESET_TTL_SECONDS)
    .sign(secret);
}

/** The account and version a reset token names, or null when it is forged, expired or not a reset token. */
export async function verifyPasswordResetToken(secret: Uint8Array, token: string): Promise<{ id: number; tokenVersion: number } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? { id: Number(claims.data.sub), tokenVersion: claims.data.ver } : null;
  } catch {
    return null;
  }
}
