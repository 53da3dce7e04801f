import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import { EMAIL_PATTERN } from '../../../lib/validation/common';
import { hashPassword } from './passwords';
import type { Database } from '../../kernel/db/database';
import { users } from '../../kernel/db/schema';

export const MIN_ADMIN_PASSWORD_LENGTH = 8;

export const adminAccountSchema = z.object({
  email: z.string().trim().toLowerCase().regex(EMAIL_PATTERN, 'ADMIN_EMAIL must be an e-mail address'),
  password: z.string().min(MIN_ADMIN_PASSWORD_LENGTH, `The admin password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`),
});

/** Creates the admin, or resets its password when it already exists. Returns whether it was new. */
export async function upsertAdmin(db: Database, account: { email: string; password: string }): Promise<boolean> {
  const { email, password } = adminAccountSchema.parse(account);
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(sql`lower(${users.email})`, email)));
  if (existing) {
    // A new password ends every session signed in with the old one.
    await db
      .update(users)
      .set({ passwordHash, status: true, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, existing.id));
    return false;
  }
  await db.insert(users).values({ name: 'Clinic Admin', email, role: 'admin', passwordHash });
  return true;
}

export const LOCAL_ADMIN_EMAIL = 'admin@clinic.local';

/** On a database with no admin, creates one with a random password and returns it (shown once). */
export async function createLocalAdminIfNone(db: Database): Promise<{ email: string; password: string } | null> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  if ((row?.n ?? 0) > 0) return null;
  const account = { email: LOCAL_ADMIN_EMAIL, password: randomBytes(12).toString('base64url') };
  await upsertAdmin(db, account);
  return account;
}
