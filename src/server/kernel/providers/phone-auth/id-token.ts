import { type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { KeyObject } from 'node:crypto';
import { clinicNow, clinicNowMs } from '../../clock';

/** Who a verified phone ID token says the caller is. */
export interface PhoneIdentity {
  uid: string;
  phoneNumber: string;
}

export const firebaseIssuer = (projectId: string) => `https://securetoken.google.com/${projectId}`;

/** How far ahead of our clock a token's times may be: clocks differ by a little, never by minutes. */
export const ID_TOKEN_CLOCK_SKEW_SECONDS = 60;

/**
 * Verifies an ID token with Firebase's rules: issuer and audience of the project, a non-empty
 * subject, an issued-at (iat) and an auth_time not in the future (issue 43: jose checks iat only
 * with maxTokenAge), each within the clock skew, and a phone number. Null when any check fails.
 */
export async function verifyPhoneIdToken(
  idToken: string,
  key: JWTVerifyGetKey | KeyObject,
  options: { projectId: string; algorithm: 'RS256' | 'ES256' },
): Promise<PhoneIdentity | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, key as KeyObject, {
      issuer: firebaseIssuer(options.projectId),
      audience: options.projectId,
      algorithms: [options.algorithm],
      currentDate: clinicNow(),
    }));
  } catch {
    return null;
  }
  const authTime = payload.auth_time;
  const phoneNumber = payload.phone_number;
  const latest = clinicNowMs() / 1000 + ID_TOKEN_CLOCK_SKEW_SECONDS;
  if (!payload.sub || typeof authTime !== 'number' || authTime > latest) return null;
  if (typeof payload.iat !== 'number' || payload.iat > latest) return null;
  if (typeof phoneNumber !== 'string' || !phoneNumber) return null;
  return { uid: payload.sub, phoneNumber };
}
