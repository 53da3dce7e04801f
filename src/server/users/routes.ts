import { and, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { loginSchema } from '../../lib/validation/login';
import { loginMessages } from '../../lib/validation/messages';
import { beforeLoginAttempt, onLoginSucceeded } from '../auth/login-throttle';
import { requireRole } from '../auth/middleware';
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/session-check';
import { ADMIN_TOKEN_TTL_SECONDS, signToken } from '../auth/tokens';
import type { AppEnv } from '../context';
import { STAFF_ROLES } from '../../lib/domain/people';
import { doctors, users } from '../db/schema';
import { AppError } from '../errors';
import { validate } from '../validate';
import { recordAudit } from '../audit/record-audit';

export const usersRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const account = email.toLowerCase();
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    const attempt = await beforeLoginAttempt(c.var.db, account, clientIp);

    // Staff and doctors share the login screen; a doctor's token carries the doctor role.
    const [staff] = await c.var.db
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
      await recordAudit(
        c.var.db,
        { action: 'login_failed', entity: 'session', entityId: staff?.id ?? null, after: { email: account, reason } },
        actor,
      );
      if (attempt.isLocking) {
        await recordAudit(c.var.db, { action: 'login_locked', entity: 'session', entityId: staff?.id ?? null, after: { email: account } }, actor);
      }
      throw new AppError('unauthorized', loginMessages.invalidCredentials);
    }
    await onLoginSucceeded(c.var.db, attempt);
    const role = staff.role as (typeof STAFF_ROLES)[number];
    await c.var.db.transaction(async (tx) => {
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
    const token = await signToken(c.var.deps.config.jwtSecret, { id: staff.id, role, tokenVersion: staff.tokenVersion }, ADMIN_TOKEN_TTL_SECONDS);
    return c.json({ token });
  })
  // Ends the staff member's sessions on the server: this token and any other stop working.
  .post('/logout', requireRole(...STAFF_ROLES), async (c) => {
    await revokeSessions(c.var.db, c.var.auth!.id);
    return c.json({ message: 'Logged out' });
  });
