import * as z from 'zod';
import { medicineOrderMessages } from './medicine-orders';
import { GST_RATES, MEDICINE_KINDS, NEAR_EXPIRY_DAYS } from '../domain/dispensary';
import { blankToNull, idSchema, line, numeric, requiredLine, text } from './common';
import { MEDICINE_FORMS } from './visit-record';

/** The dispensary's texts (issue 50): validation and the refusals about stock. */
export const dispensaryMessages = {
  nameRequired: 'Please enter the medicine’s name',
  formInvalid: `The dosage form must be one of: ${MEDICINE_FORMS.join(', ')}`,
  kindInvalid: 'Choose classical or proprietary',
  hsnInvalid: 'The HSN code must be 4 to 8 digits',
  gstInvalid: 'The GST rate must be one of the legal slabs: 0, 0.25, 3, 5, 12, 18 or 28 %',
  unitRequired: 'Please enter the unit it is sold by (bottle, jar, strip)',
  packSizeRequired: 'Please enter the pack size (60 tablets, 450 ml)',
  mrpInvalid: 'The MRP must be whole paise from 0 to ₹10 lakh',
  reorderInvalid: 'The reorder level must be a whole number from 0',
  nameTaken: 'A medicine of this name is already in the catalogue',
  medicineNotFound: 'Medicine not found',
  batchNumberRequired: 'Please enter the batch number',
  dateInvalid: 'Dates are YYYY-MM-DD',
  mfgInFuture: 'The manufacture date cannot be in the future',
  expiryRequired: 'This dosage form has no default shelf life: enter the expiry date from the label',
  expiryBeforeMfg: 'The expiry date must be after the manufacture date',
  expiryPassed: 'This batch has already expired: it cannot be received',
  quantityInvalid: 'The quantity must be a whole number from 1 to 100,000',
  costInvalid: 'The cost must be whole paise from 0 to ₹10 lakh',
  supplierRequired: 'Please enter the supplier',
  batchTaken: 'This medicine already has a batch with this number',
  deltaInvalid: 'The adjustment must be a whole number of units, not 0, at most 100,000 either way',
  reasonRequired: 'Please give the reason',
  stockNegative: 'This would take the batch below zero: there is not that much in stock',
  unknownBatch: 'That batch is not in stock for this medicine',
  expiredBatch: 'That batch has expired: it cannot be dispensed',
  insufficientStock: 'Not enough in stock: the usable (unexpired) batches hold less than asked',
  linesRequired: 'Choose at least one line to dispense',
  tooManyLines: 'At most 60 lines at once',
  lineUnknown: 'That line is not in the doctor’s prescription',
  notFinalised: 'The doctor has not finalised this visit’s prescription yet',
  inactiveMedicine: 'That medicine is no longer in the catalogue',
  returnWindowClosed: 'The return window for this dispense has closed',
  returnTooMany: 'More than was dispensed (and not yet returned) cannot be returned',
  dispenseLineNotFound: 'Dispensed line not found',
  windowInvalid: 'The return window must be a whole number of days from 0 to 90',
  daysInvalid: 'Choose 90 or 30 days',
} as const;
const m = dispensaryMessages;

export const MEDICINE_LIMITS = {
  name: 120,
  unit: 40,
  packSize: 60,
  maxPaise: 100_000_000,
  maxQuantity: 100_000,
  reason: 500,
  supplier: 120,
} as const;

const paise = (message: string) => z.number({ error: message }).int(message).min(0, message).max(MEDICINE_LIMITS.maxPaise, message);
const isoDate = z.iso.date({ error: m.dateInvalid });

/** POST and PUT /v1/dispensary/medicines: one catalogue medicine. */
export const medicineSchema = z.strictObject({
  name: requiredLine(m.nameRequired, MEDICINE_LIMITS.name, 'The name'),
  form: z.enum(MEDICINE_FORMS, { error: m.formInvalid }),
  kind: z.enum(MEDICINE_KINDS, { error: m.kindInvalid }),
  hsn: line({ error: m.hsnInvalid }).regex(/^\d{4,8}$/, m.hsnInvalid),
  gstRate: z.number({ error: m.gstInvalid }).refine((rate) => (GST_RATES as readonly number[]).includes(rate), m.gstInvalid),
  unit: requiredLine(m.unitRequired, MEDICINE_LIMITS.unit, 'The unit'),
  packSize: requiredLine(m.packSizeRequired, MEDICINE_LIMITS.packSize, 'The pack size'),
  mrpPaise: paise(m.mrpInvalid),
  reorderLevel: z
    .number({ error: m.reorderInvalid })
    .int(m.reorderInvalid)
    .min(0, m.reorderInvalid)
    .max(MEDICINE_LIMITS.maxQuantity, m.reorderInvalid),
  active: z.boolean().default(true),
});
export type MedicineInput = z.infer<typeof medicineSchema>;

