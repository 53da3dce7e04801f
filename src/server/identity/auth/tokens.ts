import { SignJWT, jwtVerify } from 'jose';
import * as z from 'zod';
import { clinicNow, clinicNowMs } from '../../kernel/clock';
import { ROLES, type Role, type TokenClaims } from '../../kernel/session';

export const ADMIN_TOKEN_TTL_SECONDS = 8 * 60 * 60;
/** SPEC §6: a patient session lasts 4 hours after verification. */
export const PATIENT_TOKEN_TTL_SECONDS = 4 * 60 * 60;

const ISSUER = 'ayurveda-clinic';
const claimsSchema = z.object({ id: z.number().int().positive(), role: z.enum(ROLES), exp: z.number(), ver: z.number().int().nonnegative() });

export async function signToken(secret: Uint8Array, subject: { id: number; role: Role; tokenVersion: number }, ttlSeconds: number) {
  return new SignJWT({ id: subject.id, role: subject.role, ver: subject.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.id))
    .setIssuer(ISSUER)
    .setIssuedAt(clinicNow())
    .setExpirationTime(Math.floor(clinicNowMs() / 1000) + ttlSeconds)
    .sign(secret);
}

/** The token's claims, or null when it is forged, expired or malformed. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: clinicNow() });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
