import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { loginSchema } from '../../lib/validation/login';
import { loginMessages } from '../../lib/validation/messages';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../auth/passwords';
import { ADMIN_TOKEN_TTL_SECONDS, signToken } from '../auth/tokens';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { hitRateLimit } from '../rate-limit';
import { validate } from '../validate';

const LOGIN_ATTEMPTS_PER_15_MIN = 10;

export const usersRoutes = new Hono<AppEnv>().post('/login', validate('json', loginSchema), async (c) => {
  const { email, password } = c.req.valid('json');
  const limit = { limit: LOGIN_ATTEMPTS_PER_15_MIN, windowSeconds: 15 * 60, message: 'Too many login attempts. Please try again later.' };
  await hitRateLimit(c.var.db, { ...limit, key: `login:email:${email.toLowerCase()}` });
  await hitRateLimit(c.var.db, { ...limit, limit: limit.limit * 3, key: `login:ip:${c.var.deps.clientIp(c.req.raw, c.env)}` });

  const [admin] = await c.var.db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(sql`lower(${users.email})`, email.toLowerCase())));
  // Always run one hash comparison so a missing account answers as slowly as a wrong password.
  const isValid = await verifyPassword(password, admin?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!admin || !isValid || !admin.status) throw new AppError('unauthorized', loginMessages.invalidCredentials);

  const token = await signToken(c.var.deps.config.jwtSecret, { id: admin.id, role: 'admin' }, ADMIN_TOKEN_TTL_SECONDS);
  return c.json({ token });
});
