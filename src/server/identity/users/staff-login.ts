import { and, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../lib/domain/people';
import { loginMessages } from '../../../lib/validation/messages';
import { recordAudit } from '../audit/record-audit';
import { beforeLoginAttempt, onLoginSucceeded } from '../auth/login-throttle';
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { ADMIN_TOKEN_TTL_SECONDS, signToken } from '../auth/tokens';
import type { Database } from '../../kernel/db/database';
import { doctors, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';

/**
 * SPEC §7 POST /v1/users/login: staff and doctors share the login screen; a doctor's token
 * carries the doctor role. Failures are throttled per client and account and land in the trail.
 */
export async function loginStaff(db: Database, jwtSecret: Uint8Array, request: { email: string; password: string; clientIp: string }) {
  const { password, clientIp } = request;
  const account = request.email.toLowerCase();
  const attempt = await beforeLoginAttempt(db, account, clientIp);

  const [staff] = await db
    .select({
      id: users.id,
      role: users.role,
      passwordHash: users.passwordHash,
      status: users.status,
      tokenVersion: users.tokenVersion,
      doctorActive: doctors.status,
    })
    .from(users)
    .leftJoin(doctors, eq(doctors.id, users.doctorId))
    .where(and(inArray(users.role, STAFF_ROLES), eq(sql`lower(${users.email})`, account)));
  // Always run one hash comparison so a missing account answers as slowly as a wrong password.
  const isValid = await verifyPassword(password, staff?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!staff || !isValid || !staff.status || staff.doctorActive === false) {
    const reason = !staff ? 'unknown_account' : !isValid ? 'wrong_password' : 'inactive';
    const actor = { id: staff?.id ?? null, role: 'anonymous' as const, ip: clientIp };
    await recordAudit(db, { action: 'login_failed', entity: 'session', entityId: staff?.id ?? null, after: { email: account, reason } }, actor);
    if (attempt.isLocking) {
      await recordAudit(db, { action: 'login_locked', entity: 'session', entityId: staff?.id ?? null, after: { email: account } }, actor);
    }
    throw new AppError('unauthorized', loginMessages.invalidCredentials);
  }
  await onLoginSucceeded(db, attempt);
  const role = staff.role as (typeof STAFF_ROLES)[number];
  await db.transaction(async (tx) => {
    if (needsRehash(staff.passwordHash!)) {
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, staff.id));
    }
    await recordAudit(
      tx,
      { action: 'login', entity: 'session', entityId: staff.id, after: { method: 'password' } },
      { id: staff.id, role, ip: clientIp },
    );
  });
  const token = await signToken(jwtSecret, { id: staff.id, role, tokenVersion: staff.tokenVersion }, ADMIN_TOKEN_TTL_SECONDS);
  return { token };
}
