import { MEDICINE_ORDER_FULFILMENTS, MEDICINE_ORDER_STATUSES } from '../../../lib/domain/medicine-orders';
import * as z from 'zod';
import { MEDICINE_KINDS, STOCK_STATES } from '../../../lib/domain/dispensary';
import { MEDICINE_FORMS } from '../../../lib/validation/visit-record';
import { prescriptionLineResponse } from '../consultation/responses';

/** One catalogue medicine with its stock: `onHand` in every batch, `usable` in the unexpired ones. */
export const medicineResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  form: z.enum(MEDICINE_FORMS),
  kind: z.enum(MEDICINE_KINDS),
  hsn: z.string(),
  /** Percent: 0, 0.25, 3, 5, 12, 18 or 28. */
  gstRate: z.number(),
  unit: z.string(),
  packSize: z.string(),
  /** Per unit, GST included. */
  mrpPaise: z.number().int(),
  reorderLevel: z.number().int(),
  active: z.boolean(),
  onHand: z.number().int(),
  usable: z.number().int(),
});
export type Medicine = z.infer<typeof medicineResponse>;

/**
 * GET /v1/dispensary/prescribable (issue 50): the active medicines the doctor's prescription
 * editor suggests, with their stock state only (no prices, batches or counts).
 */
export const prescribableMedicinesResponse = z.array(
  z.strictObject({ id: z.number().int(), name: z.string(), form: z.enum(MEDICINE_FORMS), stock: z.enum(STOCK_STATES) }),
);
export type PrescribableMedicine = z.infer<typeof prescribableMedicinesResponse>[number];

export const batchResponse = z.strictObject({
  id: z.number().int(),
  medicineId: z.number().int(),
  batchNumber: z.string(),
  mfgDate: z.iso.date(),
  expiryDate: z.iso.date(),
  expired: z.boolean(),
  quantityReceived: z.number().int(),
  onHand: z.number().int(),
  costPaise: z.number().int(),
  supplier: z.string(),
  receivedAt: z.iso.datetime(),
});
export type Batch = z.infer<typeof batchResponse>;

/** GET /v1/dispensary/medicines/{id}: the medicine and its batches, earliest expiry first. */
export const medicineDetailResponse = z.strictObject({ medicine: medicineResponse, batches: z.array(batchResponse) });
export type MedicineDetail = z.infer<typeof medicineDetailResponse>;

export const dispenseLineResponse = z.strictObject({
  id: z.number().int(),
  prescriptionLine: z.number().int(),
  prescribedMedicine: z.string(),
  substituted: z.boolean(),
  medicineId: z.number().int(),
  medicineName: z.string(),
  batchId: z.number().int(),
  batchNumber: z.string(),
  expiryDate: z.iso.date(),
  quantity: z.number().int(),
  returnedQuantity: z.number().int(),
  mrpPaise: z.number().int(),
  gstRate: z.number(),
  hsn: z.string(),
});

export const dispenseResponse = z.strictObject({
  id: z.number().int(),
  partial: z.boolean(),
  note: z.string().nullable(),
  dispensedAt: z.iso.datetime(),
  /** The last moment a return is taken (the settings' window). */
  returnableUntil: z.iso.datetime(),
  lines: z.array(dispenseLineResponse),
});
export type Dispense = z.infer<typeof dispenseResponse>;

/**
 * GET /v1/dispensary/appointments/{id} (and POST …/dispenses, 201): the visit's finalised
 * prescription as a dispense list, each line with the catalogue medicine its name matches and
 * the units handed over so far, and the dispenses made.
 */
export const dispenseListResponse = z.strictObject({
  appointmentId: z.number().int(),
  time: z.iso.datetime(),
  patientName: z.string(),
  doctorName: z.string(),
  finalised: z.boolean(),
  lines: z.array(
    z.strictObject({
      index: z.number().int(),
      prescribed: prescriptionLineResponse,
      suggestedMedicineId: z.number().int().nullable(),
      dispensedQuantity: z.number().int(),
    }),
  ),
  dispenses: z.array(dispenseResponse),
});
export type DispenseList = z.infer<typeof dispenseListResponse>;

