import { and, asc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import {
  newPharmacistSchema,
  newReceptionistSchema,
  pharmacistSchema,
  type ReceptionistInput,
  receptionistSchema,
} from '../../../lib/validation/resources';
import type { Database } from '../../kernel/db/database';
import { users } from '../../kernel/db/schema';
import { recordAudit } from '../audit/record-audit';
import { hashPassword } from '../auth/passwords';
import type { Receptionist } from './responses';
import { assertStaffEmailFree, writeStaffLogin } from './staff-email';

/** The staff logins kept on the Staff accounts screen: a name, an e-mail and a password, no profile of their own. */
export type DeskLoginRole = 'receptionist' | 'pharmacist';

/** Each role's form: the same fields, the name's message naming the role. */
export const DESK_LOGIN_SCHEMAS: Record<DeskLoginRole, { edit: z.ZodType<ReceptionistInput>; create: z.ZodType<ReceptionistInput> }> = {
  receptionist: { edit: receptionistSchema, create: newReceptionistSchema },
  pharmacist: { edit: pharmacistSchema, create: newPharmacistSchema },
};

const columns = { id: users.id, name: users.name, email: sql<string>`${users.email}`, active: users.status };

/** Every login of `role`, or the one of `id`. */
export const listDeskLogins = (db: Pick<Database, 'select'>, role: DeskLoginRole, id?: number): Promise<Receptionist[]> =>
  db
    .select(columns)
    .from(users)
    .where(and(eq(users.role, role), id === undefined ? undefined : eq(users.id, id)))
    .orderBy(asc(users.name), asc(users.id));

/**
 * Creates a receptionist's or a pharmacist's login (`id` undefined) or changes one, audited in the
 * same transaction. As for a doctor's or a therapist's login, a new password, a new e-mail, a
 * deactivation or a reactivation ends its sessions. Never deleted: the day's payments and the
 * dispenses name who made them.
 */
export async function saveDeskLogin(db: Database, role: DeskLoginRole, input: ReceptionistInput, id?: number): Promise<Receptionist | undefined> {
  const login = DESK_LOGIN_SCHEMAS[role][id === undefined ? 'create' : 'edit'].parse(input);
  const email = login.email.toLowerCase();
  const passwordHash = login.password ? await hashPassword(login.password) : undefined;
  return db.transaction(async (tx) => {
    let before: Receptionist | undefined;
    if (id !== undefined) {
      [before] = await tx
        .select(columns)
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, role)))
        .for('update');
      if (!before) return undefined;
    }
    await assertStaffEmailFree(tx, email, id);
    const profile = { name: login.name, email, status: login.active };
    const userId = await writeStaffLogin(tx, role, profile, passwordHash, before);
    const [after] = await listDeskLogins(tx, role, userId);
    await recordAudit(tx, {
      action: before === undefined ? 'create' : 'update',
      entity: 'user',
      entityId: userId,
      before,
      after: { ...after, role, credentialsReset: !!passwordHash },
    });
    return after;
  });
}
