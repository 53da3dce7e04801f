import * as z from 'zod';
import { GST_STATE_CODES } from '../domain/gst';
import { MEDICINE_ORDER_FULFILMENTS, MEDICINE_ORDER_MOVE_NAMES } from '../domain/medicine-orders';
import { blankToNull, line } from './common';

/** The longest address line, city or courier reference a medicines order keeps, in characters. */
export const ORDER_TEXT_MAX = 200;

/** Online medicines orders' answers and refusals (issue 50 item 6, decision 065); the patient's page translates each by its key. */
export const medicineOrderMessages = {
  fulfilmentInvalid: 'Choose to collect the medicines at the clinic or to have them delivered',
  addressRequired: 'Give the delivery address: its lines, city, PIN and state',
  addressInvalid: `The address lines must be text, at most ${ORDER_TEXT_MAX} characters`,
  cityInvalid: `The city must be text on one line, at most ${ORDER_TEXT_MAX} characters`,
  pinInvalid: 'The PIN code must be 6 digits',
  stateInvalid: 'Choose the state of the delivery address',
  addressNotUsed: 'A collection at the clinic takes no address',
  visitNotOrderable: 'Medicines of this visit cannot be ordered online',
  nothingToOrder: 'No medicine of this visit is left to order online',
  alreadyOrdered: 'The medicines of this visit are already paid for',
  deliveryNotOffered: 'The clinic does not deliver medicines: choose to collect them',
  orderNotFound: 'This medicines order was not found',
  signatureInvalid: 'The medicines payment could not be verified',
  stockShortRefund: 'A medicine ran out before your payment arrived: nothing was sold and your payment is being refunded in full',
  paidTwiceRefund: 'This order was already paid: this second payment is being refunded in full',
  moveInvalid: `The new state must be one of ${MEDICINE_ORDER_MOVE_NAMES.join(', ')}`,
  moveNotAllowed: 'The order cannot move to that state from where it is',
  referenceInvalid: `The courier reference must be text on one line, at most ${ORDER_TEXT_MAX} characters`,
  deliveryInvalid: 'The delivery charge must be from ₹0 (delivery not offered) to ₹10,000, in whole paise',
} as const;
const m = medicineOrderMessages;

const address = z.strictObject(
  {
    lines: z.string({ error: m.addressInvalid }).trim().min(1, m.addressRequired).max(ORDER_TEXT_MAX, m.addressInvalid),
    city: line({ error: m.cityInvalid }).min(1, m.addressRequired).max(ORDER_TEXT_MAX, m.cityInvalid),
    pin: z.string({ error: m.pinInvalid }).regex(/^[1-9][0-9]{5}$/, m.pinInvalid),
    state: z.enum(GST_STATE_CODES, { error: m.stateInvalid }),
  },
  { error: m.addressRequired },
);

/**
 * POST /v1/dispensary/appointments/{id}/orders: how the patient wants the visit's medicines. What
 * is sold, its quantity and every amount are the server's; a field for one is refused, not read.
 */
export const medicineOrderSchema = z
  .strictObject({
    fulfilment: z.enum(MEDICINE_ORDER_FULFILMENTS, { error: m.fulfilmentInvalid }),
    address: address.optional(),
  })
  .superRefine((order, ctx) => {
    if (order.fulfilment === 'delivery' && !order.address) ctx.addIssue({ code: 'custom', message: m.addressRequired, path: ['address'] });
    if (order.fulfilment === 'collect' && order.address) ctx.addIssue({ code: 'custom', message: m.addressNotUsed, path: ['address'] });
  });
export type MedicineOrderInput = z.infer<typeof medicineOrderSchema>;

/** POST /v1/dispensary/orders/{id}/moves: staff move an order on (ready, dispatched, collected, delivered, cancelled). */
export const medicineOrderMoveSchema = z.strictObject({
  to: z.enum(MEDICINE_ORDER_MOVE_NAMES, { error: m.moveInvalid }),
  courierReference: z.preprocess(blankToNull, line({ error: m.referenceInvalid }).max(ORDER_TEXT_MAX, m.referenceInvalid).nullish()),
});
export type MedicineOrderMoveInput = z.infer<typeof medicineOrderMoveSchema>;
