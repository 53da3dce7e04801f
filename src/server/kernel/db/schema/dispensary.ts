import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  MEDICINE_ORDER_FULFILMENTS,
  MEDICINE_ORDER_STATUSES,
  type MedicineOrderFulfilment,
  type MedicineOrderStatus,
} from '../../../../lib/domain/medicine-orders';
import { MEDICINE_FORMS } from '../../../../lib/validation/visit-record';
import { clinicNow } from '../../clock';
import { appointments } from './appointments';
import { inList, requiredRef, timestamps } from './columns';
import { payments, refunds } from './payments';
import { users } from './users';
import { type Locale } from '../../../../i18n/locales';

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
    /** The tax invoice that billed this line at the desk's checkout (decision 063); null: not yet billed. */
    invoiceId: integer().references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
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
    /** Issue 50 item 6: what sending an online order to an address costs, GST-inclusive; 0: delivery not offered. */
    deliveryPaise: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull().$onUpdate(clinicNow),
  },
  (t) => [
    check('dispensary_settings_one_row', sql`${t.id} = 1`),
    check('dispensary_settings_window_check', sql`${t.returnWindowDays} between 0 and 90`),
    check('dispensary_settings_delivery_check', sql`${t.deliveryPaise} >= 0`),
  ],
);

/** A line of an online order as priced when ordered: what the capture dispenses and bills. */
export interface MedicineOrderLine {
  prescriptionLine: number;
  medicineId: number;
  name: string;
  unit: string;
  quantity: number;
  mrpPaise: number;
  gstRateBp: number;
  hsn: string;
}

/**
 * Medicines of a finalised visit bought online (issue 50 item 6, docs/decisions/065): collected at
 * the clinic or sent to an address. Its payment is a `payments` row naming it; the capture
 * dispenses the lines FEFO and issues the tax invoice (`invoiceId`).
 */
export const medicineOrders = pgTable(
  'medicine_orders',
  {
    id: serial().primaryKey(),
    appointmentId: requiredRef(() => appointments.id, 'restrict'),
    userId: requiredRef(() => users.id, 'restrict'),
    fulfilment: text().$type<MedicineOrderFulfilment>().notNull(),
    status: text().$type<MedicineOrderStatus>().notNull().default('created'),
    lines: jsonb().$type<MedicineOrderLine[]>().notNull(),
    /** The delivery charge of the moment (GST-inclusive), 0 for a collection. */
    deliveryPaise: integer().notNull().default(0),
    amountPaise: integer().notNull(),
    addressLines: text(),
    city: text(),
    pin: text(),
    /** The delivery address's GST state code: the place of supply. */
    stateCode: text(),
    courierReference: text(),
    invoiceId: integer().references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    check('medicine_orders_fulfilment_check', inList('fulfilment', MEDICINE_ORDER_FULFILMENTS)),
    check('medicine_orders_status_check', inList('status', MEDICINE_ORDER_STATUSES)),
    check('medicine_orders_amount_check', sql`${t.amountPaise} > 0 and ${t.deliveryPaise} >= 0`),
    check(
      'medicine_orders_address_check',
      sql`case when ${t.fulfilment} = 'delivery' then ${t.addressLines} is not null and ${t.city} is not null and ${t.pin} ~ '^[1-9][0-9]{5}$' and ${t.stateCode} ~ '^[0-9]{2}$' else ${t.deliveryPaise} = 0 and ${t.addressLines} is null end`,
    ),
    index('medicine_orders_appointment_idx').on(t.appointmentId),
    index('medicine_orders_status_idx').on(t.status),
  ],
);

