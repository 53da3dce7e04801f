import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_DOCUMENT_KINDS, PAYMENT_METHODS, type PaymentDocumentKind, type PaymentMethod } from '../../../../lib/domain/payments';
import { appointments } from './appointments';
import { inList, requiredRef, timestamps } from './columns';
import { payments, refunds } from './payments';
import { users } from './users';

/**
 * The last number given in each gapless series (one per document kind and financial year). The
 * row is bumped inside the transaction that records the payment or refund, so a rollback gives
 * the number back and concurrent issuers wait on the row (docs/decisions/027).
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text().primaryKey(),
    lastNumber: integer().notNull(),
  },
  // A printed number has six digits to stay within GST's 16 characters: a seventh refuses the issue.
  (t) => [check('document_series_last_number_check', sql`${t.lastNumber} between 1 and 999999`)],
);

/**
 * An issued receipt or credit note, frozen as issued: the patient's name, the service and the
 * clinic's GSTIN are copied in, so a later change or an erasure leaves the document as it was.
 */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    id: serial().primaryKey(),
    kind: text().$type<PaymentDocumentKind>().notNull(),
    number: text().notNull().unique(),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    // 'Receipt', 'Bill of Supply' (the clinic has a GSTIN) or 'Credit Note'.
    title: text().notNull(),
    paymentId: requiredRef(() => payments.id, 'restrict'),
    refundId: integer()
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    // A credit note's receipt.
    receiptId: integer().references((): AnyPgColumn => paymentDocuments.id, { onDelete: 'restrict' }),
    appointmentId: integer().references(() => appointments.id, { onDelete: 'restrict' }),
    userId: requiredRef(() => users.id, 'restrict'),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    // Always positive; a credit note reduces its receipt by this much.
    amountPaise: integer().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    providerPaymentId: text(),
    patientName: text().notNull(),
    serviceName: text().notNull(),
    sac: text().notNull(),
    clinicGstin: text(),
    reason: text(),
    // Issue 44/45: the recipient's address where known, the visit paid for (its start and doctor),
    // who took the money at the desk and the slip's reference, frozen like the rest.
    patientAddress: text(),
    visitAt: timestamp({ withTimezone: true }),
    doctorName: text(),
    receivedBy: text(),
    paymentReference: text(),
    // Issue 51 item 10: the discount given on a receipt's fee and its reason (amountPaise is net).
    discountPaise: integer().notNull().default(0),
    discountReason: text(),
    ...timestamps,
  },
  (t) => [
    check('payment_documents_kind_check', inList('kind', PAYMENT_DOCUMENT_KINDS)),
    check('payment_documents_method_check', inList('method', PAYMENT_METHODS)),
    check('payment_documents_amount_check', sql`${t.amountPaise} > 0`),
    check('payment_documents_discount_check', sql`${t.discountPaise} >= 0 and (${t.discountPaise} = 0) = (${t.discountReason} is null)`),
    check(
      'payment_documents_credit_note_check',
      sql`(${t.kind} = 'credit_note') = (${t.refundId} is not null and ${t.receiptId} is not null and ${t.reason} is not null)`,
    ),
    uniqueIndex('payment_documents_series_unique').on(t.kind, t.financialYear, t.sequence),
    // One receipt per payment.
    uniqueIndex('payment_documents_receipt_unique')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'receipt'`),
    index('payment_documents_issued_idx').on(t.issuedAt),
    index('payment_documents_user_idx').on(t.userId),
    index('payment_documents_appointment_idx').on(t.appointmentId),
  ],
);
