import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { csvText } from '../../kernel/csv';
import { paiseToRupeeText as rupees } from '../../../lib/format/money';
import type { Database } from '../../kernel/db/database';
import { dispensaryBatches, dispensaryMedicines } from '../../kernel/db/schema';
import { listMedicines } from './catalogue';
import type { LowStockReport, StockReport } from './responses';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Stock on hand by batch (issue 50 item 5), earliest expiry first; with `withinDays`, only the
 * unexpired batches that expire within that many days of `today` (the near-expiry report).
 */
export async function stockReport(db: Pick<Database, 'select'>, today: string, withinDays?: number): Promise<StockReport> {
  const horizon = withinDays === undefined ? null : new Date(Date.parse(`${today}T00:00:00Z`) + withinDays * DAY_MS).toISOString().slice(0, 10);
  const rows = await db
    .select({ batch: dispensaryBatches, medicine: dispensaryMedicines })
    .from(dispensaryBatches)
    .innerJoin(dispensaryMedicines, eq(dispensaryMedicines.id, dispensaryBatches.medicineId))
    .where(
      and(
        gt(dispensaryBatches.onHand, 0),
        horizon ? sql`${dispensaryBatches.expiryDate} > ${today} and ${dispensaryBatches.expiryDate} <= ${horizon}` : undefined,
      ),
    )
    .orderBy(asc(dispensaryBatches.expiryDate), asc(sql`lower(${dispensaryMedicines.name})`), asc(dispensaryBatches.id));
  return rows.map(({ batch, medicine }) => ({
    medicineId: medicine.id,
    medicineName: medicine.name,
    form: medicine.form,
    hsn: medicine.hsn,
    batchNumber: batch.batchNumber,
    expiryDate: batch.expiryDate,
    daysToExpiry: daysBetween(today, batch.expiryDate),
    onHand: batch.onHand,
    costPaise: batch.costPaise,
    mrpPaise: medicine.mrpPaise,
  }));
}

/** Active medicines whose usable (unexpired) stock is at or below their reorder level, most short first. */
export async function lowStockReport(db: Pick<Database, 'select'>, today: string): Promise<LowStockReport> {
  return (await listMedicines(db, today))
    .filter((medicine) => medicine.active && medicine.usable <= medicine.reorderLevel)
    .map((medicine) => ({
      medicineId: medicine.id,
      medicineName: medicine.name,
      form: medicine.form,
      usable: medicine.usable,
      reorderLevel: medicine.reorderLevel,
      shortBy: medicine.reorderLevel - medicine.usable,
    }))
    .sort((a, b) => b.shortBy - a.shortBy || a.medicineName.localeCompare(b.medicineName));
}

export const STOCK_CSV_COLUMNS = [
  'medicine',
  'form',
  'hsn',
  'batch',
  'expiry',
  'days_to_expiry',
  'on_hand',
  'cost_per_unit',
  'stock_value_at_cost',
  'mrp',
] as const;
export const LOW_STOCK_CSV_COLUMNS = ['medicine', 'form', 'usable', 'reorder_level', 'short_by'] as const;

export const stockCsv = (rows: StockReport) =>
  csvText(
    STOCK_CSV_COLUMNS,
    rows.map((row) => ({
      medicine: row.medicineName,
      form: row.form,
      hsn: row.hsn,
      batch: row.batchNumber,
      expiry: row.expiryDate,
      days_to_expiry: row.daysToExpiry,
      on_hand: row.onHand,
      cost_per_unit: rupees(row.costPaise),
      stock_value_at_cost: rupees(row.costPaise * row.onHand),
      mrp: rupees(row.mrpPaise),
    })),
  );

export const lowStockCsv = (rows: LowStockReport) =>
  csvText(
    LOW_STOCK_CSV_COLUMNS,
    rows.map((row) => ({ medicine: row.medicineName, form: row.form, usable: row.usable, reorder_level: row.reorderLevel, short_by: row.shortBy })),
  );
