import { and, asc, eq, sql } from 'drizzle-orm';
import { type ReceptionistInput, newReceptionistSchema, receptionistSchema } from '../../../lib/validation/resources';
import type { Database } from '../../kernel/db/database';
import { users } from '../../kernel/db/schema';
import { recordAudit } from '../audit/record-audit';
import { hashPassword } from '../auth/passwords';
import type { Receptionist } from './responses';
import { assertStaffEmailFree, writeStaffLogin } from './staff-email';

const columns = { id: users.id, name: users.name, email: sql<string>`${users.email}`, active: users.status };

/** Every receptionist's login, or the one of `id`. */
export const listReceptionists = (db: Pick<Database, 'select'>, id?: number): Promise<Receptionist[]> =>
  db
    .select(columns)
    .from(users)
    .where(and(eq(users.role, 'receptionist'), id === undefined ? undefined : eq(users.id, id)))
    .orderBy(asc(users.name), asc(users.id));

/**
 * Creates a receptionist's login (`id` undefined) or changes one, audited in the same transaction.
 * As for a doctor's or a therapist's login, a new password, a new e-mail, a deactivation or a
 * reactivation ends the receptionist's sessions. Never deleted: the day's payments name who took them.
 */
export async function saveReceptionist(db: Database, input: ReceptionistInput, id?: number): Promise<Receptionist | undefined> {
  const receptionist = (id === undefined ? newReceptionistSchema : receptionistSchema).parse(input);
  const email = receptionist.email.toLowerCase();
  const passwordHash = receptionist.password ? await hashPassword(receptionist.password) : undefined;
  return db.transaction(async (tx) => {
    let before: Receptionist | undefined;
    if (id !== undefined) {
      [before] = await tx
        .select(columns)
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'receptionist')))
        .for('update');
      if (!before) return undefined;
    }
    await assertStaffEmailFree(tx, email, id);
    const profile = { name: receptionist.name, email, status: receptionist.active };
    const userId = await writeStaffLogin(tx, 'receptionist', profile, passwordHash, before);
    const [after] = await listReceptionists(tx, userId);
    await recordAudit(tx, {
      action: before === undefined ? 'create' : 'update',
      entity: 'user',
      entityId: userId,
      before,
      after: { ...after, role: 'receptionist', credentialsReset: !!passwordHash },
    });
    return after;
  });
}
