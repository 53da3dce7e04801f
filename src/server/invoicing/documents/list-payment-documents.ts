import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { indiaDateTimeOf } from '../../../lib/time/clinic-time';
import type { PaymentDocumentQuery } from '../../../lib/validation/payment-documents';
import type { Database } from '../../kernel/db/database';
import { paymentDocuments } from '../../kernel/db/schema';
import { withinClinicDays } from '../../kernel/paging';
import { METHOD_LABELS } from './render-payment-document';
import type { PaymentDocumentListItem } from './responses';

const receipts = alias(paymentDocuments, 'receipts');

/** A document as the API lists it; a credit note's amount is negative (it takes money back). */
export type PaymentDocumentRow = PaymentDocumentListItem;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Documents matching the admin filters (or one patient's), oldest first as an accountant files them. */
export async function listPaymentDocuments(db: Database, query: PaymentDocumentQuery & { userId?: number }): Promise<PaymentDocumentRow[]> {
  const filters: SQL[] = [...withinClinicDays(paymentDocuments.issuedAt, query)];
  if (query.kind) filters.push(eq(paymentDocuments.kind, query.kind));
  if (query.userId !== undefined) filters.push(eq(paymentDocuments.userId, query.userId));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(paymentDocuments.patientName, pattern), ilike(paymentDocuments.number, pattern))!);
  }
  const rows = await db
    .select({ document: paymentDocuments, reference: receipts.number })
    .from(paymentDocuments)
    .leftJoin(receipts, eq(receipts.id, paymentDocuments.receiptId))
    .where(and(...filters))
    .orderBy(asc(paymentDocuments.issuedAt), desc(paymentDocuments.kind), asc(paymentDocuments.id));
  return rows.map(({ document, reference }) => ({
    id: document.id,
    kind: document.kind,
    number: document.number,
    title: document.title,
    issued_at: document.issuedAt.toISOString(),
    appointment_id: document.appointmentId,
    patient: document.patientName,
    service: document.serviceName,
    sac: document.sac,
    amount: ((document.kind === 'credit_note' ? -1 : 1) * document.amountPaise) / 100,
    method: METHOD_LABELS[document.method],
    provider_id: document.providerPaymentId,
    reference,
    reason: document.reason,
  }));
}

/**
 * The accountant's rows: each document (credit notes negative, IST dates) and nothing else, so an
 * importer reads every row as a document; the month's totals are the GSTR-1 helper's table 8.
 */
export function accountantRows(rows: PaymentDocumentRow[]): Record<string, string | number | null>[] {
  return rows.map((row) => ({
    number: row.number,
    date: indiaDateTimeOf(new Date(row.issued_at)),
    patient: row.patient,
    service: row.service,
    sac: row.sac,
    // A number, so a spreadsheet sums it (a text cell starting with '-' would be guarded as a formula).
    amount: row.amount,
    method: row.method,
    provider_id: row.provider_id,
    reference: row.reference,
  }));
}
