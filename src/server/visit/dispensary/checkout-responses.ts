import { sentPaymentLinkResponse } from '../../billing';
import * as z from 'zod';

const amounts = {
  valuePaise: z.number().int(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
};

/** A tax invoice or credit note of the visit's medicines, and where its PDF downloads. */
export const taxDocumentSummaryResponse = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['tax_invoice', 'tax_credit_note']),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  placeOfSupply: z.string(),
  interState: z.boolean(),
  ...amounts,
  pdf: z.string(),
});

/**
 * GET /v1/dispensary/appointments/{id}/checkout: what the patient owes for the visit, by the
 * server's sums (MRP × quantity of the dispensed lines not yet billed, less returns), the
 * consultation's own payment and bill of supply, and the documents issued so far.
 */
export const checkoutResponse = z.strictObject({
  appointmentId: z.number().int(),
  patientName: z.string().nullable(),
  consultation: z.strictObject({
    /** paid: its fee was taken when booked (its bill of supply below); waived: no money, no document. */
    status: z.enum(['paid', 'waived', 'unpaid']),
    amountPaise: z.number().int(),
    billOfSupply: z.string().nullable(),
    billOfSupplyPdf: z.string().nullable(),
  }),
  due: z.array(
    z.strictObject({
      dispenseLineId: z.number().int(),
      medicine: z.string(),
      hsn: z.string(),
      quantity: z.number().int(),
      unit: z.string(),
      mrpPaise: z.number().int(),
      /** Percent. */
      gstRate: z.number(),
      valuePaise: z.number().int(),
    }),
  ),
  totalDuePaise: z.number().int(),
  documents: z.array(taxDocumentSummaryResponse),
});
export type CheckoutAnswer = z.infer<typeof checkoutResponse>;

/** GET /v1/dispensary/reports/hsn?month=: GSTR-1 table 12, B2C, one row per HSN, rate and UQC (credit notes netted). */
export const hsnReportResponse = z.strictObject({
  month: z.string(),
  rows: z.array(
    z.strictObject({
      hsn: z.string(),
      description: z.string(),
      uqc: z.string(),
      totalQuantity: z.number().int(),
      /** Percent. */
      rate: z.number(),
      ...amounts,
    }),
  ),
});
export type HsnReport = z.infer<typeof hsnReportResponse>;

/** POST /v1/dispensary/appointments/{id}/checkout/link: the payment link sent for what is due (decision 065). */
export const medicinesPaymentLinkResponse = z.strictObject({
  appointmentId: z.number().int(),
  paymentLink: sentPaymentLinkResponse,
});
export type MedicinesPaymentLink = z.infer<typeof medicinesPaymentLinkResponse>;
