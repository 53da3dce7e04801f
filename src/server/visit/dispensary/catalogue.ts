import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { gstBpToRate, gstRateToBp, stockState } from '../../../lib/domain/dispensary';
import { type MedicineInput, dispensaryMessages as m } from '../../../lib/validation/dispensary';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { dispensaryBatches, dispensaryMedicines } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Medicine, PrescribableMedicine } from './responses';

type MedicineRow = typeof dispensaryMedicines.$inferSelect;

export const toMedicineJson = (row: MedicineRow, stock: { onHand: number; usable: number }): Medicine => ({
  id: row.id,
  name: row.name,
  form: row.form,
  kind: row.kind,
  hsn: row.hsn,
  gstRate: gstBpToRate(row.gstRateBp),
  unit: row.unit,
  packSize: row.packSize,
  mrpPaise: row.mrpPaise,
  reorderLevel: row.reorderLevel,
  active: row.active,
  onHand: stock.onHand,
  usable: stock.usable,
});

const columnsOf = (input: MedicineInput) => ({
  name: input.name,
  form: input.form,
  kind: input.kind,
  hsn: input.hsn,
  gstRateBp: gstRateToBp(input.gstRate),
  unit: input.unit,
  packSize: input.packSize,
  mrpPaise: input.mrpPaise,
  reorderLevel: input.reorderLevel,
  active: input.active,
});

/** Every medicine (by name) with what its batches hold, all and unexpired, on `today`. */
export async function listMedicines(db: Pick<Database, 'select'>, today: string, id?: number): Promise<Medicine[]> {
  const rows = await db
    .select({
      medicine: dispensaryMedicines,
      onHand: sql<number>`coalesce(sum(${dispensaryBatches.onHand}), 0)::int`,
      usable: sql<number>`coalesce(sum(${dispensaryBatches.onHand}) filter (where ${dispensaryBatches.expiryDate} > ${today}), 0)::int`,
    })
    .from(dispensaryMedicines)
    .leftJoin(dispensaryBatches, eq(dispensaryBatches.medicineId, dispensaryMedicines.id))
    .where(id === undefined ? undefined : eq(dispensaryMedicines.id, id))
    .groupBy(dispensaryMedicines.id)
    .orderBy(asc(sql`lower(${dispensaryMedicines.name})`));
  return rows.map((row) => toMedicineJson(row.medicine, { onHand: row.onHand, usable: row.usable }));
}

/** The active medicines a doctor may pick on a prescription line, by name, each with its stock state on `today`. */
export async function prescribableMedicines(db: Pick<Database, 'select'>, today: string): Promise<PrescribableMedicine[]> {
  return (await listMedicines(db, today))
    .filter((medicine) => medicine.active)
    .map((medicine) => ({ id: medicine.id, name: medicine.name, form: medicine.form, stock: stockState(medicine.usable, medicine.reorderLevel) }));
}

async function assertNameFree(tx: Pick<Database, 'select'>, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: dispensaryMedicines.id })
    .from(dispensaryMedicines)
    .where(and(sql`lower(${dispensaryMedicines.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(dispensaryMedicines.id, exceptId)));
  if (taken) throw new AppError('conflict', m.nameTaken);
}

export async function createMedicine(db: Database, input: MedicineInput): Promise<number> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const [row] = await tx.insert(dispensaryMedicines).values(columnsOf(input)).returning();
    await recordAudit(tx, { action: 'create', entity: 'medicine', entityId: row!.id, after: row });
    return row!.id;
  });
}

export async function updateMedicine(db: Database, id: number, input: MedicineInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(dispensaryMedicines).where(eq(dispensaryMedicines.id, id)).for('update');
    if (!before) throw new AppError('not_found', m.medicineNotFound);
    await assertNameFree(tx, input.name, id);
    const [after] = await tx.update(dispensaryMedicines).set(columnsOf(input)).where(eq(dispensaryMedicines.id, id)).returning();
    await recordAudit(tx, { action: 'update', entity: 'medicine', entityId: id, before, after });
  });
}

/** A medicine's batches, earliest expiry first (the order they are dispensed in). */
export async function batchesOf(db: Pick<Database, 'select'>, medicineId: number, options: { withStockOnly?: boolean } = {}) {
  return db
    .select()
    .from(dispensaryBatches)
    .where(and(eq(dispensaryBatches.medicineId, medicineId), options.withStockOnly ? gt(dispensaryBatches.onHand, 0) : undefined))
    .orderBy(asc(dispensaryBatches.expiryDate), asc(dispensaryBatches.id));
}
