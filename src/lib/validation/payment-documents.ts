import * as z from 'zod';
import { clinicDateRangeSchema } from './admin-list';

export const PAYMENT_DOCUMENT_KIND_FILTERS = ['receipt', 'credit_note'] as const;

/** GET /v1/payment-documents and its CSV: by kind, patient name or number, and clinic (IST) days of issue. */
export const paymentDocumentQuerySchema = z
  .object({
    kind: z.enum(PAYMENT_DOCUMENT_KIND_FILTERS, { error: 'kind must be receipt or credit_note' }).optional(),
    q: z.string().trim().min(1, 'Type at least one character to search').max(100, 'The search is too long').optional(),
  })
  .extend(clinicDateRangeSchema.shape)
  .refine(({ from, to }) => !from || !to || from <= to, { message: 'The start date must be on or before the end date', path: ['to'] });
export type PaymentDocumentQuery = z.infer<typeof paymentDocumentQuerySchema>;

/** The accountant's CSV columns, in order. */
export const PAYMENT_DOCUMENT_CSV_COLUMNS = ['number', 'date', 'patient', 'service', 'sac', 'amount', 'method', 'provider_id', 'reference'] as const;
