import * as z from 'zod';

/** GET /v1/payment-documents and /v1/users/me/documents (issue 30): a receipt or credit note as issued. */
export const paymentDocumentResponse = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['receipt', 'credit_note']),
  number: z.string(),
  title: z.string(),
  issued_at: z.iso.datetime(),
  appointment_id: z.number().int().nullable(),
  patient: z.string(),
  service: z.string(),
  sac: z.string(),
  /** Rupees; negative for a credit note (it takes money back). */
  amount: z.number(),
  method: z.string(),
  provider_id: z.string().nullable(),
  /** A credit note's receipt number. */
  reference: z.string().nullable(),
  reason: z.string().nullable(),
});
export type PaymentDocumentListItem = z.infer<typeof paymentDocumentResponse>;

const heldRows = z.array(z.record(z.string(), z.unknown()));

/** GET /v1/users/me/export (DPDP Act 2023, right of access): everything held about the patient, as one file. */
export const personalDataExportResponse = z.strictObject({
  exported_at: z.iso.datetime(),
  details: z.record(z.string(), z.unknown()).nullable(),
  appointments: heldRows,
  payments: heldRows,
  refunds: heldRows,
  messages: heldRows,
  /** What the patient answered before each visit (the form's questions beside them). */
  intake_answers: heldRows,
  /** Every consent given or withdrawn: teleconsultation, the privacy notice, reminders. */
  consents: heldRows,
  /** Reports they shared before a visit (issue 43): name, type, size, date and where each downloads (with their sign-in). */
  reports: z.array(
    z.strictObject({
      id: z.number().int(),
      appointment_id: z.number().int(),
      file_name: z.string(),
      content_type: z.string(),
      size: z.number().int(),
      uploaded_at: z.iso.datetime(),
      download: z.url(),
    }),
  ),
  /** The doctor's finalised record of each visit, with the prescription, the addenda and the summary PDF's address. */
  visit_records: heldRows,
  /** Their DPDP Act requests (erasure) and how each ended. */
  data_requests: heldRows,
  /** What they wrote through the contact form from their e-mail address or number. */
  contact_queries: heldRows,
  /** Their answers to the feedback asked after each visit (issue 49): rating, comment, when. */
  visit_feedback: heldRows,
  documents: z.array(paymentDocumentResponse.extend({ download: z.url().nullable() })),
});