export const TAX_DOCUMENT_KINDS = ['tax_invoice', 'tax_credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * A tax invoice for dispensed medicines (CGST rule 46) or the credit note of a return of an
 * invoiced line (rule 53), frozen as issued (docs/decisions/063). Amounts in paise; the value is
 * what the patient paid (MRP × quantity), the taxable value and the tax are in it.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial().primaryKey(),
    kind: text().$type<TaxDocumentKind>().notNull(),
    number: text().notNull().unique(),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    appointmentId: requiredRef(() => appointments.id, 'restrict'),
    userId: requiredRef(() => users.id, 'restrict'),
    paymentId: requiredRef(() => payments.id, 'restrict'),
    /** A credit note's invoice. */
    invoiceId: integer().references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    dispenseReturnId: integer()
      .unique()
      .references(() => dispenseReturns.id, { onDelete: 'restrict' }),
    refundId: integer().references(() => refunds.id, { onDelete: 'restrict' }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The patient's language: the labels are printed in it beside English. */
    language: text().$type<Locale>().notNull(),
    clinicGstin: text().notNull(),
    clinicStateCode: text().notNull(),
    recipientName: text().notNull(),
    recipientAddress: text(),
    /** The GST state code of the place of supply. */
    placeOfSupply: text().notNull(),
    interState: boolean().notNull(),
    valuePaise: integer().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    reason: text(),
    ...timestamps,
  },
  (t) => [
    check('tax_documents_kind_check', sql`${t.kind} in ('tax_invoice', 'tax_credit_note')`),
    check('tax_documents_number_check', sql`char_length(${t.number}) <= 16 and ${t.number} ~ '^[A-Z0-9/-]+$'`),
    check(
      'tax_documents_state_check',
      sql`${t.clinicStateCode} ~ '^[0-9]{2}$' and ${t.placeOfSupply} ~ '^[0-9]{2}$' and ${t.interState} = (${t.clinicStateCode} <> ${t.placeOfSupply})`,
    ),
    check(
      'tax_documents_amounts_check',
      sql`${t.valuePaise} > 0 and ${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0 and ${t.valuePaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    check('tax_documents_tax_kind_check', sql`case when ${t.interState} then ${t.cgstPaise} = 0 and ${t.sgstPaise} = 0 else ${t.igstPaise} = 0 end`),
    check(
      'tax_documents_credit_note_check',
      // A return's credit note names the return; a cancelled online order's credits the whole invoice.
      sql`(${t.kind} = 'tax_credit_note') = (${t.invoiceId} is not null and ${t.reason} is not null) and (${t.dispenseReturnId} is null or ${t.kind} = 'tax_credit_note')`,
    ),
    uniqueIndex('tax_documents_series_unique').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('tax_documents_invoice_payment_unique')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'tax_invoice'`),
    index('tax_documents_appointment_idx').on(t.appointmentId),
    index('tax_documents_issued_idx').on(t.issuedAt),
  ],
);

/** One dispensed line on a tax document: HSN, what, how many of which unit, and its tax. */
export const taxDocumentLines = pgTable(
  'tax_document_lines',
  {
    id: serial().primaryKey(),
    documentId: requiredRef(() => taxDocuments.id, 'cascade'),
    /** Null on an online order's delivery line (the charge is not a dispensed medicine). */
    dispenseLineId: integer().references(() => dispenseLines.id, { onDelete: 'restrict' }),
    hsn: text().notNull(),
    description: text().notNull(),
    quantity: integer().notNull(),
    unit: text().notNull(),
    mrpPaise: integer().notNull(),
    gstRateBp: integer().notNull(),
    valuePaise: integer().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
  },
  (t) => [
    check('tax_document_lines_hsn_check', sql`${t.hsn} ~ '^[0-9]{4,8}$'`),
    check('tax_document_lines_quantity_check', sql`${t.quantity} > 0`),
    check('tax_document_lines_gst_check', sql.raw(`"tax_document_lines"."gst_rate_bp" in (0, 25, 300, 500, 1200, 1800, 2800)`)),
    check(
      'tax_document_lines_amounts_check',
      sql`${t.mrpPaise} >= 0 and ${t.valuePaise} = ${t.mrpPaise} * ${t.quantity} and ${t.valuePaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    index('tax_document_lines_document_idx').on(t.documentId),
  ],
);
