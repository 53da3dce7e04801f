import { paiseInWords } from '../../../lib/format/amount-in-words';
import { formatDate } from '../../../lib/format/date';
import { formatPaise } from '../../../lib/format/money';
import { CLINIC_TIME_ZONE } from '../../../lib/time/clinic-time';
import { drawDetails, drawTable, startClinicDocument, writeText, type ClinicHeader } from '../../kernel/documents/clinic-document';
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

/** Methods paid through the provider, whose payment id the patient's bank statement shows. */
const PROVIDER_METHODS: ReadonlySet<PaymentDocument['method']> = new Set(['online', 'link']);

/**
 * A receipt, bill of supply or credit note as the PDF the patient and the accountant keep. The
 * clinic header is today's; everything else is as frozen on the document when it was issued.
 */
export async function renderPaymentDocument(clinic: ClinicHeader, document: PaymentDocument, receipt: PaymentDocument | null): Promise<Buffer> {
  const { doc, finish } = await startClinicDocument({ ...clinic, gstin: document.clinicGstin }, { title: document.title });
  const isCreditNote = document.kind === 'credit_note';
  const inIst = (at: Date) => `${formatDate(at, 'short', CLINIC_TIME_ZONE)} IST`;
  const details: [string, string | null | undefined][] = [
    [isCreditNote ? 'Credit note no.' : `${document.title} no.`, document.number],
    ['Date', inIst(document.issuedAt)],
    ['Patient', document.patientName],
    ['Address', document.patientAddress],
    ['Against receipt no.', isCreditNote ? receipt?.number : null],
    ['Receipt date', isCreditNote && receipt ? inIst(receipt.issuedAt) : null],
    ['Reason', isCreditNote ? document.reason : null],
    ['Visit', document.visitAt ? inIst(document.visitAt) : null],
    ['Doctor', document.doctorName],
    ['Payment method', METHOD_LABELS[document.method]],
    // The provider's id only: a desk payment's is the clinic's own internal key (cash_…), never printed.
    ['Payment id', PROVIDER_METHODS.has(document.method) ? document.providerPaymentId : null],
    ['Reference', document.paymentReference],
    ['Received by', document.receivedBy],
  ];
  drawDetails(
    doc,
    details.filter((detail): detail is [string, string] => Boolean(detail[1])),
  );
  drawTable(
    doc,
    [
      { header: 'Service', share: 0.55 },
      { header: 'SAC', share: 0.15 },
      { header: isCreditNote ? 'Amount refunded' : 'Amount', share: 0.3, align: 'right' },
    ],
    [
      // A receipt's discount (issue 51 item 10): the fee, what was taken off and why, then the total taken.
      ...(!isCreditNote && document.discountPaise > 0
        ? [
            [document.serviceName, document.sac, formatPaise(document.amountPaise + document.discountPaise)],
            [`Discount: ${document.discountReason}`, '', `-${formatPaise(document.discountPaise)}`],
          ]
        : [[document.serviceName, document.sac, formatPaise(document.amountPaise)]]),
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
