import { and, eq, inArray } from 'drizzle-orm';
import { type TherapistInput, newTherapistSchema, therapistSchema } from '../../../lib/validation/resources';
import { assertStaffEmailFree, hashPassword, recordAudit, writeStaffLogin } from '../../identity';
import type { Database, Transaction } from '../../kernel/db/database';
import { therapies, therapistSkills, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Therapist } from './responses';
import { listTherapists } from './therapists';
import { inWeekdayOrder, replaceHours } from './working-hours';

/** Refuses therapy ids the catalogue does not hold, naming them. */
async function assertTherapiesExist(tx: Transaction, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set((await tx.select({ id: therapies.id }).from(therapies).where(inArray(therapies.id, ids))).map((row) => row.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length === 0) return;
  const text = `${unknown.length === 1 ? 'Therapy' : 'Therapies'} ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not in the catalogue`;
  throw new AppError('invalid', { key: 'resource.therapiesUnknown', text }, { therapyIds: text }, undefined, { therapyIds: unknown.join(', ') });
}

/** What the trail keeps of a therapist (never the password). */
const auditView = ({ id: _id, ...therapist }: Therapist) => therapist;

/**
 * Creates a therapist's login (`id` undefined) or changes one, with their training and week, in
 * one transaction with its audit event. As for a doctor's login (setDoctorLogin), a new password,
 * a new e-mail, a deactivation or a reactivation ends the therapist's sessions.
 */
export async function saveTherapist(db: Database, input: TherapistInput, id?: number): Promise<Therapist | undefined> {
  const therapist = (id === undefined ? newTherapistSchema : therapistSchema).parse(input);
  const email = therapist.email.toLowerCase();
  const passwordHash = therapist.password ? await hashPassword(therapist.password) : undefined;
  return db.transaction(async (tx) => {
    let before: Therapist | undefined;
    if (id !== undefined) {
      const [locked] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'therapist')))
        .for('update');
      if (!locked) return undefined;
      [before] = await listTherapists(tx, id);
    }
    await assertStaffEmailFree(tx, email, id);
    await assertTherapiesExist(tx, therapist.therapyIds);
    const profile = { name: therapist.name, email, gender: therapist.gender, status: therapist.active };
    const userId = await writeStaffLogin(tx, 'therapist', profile, passwordHash, before);
    if (before !== undefined) await tx.delete(therapistSkills).where(eq(therapistSkills.userId, userId));
    if (therapist.therapyIds.length > 0) {
      await tx.insert(therapistSkills).values(therapist.therapyIds.map((therapyId) => ({ userId, therapyId })));
    }
    await replaceHours(tx, 'therapist', userId, inWeekdayOrder(therapist.hours));
    const [after] = await listTherapists(tx, userId);
    await recordAudit(tx, {
      action: before === undefined ? 'create' : 'update',
      entity: 'therapist',
      entityId: userId,
      before: before && auditView(before),
      after: { ...auditView(after!), credentialsReset: !!passwordHash },
    });
    return after;
  });
}
