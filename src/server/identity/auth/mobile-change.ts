import { and, eq } from 'drizzle-orm';
import { patientDetailsMessages as m } from '../../../lib/validation/patient-details';
import { recordAudit } from '../audit/record-audit';
import type { Database } from '../../kernel/db/database';
import { users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { PhoneAuthProvider } from '../../kernel/providers/phone-auth/types';
import { limitCodeSends, verifiedPhoneIdentity } from './phone-verification';

/** Refuses the patient's own number and one another record holds (409: the clinic sorts that out). */
async function assertNumberFree(db: Pick<Database, 'select'>, patientId: number, mobile: string) {
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  if (holder?.id === patientId) throw new AppError('invalid', m.mobileChangeSame, { mobile: m.mobileChangeSame });
  if (holder) throw new AppError('conflict', m.mobileChangeTaken, { mobile: m.mobileChangeTaken });
}

/**
 * POST /v1/users/me/mobile/code (issue 45): a signed-in patient asks for a code at a new number,
 * under sign-in's limits. The local provider sends it here; with Firebase the browser's SDK sends
 * it once this answers (as for sign-in).
 */
export async function sendMobileChangeCode(
  db: Database,
  phoneAuth: PhoneAuthProvider,
  request: { patientId: number; mobile: string; clientIp: string },
): Promise<{ firebase_uid: string | null }> {
  await limitCodeSends(db, request);
  await assertNumberFree(db, request.patientId, request.mobile);
  return { firebase_uid: phoneAuth.kind === 'local' ? await phoneAuth.sendCode(db, request.mobile) : null };
}

/**
 * PUT /v1/users/me/mobile: the provider's ID token proves the new number (never the body), and
 * it becomes the patient's, verified now (audited as `change_mobile`). Sessions stay: the person
 * is the same, signed in with the old number and proving the new one.
 */
export async function changeMobile(
  db: Database,
  phoneAuth: PhoneAuthProvider,
  request: { patientId: number; firebaseUid: string; idToken: string; clientIp: string },
) {
  const identity = await verifiedPhoneIdentity(db, phoneAuth, request);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, request.patientId), eq(users.role, 'patient')))
      .for('update');
    if (!before) throw notFound('Patient');
    await assertNumberFree(tx, request.patientId, identity.phoneNumber);
    const [after] = await tx
      .update(users)
      .set({ mobile: identity.phoneNumber, firebaseUid: identity.uid, phoneVerifiedAt: new Date() })
      .where(eq(users.id, request.patientId))
      .returning();
    await recordAudit(tx, { action: 'change_mobile', entity: 'user', entityId: request.patientId, before, after });
    return after!;
  });
}
