import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { loginSchema } from '../../lib/validation/login';
import { loginMessages } from '../../lib/validation/messages';
import { beforeLoginAttempt, recordLoginFailure } from '../auth/login-throttle';
import { requireAdmin } from '../auth/middleware';
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from '../auth/passwords';
import { revokeSessions } from '../auth/session-check';
import { ADMIN_TOKEN_TTL_SECONDS, signToken } from '../auth/tokens';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { validate } from '../validate';

export const usersRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const account = email.toLowerCase();
    const clientIp = c.var.deps.clientIp(c.req.raw, c.env);
    await beforeLoginAttempt(c.var.db, account, clientIp);

    const [admin] = await c.var.db
      .select({ id: users.id, passwordHash: users.passwordHash, status: users.status, tokenVersion: users.tokenVersion })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(sql`lower(${users.email})`, account)));
    // Always run one hash comparison so a missing account answers as slowly as a wrong password.
    const isValid = await verifyPassword(password, admin?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!admin || !isValid) await recordLoginFailure(c.var.db, account, clientIp);
    if (!admin || !isValid || !admin.status) throw new AppError('unauthorized', loginMessages.invalidCredentials);

    if (needsRehash(admin.passwordHash!)) {
      await c.var.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, admin.id));
    }
    const token = await signToken(
      c.var.deps.config.jwtSecret,
      { id: admin.id, role: 'admin', tokenVersion: admin.tokenVersion },
      ADMIN_TOKEN_TTL_SECONDS,
    );
    return c.json({ token });
  })
  // Ends the staff member's sessions on the server: this token and any other stop working.
  .post('/logout', requireAdmin, async (c) => {
    await revokeSessions(c.var.db, c.var.auth!.id);
    return c.json({ message: 'Logged out' });
  });
