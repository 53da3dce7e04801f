import { and, eq } from 'drizzle-orm';
import { verificationCodeMessages as m } from '../../../lib/validation/messages';
import { PATIENT_TOKEN_TTL_SECONDS, signToken } from './tokens';
import type { Database } from '../../kernel/db/database';
import { users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { PhoneAuthProvider } from '../../kernel/providers/phone-auth/types';
import { clientAddressKey, hitRateLimit } from '../../kernel/rate-limit';
import { recordAudit } from '../audit/record-audit';

/** Codes per number and per client: enough for typos and resends, too few to flood a phone. */
export const OTP_SENDS_PER_MOBILE_PER_HOUR = 5;
export const OTP_SENDS_PER_CLIENT_PER_HOUR = 20;
export const OTP_VERIFIES_PER_CLIENT_PER_15_MIN = 30;

async function findPatientByMobile(db: Database, mobile: string) {
  const [patient] = await db
    .select({
      id: users.id,
      status: users.status,
      firebaseUid: users.firebaseUid,
      tokenVersion: users.tokenVersion,
      phoneVerifiedAt: users.phoneVerifiedAt,
      detailsConfirmedAt: users.detailsConfirmedAt,
    })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.role, 'patient')));
  if (!patient) throw new AppError('not_found', m.unknownMobile);
  if (!patient.status) throw new AppError('forbidden', m.accountInactive);
  return patient;
}

/** Counts a code sent to a number, per client and per number (sign-in and a change of number alike). */
export async function limitCodeSends(db: Database, request: { mobile: string; clientIp: string }) {
  const limit = { windowSeconds: 60 * 60, message: m.tooManySends };
  // The client's limit first: a client over it counts against no number, so it cannot lock owners out.
  await hitRateLimit(db, { ...limit, key: `otp:ip:${clientAddressKey(request.clientIp)}`, limit: OTP_SENDS_PER_CLIENT_PER_HOUR });
  await hitRateLimit(db, { ...limit, key: `otp:mobile:${request.mobile}`, limit: OTP_SENDS_PER_MOBILE_PER_HOUR });
}

/**
 * The phone number an ID token proves (never the body), under the per-client limit on tries; its
 * subject must be the uid the browser names. Sign-in and a change of number alike.
 */
export async function verifiedPhoneIdentity(
  db: Database,
  phoneAuth: PhoneAuthProvider,
  request: { firebaseUid: string; idToken: string; clientIp: string },
) {
  await hitRateLimit(db, {
    key: `otp-verify:ip:${clientAddressKey(request.clientIp)}`,
    limit: OTP_VERIFIES_PER_CLIENT_PER_15_MIN,
    windowSeconds: 15 * 60,
    message: m.tooManySends,
  });
  const identity = await phoneAuth.verifyIdToken(request.idToken);
  if (!identity || identity.uid !== request.firebaseUid) throw new AppError('unauthorized', m.tokenInvalid);
  return identity;
}

/**
 * SPEC §7 send-otp: the local provider sends a code and answers its session id as the uid;
 * with Firebase the browser's SDK sends the code, so this only checks limits and the account.
 */
export async function sendOtp(
  db: Database,
  phoneAuth: PhoneAuthProvider,
  request: { mobile: string; clientIp: string },
): Promise<{ firebase_uid: string | null }> {
  await limitCodeSends(db, request);
  const patient = await findPatientByMobile(db, request.mobile);
  if (phoneAuth.kind === 'local') return { firebase_uid: await phoneAuth.sendCode(db, request.mobile) };
  return { firebase_uid: patient.firebaseUid };
}

/**
 * SPEC §7 verify-otp: the ID token proves the phone number (never the body), its subject must be
 * the uid the browser names; answers a 4-hour patient session.
 */
export async function verifyOtp(
  db: Database,
  phoneAuth: PhoneAuthProvider,
  jwtSecret: Uint8Array,
  request: { firebaseUid: string; idToken: string; clientIp: string },
): Promise<{ token: string; id: number; confirm_details: boolean }> {
  const identity = await verifiedPhoneIdentity(db, phoneAuth, request);
  const patient = await findPatientByMobile(db, identity.phoneNumber);
  await db.transaction(async (tx) => {
    if (patient.firebaseUid !== identity.uid || !patient.phoneVerifiedAt) {
      await tx
        .update(users)
        .set({ firebaseUid: identity.uid, phoneVerifiedAt: patient.phoneVerifiedAt ?? new Date() })
        .where(eq(users.id, patient.id));
    }
    await recordAudit(
      tx,
      { action: 'login', entity: 'session', entityId: patient.id, after: { method: 'phone' } },
      { id: patient.id, role: 'patient', ip: request.clientIp },
    );
  });
  const token = await signToken(jwtSecret, { id: patient.id, role: 'patient', tokenVersion: patient.tokenVersion }, PATIENT_TOKEN_TTL_SECONDS);
  // Beside SPEC's fields: the owner has not yet confirmed the name and e-mail on file.
  return { token, id: patient.id, confirm_details: !patient.detailsConfirmedAt };
}
