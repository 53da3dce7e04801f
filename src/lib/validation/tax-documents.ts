import * as z from 'zod';
import { GST_STATE_CODES } from '../domain/gst';
import { DESK_PAYMENT_METHODS } from '../domain/payments';
import { blankToNull, line } from './common';
import { PAYMENT_REFERENCE_MAX } from './staff-booking';

/** The desk's checkout of a visit's medicines and their tax documents (issue 50 item 4, decision 063). */
export const taxDocumentMessages = {
  methodInvalid: `Payment method must be one of ${DESK_PAYMENT_METHODS.join(', ')}`,
  referenceInvalid: 'Reference must be at most 100 characters of text on one line',
  stateInvalid: 'Choose the state of the patient’s address (its two-digit GST state code)',
  nothingDue: 'Nothing is due for this visit: its medicines are already paid',
  noGstin: 'The clinic has no GSTIN in its settings: a tax invoice for medicines cannot be issued',
  documentNotFound: 'Tax document not found',
  monthInvalid: 'month must look like 2026-11',
} as const;
const m = taxDocumentMessages;

/**
 * POST /v1/dispensary/appointments/{id}/checkout: how the patient paid what is due. The amounts
 * are the server's (the dispensed lines' MRP × quantity); a field for one is refused, not read.
 * `recipientState` is the state of the patient's address; left out, the clinic's own.
 */
export const checkoutSchema = z.strictObject({
  method: z.enum(DESK_PAYMENT_METHODS, { error: m.methodInvalid }),
  reference: z.preprocess(blankToNull, line({ error: m.referenceInvalid }).max(PAYMENT_REFERENCE_MAX, m.referenceInvalid).nullish()),
  recipientState: z.enum(GST_STATE_CODES, { error: m.stateInvalid }).nullish(),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** GET /v1/dispensary/reports/hsn?month=YYYY-MM (and .csv). */
export const hsnReportQuerySchema = z.strictObject({
  month: z.string({ error: m.monthInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.monthInvalid),
});
