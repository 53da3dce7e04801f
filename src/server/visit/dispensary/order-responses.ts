import * as z from 'zod';
import { MEDICINE_ORDER_FULFILMENTS, MEDICINE_ORDER_STATUSES } from '../../../lib/domain/medicine-orders';

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
