import { createHash, generateKeyPairSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { verificationCodeMessages as m } from '../../../../lib/validation/messages';
import { verificationCodes } from '../../db/schema';
import { AppError } from '../../errors';
import { firebaseIssuer, verifyPhoneIdToken } from './id-token';
import type { LocalPhoneAuth } from './types';
import { clinicNowMs } from '../../clock';

export const LOCAL_PROJECT_ID = 'ayurveda-clinic-local';
export const CODE_TTL_SECONDS = 5 * 60;
export const MAX_CODE_ATTEMPTS = 5;
const ID_TOKEN_TTL_SECONDS = 60 * 60;

const hashCode = (sessionId: string, code: string) => createHash('sha256').update(`${sessionId}:${code}`).digest();

/** Local one-time codes: hashed in verification_codes, with an expiry and a few attempts each. */
export function createLocalPhoneAuth(): LocalPhoneAuth {
  // A key made fresh per process: tokens it signed die with it, as a restarted emulator's do.
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  return {
    kind: 'local',
    verifyIdToken: (idToken) => verifyPhoneIdToken(idToken, publicKey, { projectId: LOCAL_PROJECT_ID, algorithm: 'ES256' }),

    async sendCode(db, mobile) {
      const sessionId = `local-${randomBytes(18).toString('base64url')}`;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.insert(verificationCodes).values({
        sessionId,
        mobile,
        codeHash: hashCode(sessionId, code).toString('hex'),
        devCode: code,
        expiresAt: new Date(clinicNowMs() + CODE_TTL_SECONDS * 1000),
      });
      console.log(`[phone-auth] one-time code for ${mobile}: ${code}`);
      return sessionId;
    },

    async confirmCode(db, sessionId, code) {
      // Count the attempt first, atomically, so parallel guesses cannot exceed the limit.
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.sessionId, sessionId))
        .returning();
      if (!row || row.consumedAt) throw new AppError('invalid', m.invalidCode);
      if (row.expiresAt.getTime() <= clinicNowMs()) throw new AppError('invalid', m.expired);
      if (row.attempts > MAX_CODE_ATTEMPTS) throw new AppError('rate_limited', m.tooManyAttempts);
      const isMatch = timingSafeEqual(hashCode(sessionId, code), Buffer.from(row.codeHash, 'hex'));
      // The code field's own message says how many tries remain (beside SPEC's text).
      if (!isMatch) {
        const triesLeft = MAX_CODE_ATTEMPTS - row.attempts;
        throw new AppError('invalid', m.invalidCode, { code: `${m.invalidCode} ${m.triesLeft(triesLeft)}` }, undefined, { triesLeft });
      }
      const [consumed] = await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(sql`${verificationCodes.id} = ${row.id} and ${verificationCodes.consumedAt} is null`)
        .returning({ id: verificationCodes.id });
      if (!consumed) throw new AppError('invalid', m.invalidCode);

      const now = Math.floor(clinicNowMs() / 1000);
      const idToken = await new SignJWT({
        phone_number: row.mobile,
        auth_time: now,
        firebase: { sign_in_provider: 'phone', identities: { phone: [row.mobile] } },
      })
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
        .setIssuer(firebaseIssuer(LOCAL_PROJECT_ID))
        .setAudience(LOCAL_PROJECT_ID)
        .setSubject(sessionId)
        .setIssuedAt(now)
        .setExpirationTime(now + ID_TOKEN_TTL_SECONDS)
        .sign(privateKey);
      return { idToken, uid: sessionId };
    },
  };
}
