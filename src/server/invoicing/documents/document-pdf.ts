import { and, eq } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { paymentDocuments, type NotificationAttachment } from '../../kernel/db/schema';
import { loadClinicHeader } from '../../practice';
import type { PaymentDocument } from './issue-payment-documents';
import { renderPaymentDocument } from './render-payment-document';

type Reader = Pick<Database, 'select'>;

/** A document's file name: its number, JAC-2026-27-000123.pdf. */
export const documentFileName = (document: Pick<PaymentDocument, 'number'>) => `${document.number.replaceAll('/', '-')}.pdf`;

/** The PDF of an issued receipt or credit note, drawn from its frozen row (a credit note names its receipt). */
export async function paymentDocumentPdf(db: Reader, document: PaymentDocument): Promise<Uint8Array> {
  const receipt = document.receiptId
    ? ((await db.select().from(paymentDocuments).where(eq(paymentDocuments.id, document.receiptId)))[0] ?? null)
    : null;
  return renderPaymentDocument(await loadClinicHeader(db), document, receipt);
}

/** The e-mail attachment that stands for an appointment's receipt until the dispatcher draws it. */
export const receiptAttachment = (appointmentId: number): NotificationAttachment => ({
  filename: 'receipt.pdf',
  contentType: 'application/pdf',
  content: '',
  document: { kind: 'receipt', appointmentId },
});

/** The e-mail attachment that stands for a refund's credit note until the dispatcher draws it. */
export const creditNoteAttachment = (refundId: number): NotificationAttachment => ({
  filename: 'credit-note.pdf',
  contentType: 'application/pdf',
  content: '',
  document: { kind: 'credit_note', refundId },
});

/**
 * Draws the receipts and credit notes a message refers to, as base64 PDFs named by their numbers.
 * A document that was never issued (a payment from before receipts existed) is left out.
 */
export async function drawDocumentAttachments(db: Reader, attachments: NotificationAttachment[]): Promise<NotificationAttachment[]> {
  const drawn: NotificationAttachment[] = [];
  for (const attachment of attachments) {
    const ref = attachment.document;
    if (!ref) {
      drawn.push(attachment);
      continue;
    }
    const where =
      ref.kind === 'receipt'
        ? and(eq(paymentDocuments.appointmentId, ref.appointmentId), eq(paymentDocuments.kind, 'receipt'))
        : and(eq(paymentDocuments.refundId, ref.refundId), eq(paymentDocuments.kind, 'credit_note'));
    const [document] = await db.select().from(paymentDocuments).where(where).limit(1);
    if (!document) continue;
    const bytes = await paymentDocumentPdf(db, document);
    drawn.push({
      filename: documentFileName(document),
      contentType: 'application/pdf',
      content: Buffer.from(bytes).toString('base64'),
      encoding: 'base64',
    });
  }
  return drawn;
}
