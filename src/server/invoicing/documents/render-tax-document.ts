import type { Locale } from '../../../i18n/locales';
import { GST_STATES, type GstStateCode, placeOfSupplyLabel } from '../../../lib/domain/gst';
import { paiseInWords } from '../../../lib/format/amount-in-words';
import { formatDate } from '../../../lib/format/date';
import { formatPaise } from '../../../lib/format/money';
import { CLINIC_TIME_ZONE } from '../../../lib/time/clinic-time';
import { drawDetails, drawTable, startClinicDocument, writeText, type ClinicHeader } from '../../kernel/documents/clinic-document';
import type { TaxDocument, TaxDocumentLine } from './tax-documents';

/**
 * The labels a tax document prints beside the English ones in the patient's language (rule 46
 * sets the fields, not their language): the legal fields themselves (numbers, GSTIN, HSN, amounts)
 * stay as they are. A few words, so no catalogue is imported into the server (function-bundle).
 */
const LABELS = {
  taxInvoice: { en: 'Tax Invoice', hi: 'कर बीजक', gu: 'કર બીજક' },
  creditNote: { en: 'Credit Note', hi: 'क्रेडिट नोट', gu: 'ક્રેડિટ નોટ' },
  number: { en: 'No.', hi: 'क्रमांक', gu: 'ક્રમાંક' },
  date: { en: 'Date', hi: 'तारीख', gu: 'તારીખ' },
  recipient: { en: 'Recipient', hi: 'प्राप्तकर्ता', gu: 'મેળવનાર' },
  address: { en: 'Address', hi: 'पता', gu: 'સરનામું' },
  placeOfSupply: { en: 'Place of supply', hi: 'आपूर्ति का स्थान', gu: 'પુરવઠાનું સ્થળ' },
  total: { en: 'Total', hi: 'कुल', gu: 'કુલ' },
} as const satisfies Record<string, Record<Locale, string>>;

const label = (name: keyof typeof LABELS, language: Locale) =>
  language === 'en' ? LABELS[name].en : `${LABELS[name].en} / ${LABELS[name][language]}`;

const rupees = (paise: number) => formatPaise(paise);
const percent = (bp: number) => `${bp / 100}%`;

/**
 * A tax invoice (CGST rule 46) or its credit note (rule 53) as the PDF the patient and the
 * accountant keep: the supplier's name, address and GSTIN (the header), the serial number and
 * date, the recipient, HSN, description, quantity and unit, value, taxable value, the rate and
 * amount of CGST and SGST (or IGST across states), the place of supply with its state's name,
 * and the clinic's digital signature (as every clinic document: decision 026).
 */
export async function renderTaxDocument(
  clinic: ClinicHeader,
  document: TaxDocument,
  lines: TaxDocumentLine[],
  invoice: TaxDocument | null,
): Promise<Buffer> {
  const language = document.language;
  const isCreditNote = document.kind === 'tax_credit_note';
  const title = label(isCreditNote ? 'creditNote' : 'taxInvoice', language);
  const { doc, finish } = await startClinicDocument({ ...clinic, gstin: document.clinicGstin }, { title, language });
  const inIst = (at: Date) => `${formatDate(at, 'short', CLINIC_TIME_ZONE)} IST`;
  const details: [string, string | null | undefined][] = [
    [`${isCreditNote ? 'Credit note' : 'Invoice'} ${label('number', language)}`, document.number],
    [label('date', language), inIst(document.issuedAt)],
    ['Against invoice no.', isCreditNote ? invoice?.number : null],
    ['Invoice date', isCreditNote && invoice ? inIst(invoice.issuedAt) : null],
    ['Reason', isCreditNote ? document.reason : null],
    [label('recipient', language), `${document.recipientName} (unregistered)`],
    [label('address', language), document.recipientAddress],
    [label('placeOfSupply', language), placeOfSupplyLabel(document.placeOfSupply as GstStateCode)],
    ['Supply', document.interState ? 'Inter-State (IGST)' : `Intra-State (CGST + SGST), ${GST_STATES[document.clinicStateCode as GstStateCode]}`],
  ];
  drawDetails(
    doc,
    details.filter((detail): detail is [string, string] => Boolean(detail[1])),
  );
  const taxColumns = document.interState
    ? [{ header: 'IGST', share: 0.13, align: 'right' as const }]
    : [
        { header: 'CGST', share: 0.1, align: 'right' as const },
        { header: 'SGST', share: 0.1, align: 'right' as const },
      ];
  const taxCells = (amounts: { cgstPaise: number; sgstPaise: number; igstPaise: number }, rateBp: number | null) => {
    const rate = (share: number) => (rateBp === null ? '' : ` @${percent(rateBp * share)}`);
    return document.interState
      ? [`${rupees(amounts.igstPaise)}${rate(1)}`]
      : [`${rupees(amounts.cgstPaise)}${rate(0.5)}`, `${rupees(amounts.sgstPaise)}${rate(0.5)}`];
  };
  const descriptionShare = document.interState ? 0.26 : 0.19;
  drawTable(
    doc,
    [
      { header: 'HSN', share: 0.12 },
      { header: 'Description', share: descriptionShare },
      { header: 'Qty', share: 0.09, align: 'right' },
      { header: 'Rate', share: 0.1, align: 'right' },
      { header: 'Taxable value', share: 0.15, align: 'right' },
      ...taxColumns,
      { header: 'Value', share: 0.15, align: 'right' },
    ],
    [
      ...lines.map((line) => [
        line.hsn,
        line.description,
        `${line.quantity} ${line.unit}`,
        `${rupees(line.mrpPaise)} (GST ${percent(line.gstRateBp)})`,
        rupees(line.taxablePaise),
        ...taxCells(line, line.gstRateBp),
        rupees(line.valuePaise),
      ]),
      [label('total', language), '', '', '', rupees(document.taxablePaise), ...taxCells(document, null), rupees(document.valuePaise)],
    ],
  );
  writeText(doc, `Amount in words: ${paiseInWords(document.valuePaise)}`, { isBold: true });
  doc.moveDown(1);
  const notes = [
    'Prices are the MRP, inclusive of GST: taxable value = MRP × quantity × 100 / (100 + rate), each line rounded to the paisa.',
    'Tax is not payable on reverse charge.',
    ...(isCreditNote ? ['This credit note reduces the invoice named above by the value of the returned goods and their tax.'] : []),
    'Digitally signed by the clinic: the PDF carries its signature, which any PDF reader can verify.',
  ];
  for (const note of notes) writeText(doc, note, { size: 8.5, color: '#5b665b' });
  return finish();
}
