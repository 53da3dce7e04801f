import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import type { RegistrationRequest } from '../../../lib/validation/booking';
import { verificationCodeMessages as m } from '../../../lib/validation/messages';
import { recordAudit } from '../audit/record-audit';
import { recordConsent } from '../consents/record-consent';
import type { Database } from '../../kernel/db/database';
import { users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { clientAddressKey, hitRateLimit } from '../../kernel/rate-limit';

const REGISTRATIONS_PER_CLIENT_PER_HOUR = 10;

/** SPEC §7 POST /v1/users: a first-time patient registers before verifying the phone. */
export async function registerPatient(db: Database, input: RegistrationRequest, clientIp: string) {
  await hitRateLimit(db, {
    key: `register:ip:${clientAddressKey(clientIp)}`,
    limit: REGISTRATIONS_PER_CLIENT_PER_HOUR,
    windowSeconds: 60 * 60,
    message: m.tooManyRegistrations,
  });
  const details = { name: input.name, email: input.email ?? null, gender: input.gender ?? null, language: input.language ?? DEFAULT_LOCALE };
  // Details given for a number nobody has verified yet are provisional: registering it again
  // replaces them, so a stranger cannot claim someone else's phone first. A verified number stays 409.
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...details, mobile: input.mobile, role: 'patient' })
      .onConflictDoUpdate({
        target: users.mobile,
        set: details,
        setWhere: and(eq(users.role, 'patient'), isNull(users.phoneVerifiedAt)),
      })
      .returning({ id: users.id, name: users.name, email: users.email, mobile: users.mobile, gender: users.gender, language: users.language });
    if (row) await recordAudit(tx, { action: 'register', entity: 'user', entityId: row.id, after: row });
    // The privacy notice shown beside the form (DPDP Act 2023): its version and the time, with the registration.
    if (row && input.privacy_notice_version) {
      await recordConsent(tx, { userId: row.id, purpose: 'privacy_notice', version: input.privacy_notice_version, clientAddress: clientIp });
    }
    return row;
  });
  if (!created) throw new AppError('conflict', m.mobileTaken);
  // SPEC's answer as it is: the language is the patient's to read through GET /v1/users/me.
  const { language: _language, ...answer } = created;
  return answer;
}
