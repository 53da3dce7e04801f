import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MEDICINE_FORMS } from '../../../../lib/validation/visit-record';
import { clinicNow } from '../../clock';
import { appointments } from './appointments';
import { inList, requiredRef, timestamps } from './columns';
import { users } from './users';

/** The legal GST slabs in basis points (0, 0.25, 3, 5, 12, 18, 28 %): the check below and src/lib/domain/dispensary.ts. */
const GST_SLABS_BP = '0, 25, 300, 500, 1200, 1800, 2800';

/**
 * The dispensary's catalogue (issue 50 item 1, docs/decisions/054): one row per medicine the
 * clinic stocks, sold by `unit` (a bottle, a jar) holding `packSize` (60 tablets, 450 ml), at
 * its MRP per unit, GST-inclusive, with its own HSN and GST rate (a setting per item).
 */
export const dispensaryMedicines = pgTable(
  'dispensary_medicines',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    form: text({ enum: MEDICINE_FORMS }).notNull(),
    kind: text({ enum: ['classical', 'proprietary'] }).notNull(),
    hsn: text().notNull(),
    gstRateBp: integer().notNull(),
    unit: text().notNull(),
    packSize: text().notNull(),
    mrpPaise: integer().notNull(),
    reorderLevel: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dispensary_medicines_name_unique').using('btree', sql`lower(${t.name})`),
    check('dispensary_medicines_form_check', inList('"dispensary_medicines"."form"', MEDICINE_FORMS)),
    check('dispensary_medicines_kind_check', sql`${t.kind} in ('classical', 'proprietary')`),
    check('dispensary_medicines_hsn_check', sql`${t.hsn} ~ '^[0-9]{4,8}$'`),
    check('dispensary_medicines_gst_check', sql.raw(`"dispensary_medicines"."gst_rate_bp" in (${GST_SLABS_BP})`)),
    check('dispensary_medicines_mrp_check', sql`${t.mrpPaise} >= 0`),
    check('dispensary_medicines_reorder_check', sql`${t.reorderLevel} >= 0`),
  ],
);

/** One received batch of a medicine: what is left of it is `onHand`, never below zero. */
export const dispensaryBatches = pgTable(
  'dispensary_batches',
  {
    id: serial().primaryKey(),
    medicineId: requiredRef(() => dispensaryMedicines.id, 'restrict'),
    batchNumber: text().notNull(),
    mfgDate: date({ mode: 'string' }).notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    quantityReceived: integer().notNull(),
    onHand: integer().notNull(),
    /** Per unit. */
    costPaise: integer().notNull(),
    supplier: text().notNull(),
    receivedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  },
  (t) => [
    uniqueIndex('dispensary_batches_number_unique').using('btree', t.medicineId, sql`lower(${t.batchNumber})`),
    index('dispensary_batches_fefo_idx').on(t.medicineId, t.expiryDate, t.id),
    check('dispensary_batches_on_hand_check', sql`${t.onHand} >= 0`),
    check('dispensary_batches_received_check', sql`${t.quantityReceived} > 0`),
    check('dispensary_batches_cost_check', sql`${t.costPaise} >= 0`),
    check('dispensary_batches_expiry_check', sql`${t.expiryDate} > ${t.mfgDate}`),
  ],
);

/** One handing-over of medicines against a visit's finalised prescription. */
export const dispenses = pgTable(
  'dispenses',
  {
    id: serial().primaryKey(),
    appointmentId: requiredRef(() => appointments.id, 'restrict'),
    /** Some prescription line was still not dispensed at all after this one. */
    partial: boolean().notNull(),
    note: text(),
    dispensedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    dispensedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  },
  (t) => [index('dispenses_appointment_idx').on(t.appointmentId)],
);

/**
 * One batch's part of a dispensed prescription line, with the price, GST rate and HSN of the
 * moment: what a tax invoice (issue 50 item 4) is built from later.
 */
export const dispenseLines = pgTable(
  'dispense_lines',
  {
    id: serial().primaryKey(),
    dispenseId: requiredRef(() => dispenses.id, 'cascade'),
    /** The prescription line's index (0-based) in the doctor's record. */
    prescriptionLine: integer().notNull(),
    prescribedMedicine: text().notNull(),
    substituted: boolean().notNull(),
    medicineId: requiredRef(() => dispensaryMedicines.id, 'restrict'),
    batchId: requiredRef(() => dispensaryBatches.id, 'restrict'),
    quantity: integer().notNull(),
    returnedQuantity: integer().notNull().default(0),
    mrpPaise: integer().notNull(),
    gstRateBp: integer().notNull(),
    hsn: text().notNull(),
  },
  (t) => [
    index('dispense_lines_dispense_idx').on(t.dispenseId),
    check('dispense_lines_quantity_check', sql`${t.quantity} > 0`),
    check('dispense_lines_returned_check', sql`${t.returnedQuantity} between 0 and ${t.quantity}`),
  ],
);

/** Units of a dispense line brought back within the window, put back into their batch. */
export const dispenseReturns = pgTable(
  'dispense_returns',
  {
    id: serial().primaryKey(),
    dispenseLineId: requiredRef(() => dispenseLines.id, 'cascade'),
    quantity: integer().notNull(),
    reason: text().notNull(),
    returnedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    returnedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  },
  (t) => [check('dispense_returns_quantity_check', sql`${t.quantity} > 0`)],
);

/** The dispensary's one row of settings (id 1); absent means the defaults. */
export const dispensarySettings = pgTable(
  'dispensary_settings',
  {
    id: integer().primaryKey().default(1),
    returnWindowDays: integer().notNull().default(7),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull().$onUpdate(clinicNow),
  },
  (t) => [
    check('dispensary_settings_one_row', sql`${t.id} = 1`),
    check('dispensary_settings_window_check', sql`${t.returnWindowDays} between 0 and 90`),
  ],
);
