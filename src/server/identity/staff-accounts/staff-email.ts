import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../lib/domain/people';
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
