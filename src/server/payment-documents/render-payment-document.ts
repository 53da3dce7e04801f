import { paiseInWords } from '../../lib/format/amount-in-words';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { drawDetails, drawTable, startClinicDocument, writeText } from '../documents/clinic-document';
import type { ClinicHeader } from '../documents/clinic-header';
import type { PaymentDocument } from './issue-payment-documents';

/** How each method reads on a document. */
export const METHOD_LABELS: Record<PaymentDocument['method'], string> = {
  online: 'Online (Razorpay)',
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  link: 'Payment link',
  waived: 'Waived',
};

/**
 * A receipt, bill of supply or credit note as the PDF the patient and the accountant keep. The
 * clinic header is today's; everything else is as frozen on the document when it was issued.
 */
export async function renderPaymentDocument(clinic: ClinicHeader, document: PaymentDocument, receipt: PaymentDocument | null): Promise<Buffer> {
  const { doc, finish } = await startClinicDocument({ ...clinic, gstin: document.clinicGstin }, { title: document.title });
  const isCreditNote = document.kind === 'credit_note';
  drawDetails(doc, [
    [isCreditNote ? 'Credit note no.' : `${document.title} no.`, document.number],
    ['Date', `${formatDate(document.issuedAt, 'short', CLINIC_TIME_ZONE)} IST`],
    ['Patient', document.patientName],
    ...(isCreditNote && receipt ? [['Against receipt no.', receipt.number] as [string, string]] : []),
    ...(isCreditNote && document.reason ? [['Reason', document.reason] as [string, string]] : []),
    ['Payment method', METHOD_LABELS[document.method]],
    ['Payment id', document.providerPaymentId ?? '—'],
  ]);
  drawTable(
    doc,
    [
      { header: 'Service', share: 0.55 },
      { header: 'SAC', share: 0.15 },
      { header: isCreditNote ? 'Amount refunded' : 'Amount', share: 0.3, align: 'right' },
    ],
    [
      [document.serviceName, document.sac, formatPaise(document.amountPaise)],
      ['Total', '', formatPaise(document.amountPaise)],
    ],
  );
  writeText(doc, `Amount in words: ${paiseInWords(document.amountPaise)}`, { isBold: true });
  doc.moveDown(1);
  const notes = [
    `Health care services by a clinical establishment are exempt from GST (SAC ${document.sac}).`,
    ...(isCreditNote ? ['This credit note reduces the receipt named above by the amount refunded.'] : []),
    'Digitally signed by the clinic: the PDF carries its signature, which any PDF reader can verify.',
  ];
  for (const note of notes) writeText(doc, note, { size: 8.5, color: '#5b665b' });
  return finish();
}
