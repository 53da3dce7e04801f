import { and, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../lib/domain/people';
import { passwordResetMessages as m } from '../../../lib/validation/messages';
import { recordAudit } from '../audit/record-audit';
import { clearLoginFailures } from '../auth/login-throttle';
import { hashPassword } from '../auth/passwords';
import { PASSWORD_RESET_TTL_SECONDS, signPasswordResetToken, verifyPasswordResetToken } from '../auth/password-reset-token';
import type { AppDeps } from '../../kernel/app-env';
import type { Database } from '../../kernel/db/database';
import { users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { clientAddressKey, hitRateLimit } from '../../kernel/rate-limit';

const RESETS_PER_CLIENT_PER_HOUR = 10;
const RESETS_PER_ACCOUNT_PER_HOUR = 3;

/**
 * Staff "Forgot password?": e-mails a single-use link (the lift for a locked account, too). Says
 * nothing of whether the account exists: the caller answers the same either way.
 */
export async function requestPasswordReset(db: Database, deps: Pick<AppDeps, 'config' | 'providers'>, request: { email: string; clientIp: string }) {
  const account = request.email.toLowerCase();
  const { clientIp } = request;
  const limit = { windowSeconds: 60 * 60, message: m.tooMany };
  await hitRateLimit(db, { ...limit, key: `password-reset:ip:${clientAddressKey(clientIp)}`, limit: RESETS_PER_CLIENT_PER_HOUR });
  await hitRateLimit(db, { ...limit, key: `password-reset:account:${account}`, limit: RESETS_PER_ACCOUNT_PER_HOUR });
  const [staff] = await db
    .select({ id: users.id, email: users.email, tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(inArray(users.role, STAFF_ROLES), eq(users.status, true), eq(sql`lower(${users.email})`, account)));
  if (!staff?.email) return;

  const { config, providers } = deps;
  const token = await signPasswordResetToken(config.jwtSecret, staff);
  // In the fragment, so the token never reaches a server log or a Referer.
  const link = `${config.siteUrl}/admin/reset-password#token=${token}`;
  await recordAudit(
    db,
    { action: 'password_reset_requested', entity: 'session', entityId: staff.id, after: { email: account } },
    { id: null, role: 'anonymous', ip: clientIp },
  );
  const minutes = PASSWORD_RESET_TTL_SECONDS / 60;
  await providers.notifications.email.send({
    kind: 'password_reset',
    recipient: staff.email,
    subject: 'Choose a new password for the clinic’s back office',
    text: `Someone (we hope you) asked to choose a new password for ${staff.email}.\n\nOpen this link within ${minutes} minutes to choose it; it works once, and it also unlocks a login locked after wrong passwords:\n${link}\n\nIf you did not ask, ignore this message: your password stays as it is.`,
    html: null,
    attachments: [],
    dedupeKey: `password-reset:${staff.id}:${token.slice(-16)}`,
    template: null,
  });
  if (providers.notifications.email.kind === 'local' && !config.isProduction) console.log(`[password-reset] link for ${staff.email}: ${link}`);
}

/** Sets the new password once per link: the first use (or any logout) ends the link, and the login lock lifts. */
export async function confirmPasswordReset(db: Database, jwtSecret: Uint8Array, request: { token: string; password: string; clientIp: string }) {
  const claims = await verifyPasswordResetToken(jwtSecret, request.token);
  if (!claims) throw new AppError('invalid', m.linkInvalid);
  const passwordHash = await hashPassword(request.password);
  const email = await db.transaction(async (tx) => {
    // Only while the token version is still the link's.
    const [staff] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, claims.id), eq(users.tokenVersion, claims.tokenVersion), eq(users.status, true), inArray(users.role, STAFF_ROLES)))
      .returning({ id: users.id, email: users.email, role: users.role });
    if (!staff?.email) throw new AppError('invalid', m.linkInvalid);
    await recordAudit(
      tx,
      { action: 'password_reset', entity: 'session', entityId: staff.id, after: { method: 'email_link' } },
      { id: staff.id, role: staff.role as (typeof STAFF_ROLES)[number], ip: request.clientIp },
    );
    return staff.email;
  });
  await clearLoginFailures(db, email.toLowerCase());
}
