import { eq } from 'drizzle-orm';
import type { DispensarySettingsInput } from '../../../lib/validation/dispensary';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { dispensarySettings } from '../../kernel/db/schema';
import type { DispensarySettings } from './responses';

/** Days after a dispense in which its units may be returned, unless staff set another: issue 50's "a set window". */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

/** The dispensary's settings; no row yet means the defaults (no delivery offered). */
export async function readDispensarySettings(db: Pick<Database, 'select'>): Promise<DispensarySettings> {
  const [row] = await db.select().from(dispensarySettings).where(eq(dispensarySettings.id, 1));
  return { returnWindowDays: row?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS, deliveryPaise: row?.deliveryPaise ?? 0 };
}

export async function returnWindowDays(db: Pick<Database, 'select'>): Promise<number> {
  return (await readDispensarySettings(db)).returnWindowDays;
}

/** Sets the return window and, when given, the delivery charge (audited as the clinic's settings). */
export async function setDispensarySettings(db: Database, input: DispensarySettingsInput): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readDispensarySettings(tx);
    const after = { returnWindowDays: input.returnWindowDays, deliveryPaise: input.deliveryPaise ?? before.deliveryPaise };
    await tx
      .insert(dispensarySettings)
      .values({ id: 1, ...after })
      .onConflictDoUpdate({ target: dispensarySettings.id, set: after });
    await recordAudit(tx, { action: 'update_dispensary', entity: 'clinic_settings', entityId: null, before, after });
  });
}