const quantity = z
  .number({ error: m.quantityInvalid })
  .int(m.quantityInvalid)
  .min(1, m.quantityInvalid)
  .max(MEDICINE_LIMITS.maxQuantity, m.quantityInvalid);
const reason = requiredLine(m.reasonRequired, MEDICINE_LIMITS.reason, 'The reason');

/** POST /v1/dispensary/medicines/{id}/batches: a received batch; the expiry defaults from the form's shelf life. */
export const receiveBatchSchema = z.strictObject({
  batchNumber: requiredLine(m.batchNumberRequired, 40, 'The batch number'),
  mfgDate: isoDate,
  expiryDate: z.preprocess(blankToNull, isoDate.nullish()),
  quantity,
  costPaise: paise(m.costInvalid),
  supplier: requiredLine(m.supplierRequired, MEDICINE_LIMITS.supplier, 'The supplier'),
});
export type ReceiveBatchInput = z.infer<typeof receiveBatchSchema>;

/** POST /v1/dispensary/batches/{id}/adjustments: units found (+) or lost, broken, spoiled (−), with the reason. */
export const adjustmentSchema = z.strictObject({
  delta: z
    .number({ error: m.deltaInvalid })
    .int(m.deltaInvalid)
    .min(-MEDICINE_LIMITS.maxQuantity, m.deltaInvalid)
    .max(MEDICINE_LIMITS.maxQuantity, m.deltaInvalid)
    .refine((delta) => delta !== 0, m.deltaInvalid),
  reason,
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

/**
 * POST /v1/dispensary/appointments/{id}/dispenses: for each chosen prescription line, the
 * catalogue medicine handed over (another than prescribed is a substitution), how many units and,
 * optionally, the batch (otherwise the earliest-expiring usable batches, FEFO).
 */
export const dispenseSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        prescriptionLine: z.number({ error: m.lineUnknown }).int(m.lineUnknown).min(0, m.lineUnknown).max(29, m.lineUnknown),
        medicineId: idSchema,
        quantity,
        batchId: idSchema.nullish(),
      }),
      { error: m.linesRequired },
    )
    .min(1, m.linesRequired)
    .max(60, m.tooManyLines),
  note: z.preprocess(blankToNull, text({ error: m.reasonRequired }).trim().max(MEDICINE_LIMITS.reason).nullish()),
});
export type DispenseInput = z.infer<typeof dispenseSchema>;

/** POST /v1/dispensary/dispense-lines/{id}/returns. */
export const dispenseReturnSchema = z.strictObject({ quantity, reason });
export type DispenseReturnInput = z.infer<typeof dispenseReturnSchema>;

/** PUT /v1/dispensary/settings. */
export const dispensarySettingsSchema = z.strictObject({
  returnWindowDays: z.number({ error: m.windowInvalid }).int(m.windowInvalid).min(0, m.windowInvalid).max(90, m.windowInvalid),
  /** Issue 50 item 6: the delivery charge of an online order, GST-inclusive; 0: delivery not offered. Left out: unchanged. */
  deliveryPaise: z
    .number({ error: medicineOrderMessages.deliveryInvalid })
    .int(medicineOrderMessages.deliveryInvalid)
    .min(0, medicineOrderMessages.deliveryInvalid)
    .max(1_000_000, medicineOrderMessages.deliveryInvalid)
    .optional(),
});
export type DispensarySettingsInput = z.infer<typeof dispensarySettingsSchema>;

/** GET /v1/dispensary/reports/near-expiry?days=90|30 (and its CSV). */
export const nearExpiryQuerySchema = z.strictObject({
  days: numeric(z.union(NEAR_EXPIRY_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<90>, z.ZodLiteral<30>], { error: m.daysInvalid })).default(90),
});