/** GET /v1/dispensary/queue: recent visits with a finalised prescription, and whether anything was dispensed. */
export const dispenseQueueResponse = z.array(
  z.strictObject({
    appointmentId: z.number().int(),
    time: z.iso.datetime(),
    patientName: z.string(),
    doctorName: z.string(),
    lines: z.number().int(),
    dispensedLines: z.number().int(),
  }),
);
export type DispenseQueue = z.infer<typeof dispenseQueueResponse>;

export const dispensarySettingsResponse = z.strictObject({ returnWindowDays: z.number().int(), deliveryPaise: z.number().int() });
export type DispensarySettings = z.infer<typeof dispensarySettingsResponse>;

/** GET /v1/dispensary/reports/stock, …/near-expiry, …/low-stock: one row per batch (stock, near expiry) or medicine (low stock). */
export const stockReportResponse = z.array(
  z.strictObject({
    medicineId: z.number().int(),
    medicineName: z.string(),
    form: z.enum(MEDICINE_FORMS),
    hsn: z.string(),
    batchNumber: z.string(),
    expiryDate: z.iso.date(),
    daysToExpiry: z.number().int(),
    onHand: z.number().int(),
    costPaise: z.number().int(),
    mrpPaise: z.number().int(),
  }),
);
export type StockReport = z.infer<typeof stockReportResponse>;

export const lowStockReportResponse = z.array(
  z.strictObject({
    medicineId: z.number().int(),
    medicineName: z.string(),
    form: z.enum(MEDICINE_FORMS),
    usable: z.number().int(),
    reorderLevel: z.number().int(),
    shortBy: z.number().int(),
  }),
);
export type LowStockReport = z.infer<typeof lowStockReportResponse>;

/** The desk's checkout (decision 063), for the admin's screen: src/lib/api/types.ts reads only responses modules. */
export type { CheckoutAnswer, MedicinesPaymentLink } from './checkout-responses';

const orderLine = z.strictObject({ name: z.string(), unit: z.string(), quantity: z.number().int(), mrp_paise: z.number().int() });

/** An online medicines order as the patient and staff see it (issue 50 item 6, decision 065). */
export const medicineOrderResponse = z.strictObject({
  id: z.number().int(),
  appointment_id: z.number().int(),
  status: z.enum(MEDICINE_ORDER_STATUSES),
  fulfilment: z.enum(MEDICINE_ORDER_FULFILMENTS),
  lines: z.array(orderLine),
  delivery_paise: z.number().int(),
  amount_paise: z.number().int(),
  address: z.strictObject({ lines: z.string(), city: z.string(), pin: z.string(), state: z.string() }).nullable(),
  courier_reference: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
  updated_at: z.iso.datetime(),
});
export type MedicineOrderJson = z.infer<typeof medicineOrderResponse>;

/** GET /v1/dispensary/my-orders: per finalised online visit, what can be ordered now and the orders made. */
export const medicineOfferResponse = z.array(
  z.strictObject({
    appointment_id: z.number().int(),
    time: z.iso.datetime(),
    doctor_name: z.string(),
    lines: z.array(orderLine),
    total_paise: z.number().int(),
    /** 0: the clinic does not deliver. */
    delivery_paise: z.number().int(),
    orders: z.array(medicineOrderResponse),
  }),
);
export type MedicineOffer = z.infer<typeof medicineOfferResponse>[number];

/** POST /v1/dispensary/appointments/{id}/orders: what the browser's checkout opens with. */
export const medicineCheckoutResponse = z.strictObject({
  medicine_order_id: z.number().int(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  key: z.string(),
  provider: z.enum(['local', 'razorpay']),
});
export type MedicineCheckout = z.infer<typeof medicineCheckoutResponse>;

/** POST /v1/dispensary/orders/verify: the order, paid. */
export const medicineOrderPaidResponse = z.strictObject({ order: medicineOrderResponse });
export type MedicineOrderPaid = z.infer<typeof medicineOrderPaidResponse>;

/** GET /v1/dispensary/orders and POST …/orders/{id}/moves: an order with its patient, for the dispensary. */
export const staffMedicineOrderResponse = medicineOrderResponse.extend({
  patient_name: z.string().nullable(),
  patient_mobile: z.string().nullable(),
});
export type StaffMedicineOrder = z.infer<typeof staffMedicineOrderResponse>;
export const staffMedicineOrdersResponse = z.array(staffMedicineOrderResponse);
