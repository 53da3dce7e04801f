import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Gender, STAFF_ROLES, type StaffRole } from '../../../lib/domain/people';
import { doctorPortalMessages } from '../../../lib/validation/messages';
import type { Transaction } from '../../kernel/db/database';
import { users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';

/** One login e-mail per staff account, whatever its role (the login screen finds the account by it). */
export async function assertStaffEmailFree(tx: Transaction, email: string, exceptUserId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.role, STAFF_ROLES),
        eq(sql`lower(${users.email})`, email),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  if (taken) throw new AppError('conflict', doctorPortalMessages.loginEmailTaken, { email: doctorPortalMessages.loginEmailTaken });
}

/** A staff login's row as a save writes it: its name, login e-mail and whether it may sign in (and a therapist's gender). */
export interface StaffLoginProfile {
  name: string;
  email: string;
  status: boolean;
  gender?: Gender;
}

/**
 * Inserts a staff login of `role` (`before` undefined) or updates it; a new password, a new e-mail,
 * a deactivation or a reactivation ends its sessions (the token version moves on). Answers its id.
 */
export async function writeStaffLogin(
  tx: Transaction,
  role: StaffRole,
  profile: StaffLoginProfile,
  passwordHash: string | undefined,
  before?: { id: number; email: string; active: boolean },
): Promise<number> {
  if (before === undefined) {
    const [created] = await tx
      .insert(users)
      .values({ ...profile, role, passwordHash: passwordHash! })
      .returning({ id: users.id });
    return created!.id;
  }
  const endsSessions = passwordHash !== undefined || before.active !== profile.status || before.email !== profile.email;
  await tx
    .update(users)
    .set({
      ...profile,
      ...(passwordHash ? { passwordHash } : {}),
      ...(endsSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, before.id));
  return before.id;
}
