import { and, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { passwordResetMessages as m } from '../../lib/validation/messages';
import { passwordResetRequestSchema, passwordResetSchema } from '../../lib/validation/password-reset';
import { recordAudit } from '../audit/record-audit';
import { clearLoginFailures } from '../auth/login-throttle';
import { hashPassword } from '../auth/passwords';
import { PASSWORD_RESET_TTL_SECONDS, signPasswordResetToken, verifyPasswordResetToken } from '../auth/password-reset-token';
import type { AppEnv } from '../context';
import { STAFF_ROLES } from '../../lib/domain/people';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { clientAddressKey, hitRateLimit } from '../rate-limit';
import { validate } from '../validate';

const RESETS_PER_CLIENT_PER_HOUR = 10;
const RESETS_PER_ACCOUNT_PER_HOUR = 3;

/** Staff "Forgot password?": an e-mailed single-use link (the lift for a locked account, too). */
export const passwordResetRoutes = new Hono<AppEnv>()
  .post('/password-reset', validate('json', passwordResetRequestSchema), async (c) => {
    const account = c.req.valid('json').email.toLowerCase();
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    const limit = { windowSeconds: 60 * 60, message: m.tooMany };
    await hitRateLimit(c.var.db, { ...limit, key: `password-reset:ip:${clientAddressKey(clientIp)}`, limit: RESETS_PER_CLIENT_PER_HOUR });
    await hitRateLimit(c.var.db, { ...limit, key: `password-reset:account:${account}`, limit: RESETS_PER_ACCOUNT_PER_HOUR });
    const [staff] = await c.var.db
      .select({ id: users.id, email: users.email, tokenVersion: users.tokenVersion })
      .from(users)
      .where(and(inArray(users.role, STAFF_ROLES), eq(users.status, true), eq(sql`lower(${users.email})`, account)));
    // The same answer whether or not the account exists.
    if (!staff?.email) return c.json({ message: m.sent }, 202);

    const { config, providers } = c.var.deps;
    const token = await signPasswordResetToken(config.jwtSecret, staff);
    // In the fragment, so the token never reaches a server log or a Referer.
    const link = `${config.siteUrl}/admin/reset-password#token=${token}`;
    await recordAudit(
      c.var.db,
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
    return c.json({ message: m.sent }, 202);
  })
  .post('/password-reset/confirm', validate('json', passwordResetSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const claims = await verifyPasswordResetToken(c.var.deps.config.jwtSecret, token);
    if (!claims) throw new AppError('invalid', m.linkInvalid);
    const passwordHash = await hashPassword(password);
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    const email = await c.var.db.transaction(async (tx) => {
      // Only while the token version is still the link's: the first use (or any logout) ends the link.
      const [staff] = await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(and(eq(users.id, claims.id), eq(users.tokenVersion, claims.tokenVersion), eq(users.status, true), inArray(users.role, STAFF_ROLES)))
        .returning({ id: users.id, email: users.email, role: users.role });
      if (!staff?.email) throw new AppError('invalid', m.linkInvalid);
      await recordAudit(
        tx,
        { action: 'password_reset', entity: 'session', entityId: staff.id, after: { method: 'email_link' } },
        { id: staff.id, role: staff.role as (typeof STAFF_ROLES)[number], ip: clientIp },
      );
      return staff.email;
    });
    await clearLoginFailures(c.var.db, email.toLowerCase());
    return c.json({ message: m.done });
  });
