import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { consentRecords } from '../../kernel/db/schema';

/**
 * Whether reminders go to the patient (issue 28): the newest 'reminders' consent decides. None
 * recorded: on (a patient who books expects to be reminded of it); withdrawn: off until given again.
 */
export async function remindersState(db: Pick<Database, 'select'>, userId: number): Promise<{ enabled: boolean; changedAt: Date | null }> {
  const [newest] = await db
    .select({ grantedAt: consentRecords.grantedAt, withdrawnAt: consentRecords.withdrawnAt })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, 'reminders')))
    .orderBy(desc(consentRecords.grantedAt), desc(consentRecords.id))
    .limit(1);
  if (!newest) return { enabled: true, changedAt: null };
  return { enabled: newest.withdrawnAt === null, changedAt: newest.withdrawnAt ?? newest.grantedAt };
}
