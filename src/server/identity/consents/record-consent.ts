import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ConsentPurpose } from '../../../lib/validation/consent';
import { recordAudit } from '../audit/record-audit';
import { clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { consentRecords } from '../../kernel/db/schema';
import type { Consent } from './responses';

type Writer = Pick<Database, 'insert' | 'update' | 'select'>;
export type ConsentRecord = typeof consentRecords.$inferSelect;

/**
 * Records that a patient agreed to one version of a text, with its audit event. Call it with the
 * transaction of the change the consent belongs to (an order, a registration, a preference).
 */
export async function recordConsent(
  tx: Writer,
  consent: { userId: number; purpose: ConsentPurpose; version: string; clientAddress: string | null; appointmentId?: number | null },
): Promise<ConsentRecord> {
  const [row] = await tx
    .insert(consentRecords)
    .values({ ...consent, appointmentId: consent.appointmentId ?? null, grantedAt: clinicNow() })
    .returning();
  await recordAudit(tx, { action: 'grant', entity: 'consent', entityId: row!.id, after: row });
  return row!;
}

/** Stamps the withdrawal on every live consent of this purpose (none live: nothing happens). */
export async function withdrawConsent(tx: Writer, userId: number, purpose: ConsentPurpose): Promise<ConsentRecord[]> {
  const withdrawn = await tx
    .update(consentRecords)
    .set({ withdrawnAt: clinicNow() })
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, purpose), isNull(consentRecords.withdrawnAt)))
    .returning();
  for (const row of withdrawn) await recordAudit(tx, { action: 'withdraw', entity: 'consent', entityId: row.id, after: row });
  return withdrawn;
}

/** The patient's newest consent of this purpose that still stands, if any. */
export async function currentConsent(db: Pick<Database, 'select'>, userId: number, purpose: ConsentPurpose): Promise<ConsentRecord | undefined> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, purpose), isNull(consentRecords.withdrawnAt)))
    .orderBy(desc(consentRecords.grantedAt), desc(consentRecords.id))
    .limit(1);
  return row;
}

/**
 * Ties the teleconsultation consent given at checkout (before the appointment existed) to the
 * appointment the payment created: the patient's newest one not yet tied to a booking.
 */
export async function attachTeleconsultationConsent(tx: Writer, userId: number, appointmentId: number): Promise<void> {
  // One statement: a booking's transaction pays for each round trip in its answer time.
  const newestOpen = tx
    .select({ id: consentRecords.id })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, 'teleconsultation'), isNull(consentRecords.appointmentId)))
    .orderBy(desc(consentRecords.id))
    .limit(1);
  await tx.update(consentRecords).set({ appointmentId }).where(eq(consentRecords.id, newestOpen));
}

/** The teleconsultation consent recorded for one appointment, as staff, the doctor and the patient see it. */
export async function appointmentConsent(db: Pick<Database, 'select'>, appointmentId: number) {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.appointmentId, appointmentId), eq(consentRecords.purpose, 'teleconsultation')))
    .orderBy(desc(consentRecords.id))
    .limit(1);
  return row ? toConsentJson(row) : null;
}

export const toConsentJson = (row: ConsentRecord): Consent => ({
  id: row.id,
  purpose: row.purpose,
  version: row.version,
  granted_at: row.grantedAt.toISOString(),
  withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
  client_address: row.clientAddress,
});
