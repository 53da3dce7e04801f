import { and, eq, sql } from 'drizzle-orm';
import { defaultExpiryDate, isExpired } from '../../../lib/domain/dispensary';
import { type AdjustmentInput, type ReceiveBatchInput, dispensaryMessages as m } from '../../../lib/validation/dispensary';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { dispensaryBatches, dispensaryMedicines } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Batch } from './responses';

type BatchRow = typeof dispensaryBatches.$inferSelect;

export const toBatchJson = (row: BatchRow, today: string): Batch => ({
  id: row.id,
  medicineId: row.medicineId,
  batchNumber: row.batchNumber,
  mfgDate: row.mfgDate,
  expiryDate: row.expiryDate,
  expired: isExpired(row.expiryDate, today),
  quantityReceived: row.quantityReceived,
  onHand: row.onHand,
  costPaise: row.costPaise,
  supplier: row.supplier,
  receivedAt: row.receivedAt.toISOString(),
});

/**
 * Receives a batch into stock (audited): the expiry is the label's when given, else the dosage
 * form's shelf life from the manufacture date (Rule 161B, src/lib/domain/dispensary.ts).
 */
export async function receiveBatch(db: Database, medicineId: number, input: ReceiveBatchInput, userId: number, today: string): Promise<BatchRow> {
  if (input.mfgDate > today) throw new AppError('invalid', m.mfgInFuture);
  return db.transaction(async (tx) => {
    const [medicine] = await tx.select().from(dispensaryMedicines).where(eq(dispensaryMedicines.id, medicineId)).for('share');
    if (!medicine) throw new AppError('not_found', m.medicineNotFound);
    const expiryDate = input.expiryDate ?? defaultExpiryDate(medicine.form, input.mfgDate);
    if (!expiryDate) throw new AppError('invalid', m.expiryRequired);
    if (expiryDate <= input.mfgDate) throw new AppError('invalid', m.expiryBeforeMfg);
    if (isExpired(expiryDate, today)) throw new AppError('invalid', m.expiryPassed);
    const [taken] = await tx
      .select({ id: dispensaryBatches.id })
      .from(dispensaryBatches)
      .where(and(eq(dispensaryBatches.medicineId, medicineId), sql`lower(${dispensaryBatches.batchNumber}) = lower(${input.batchNumber})`));
    if (taken) throw new AppError('conflict', m.batchTaken);
    const [row] = await tx
      .insert(dispensaryBatches)
      .values({
        medicineId,
        batchNumber: input.batchNumber,
        mfgDate: input.mfgDate,
        expiryDate,
        quantityReceived: input.quantity,
        onHand: input.quantity,
        costPaise: input.costPaise,
        supplier: input.supplier,
        receivedByUserId: userId,
      })
      .returning();
    await recordAudit(tx, { action: 'receive', entity: 'medicine_batch', entityId: row!.id, after: row });
    return row!;
  });
}

/**
 * Changes a batch's count by `delta` with the reason (audited). The row is locked, so a
 * dispense waits; a count that would go below zero is refused (409), and the refusal audited.
 */
export async function adjustBatch(db: Database, batchId: number, input: AdjustmentInput): Promise<BatchRow> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(dispensaryBatches).where(eq(dispensaryBatches.id, batchId)).for('update');
      if (!before) throw new AppError('not_found', m.unknownBatch);
      if (before.onHand + input.delta < 0) throw new AppError('conflict', m.stockNegative);
      const [after] = await tx
        .update(dispensaryBatches)
        .set({ onHand: sql`${dispensaryBatches.onHand} + ${input.delta}` })
        .where(eq(dispensaryBatches.id, batchId))
        .returning();
      await recordAudit(tx, {
        action: 'adjust',
        entity: 'medicine_batch',
        entityId: batchId,
        before,
        after: { ...after, delta: input.delta, reason: input.reason },
      });
      return after!;
    });
  } catch (err) {
    if (err instanceof AppError && err.key === 'dispensary.stockNegative') {
      await recordAudit(db, {
        action: 'adjust_refused',
        entity: 'medicine_batch',
        entityId: batchId,
        after: { delta: input.delta, reason: input.reason, refusal: err.key },
      });
    }
    throw err;
  }
}
