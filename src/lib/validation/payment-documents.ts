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

/** GSTR-1 tables the helper exports: 8 (exempt supplies), 12 (HSN/SAC summary), 13 (documents issued). */
export const GSTR1_TABLES = ['exemp', 'hsn', 'docs'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

/** GET /v1/payment-documents/gstr1.csv?table=exemp&month=YYYY-MM */
export const gstr1QuerySchema = z.object({
  table: z.enum(GSTR1_TABLES, { error: 'table must be exemp, hsn or docs' }),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must look like 2026-11'),
});

/** The accountant's CSV columns, in order: document rows only (an importer reads every row as a document). */
export const PAYMENT_DOCUMENT_CSV_COLUMNS = ['number', 'date', 'patient', 'service', 'sac', 'amount', 'method', 'provider_id', 'reference'] as const;
