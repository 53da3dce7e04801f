import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { therapistSkills, users } from '../../kernel/db/schema';
import type { Therapist } from './responses';
import { hoursOf } from './working-hours';

/** The therapists (users of role `therapist`) with their training and week; one id, or all in id order. */
export async function listTherapists(db: Pick<Database, 'select'>, id?: number): Promise<Therapist[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, gender: users.gender, active: users.status })
    .from(users)
    .where(and(eq(users.role, 'therapist'), id === undefined ? undefined : eq(users.id, id)))
    .orderBy(asc(users.id));
  const ids = rows.map((row) => row.id);
  const skills =
    ids.length === 0
      ? []
      : await db.select().from(therapistSkills).where(inArray(therapistSkills.userId, ids)).orderBy(asc(therapistSkills.therapyId));
  const hours = await hoursOf(db, 'therapist', ids);
  // A therapist's login always has an e-mail and a gender (users_therapist_check).
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email!,
    gender: row.gender!,
    active: row.active,
    therapyIds: skills.filter((skill) => skill.userId === row.id).map((skill) => skill.therapyId),
    hours: hours.get(row.id) ?? [],
  }));
}
