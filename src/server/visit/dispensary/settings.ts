import { eq } from 'drizzle-orm';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { dispensarySettings } from '../../kernel/db/schema';

/** Days after a dispense in which its units may be returned, unless staff set another: issue 50's "a set window". */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

export async function returnWindowDays(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select().from(dispensarySettings).where(eq(dispensarySettings.id, 1));
  return row?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS;
}

/** Sets the return window (audited as the clinic's settings). */
export async function setReturnWindowDays(db: Database, days: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await returnWindowDays(tx);
    await tx
      .insert(dispensarySettings)
      .values({ id: 1, returnWindowDays: days })
      .onConflictDoUpdate({ target: dispensarySettings.id, set: { returnWindowDays: days } });
    await recordAudit(tx, {
      action: 'update_dispensary',
      entity: 'clinic_settings',
      entityId: null,
      before: { returnWindowDays: before },
      after: { returnWindowDays: days },
    });
  });
}
