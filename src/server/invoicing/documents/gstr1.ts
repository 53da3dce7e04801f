import { csvText } from '../../kernel/csv';
import type { Gstr1Table } from '../../../lib/validation/payment-documents';
import type { Database } from '../../kernel/db/database';
import { listPaymentDocuments, type PaymentDocumentRow } from './list-payment-documents';
import { HEALTH_CARE_SAC } from './issue-payment-documents';
import { HSN_COLUMNS, hsnCsvRow, hsnSummary, monthDays, type HsnRow } from './hsn-summary';
import { asc, and } from 'drizzle-orm';
import { taxDocuments } from '../../kernel/db/schema';
import { withinClinicDays } from '../../kernel/paging';

/**
 * The accountant's GSTR-1 helper for one month (issue 44): the tables a clinic of exempt health care
 * files, in the column layouts of the GST offline tool's CSV templates (exemp.csv, hsn(b2c).csv,
 * docs.csv), so each imports as it is. Amounts in rupees; credit notes reduce their month.
 */
const LAYOUTS: Record<Gstr1Table, readonly string[]> = {
  // Table 8: nil rated, exempt and non-GST outward supplies.
  exemp: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
  // Table 12: the HSN/SAC summary (patients are unregistered: the B2C tab).
  hsn: HSN_COLUMNS,
  // Table 13: the documents issued, one row per series.
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};

/** The supply rows of table 8; a patient is an unregistered person in the clinic's state (no address of theirs is on the receipt). */
const EXEMPT_ROWS = [
  'Inter-State supplies to registered persons',
  'Intra-State supplies to registered persons',
  'Inter-State supplies to unregistered persons',
  'Intra-State supplies to unregistered persons',
] as const;

const NATURE_OF_DOCUMENT: Record<PaymentDocumentRow['kind'], string> = { receipt: 'Invoices for outward supply', credit_note: 'Credit Note' };

const rupees = (paise: number) => paise / 100;

/** The month's tax invoices and their credit notes (decision 063), in order of issue: table 13's own series. */
type TaxDocumentRow = { kind: 'tax_invoice' | 'tax_credit_note'; number: string };

function tableRows(
  table: Gstr1Table,
  documents: PaymentDocumentRow[],
  medicines: HsnRow[],
  taxDocumentRows: TaxDocumentRow[],
): Record<string, string | number>[] {
  const netPaise = documents.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
  if (table === 'exemp') {
    return EXEMPT_ROWS.map((description) => ({
      Description: description,
      'Nil Rated Supplies': 0,
      'Exempted(other than nil rated/non GST supply)': description === 'Intra-State supplies to unregistered persons' ? rupees(netPaise) : 0,
      'Non-GST Supplies': 0,
    }));
  }
  if (table === 'hsn') {
    // The exempt consultations under their SAC, then the medicines sold by HSN (their tax invoices).
    const services =
      documents.length === 0
        ? []
        : [
            {
              HSN: HEALTH_CARE_SAC,
              Description: 'Human health services',
              UQC: 'NA',
              'Total Quantity': 0,
              'Total Value': rupees(netPaise),
              Rate: 0,
              'Taxable Value': rupees(netPaise),
              'Integrated Tax Amount': 0,
              'Central Tax Amount': 0,
              'State/UT Tax Amount': 0,
              'Cess Amount': 0,
            },
          ];
    return [...services, ...medicines.map(hsnCsvRow)];
  }
  // One row per kind: the list is in order of issue, so the first and last are the series' ends.
  const series: [string, { number: string }[]][] = [
    ...(['receipt', 'credit_note'] as const).map((kind): [string, { number: string }[]] => [
      NATURE_OF_DOCUMENT[kind],
      documents.filter((row) => row.kind === kind),
    ]),
    ['Invoices for outward supply', taxDocumentRows.filter((row) => row.kind === 'tax_invoice')],
    ['Credit Note', taxDocumentRows.filter((row) => row.kind === 'tax_credit_note')],
  ];
  return series.flatMap(([nature, issued]) => {
    if (issued.length === 0) return [];
    return [
      {
        'Nature of Document': nature,
        'Sr. No. From': issued[0]!.number,
        'Sr. No. To': issued.at(-1)!.number,
        'Total Number': issued.length,
        // An issued document is never cancelled: a refund is its own credit note.
        Cancelled: 0,
      },
    ];
  });
}

/** One GSTR-1 table of `month` (YYYY-MM, clinic days) as the offline tool's CSV. */
export async function gstr1Csv(db: Database, month: string, table: Gstr1Table): Promise<string> {
  const documents = await listPaymentDocuments(db, monthDays(month));
  const medicines = table === 'hsn' ? await hsnSummary(db, month) : [];
  const taxDocumentRows =
    table === 'docs'
      ? await db
          .select({ kind: taxDocuments.kind, number: taxDocuments.number })
          .from(taxDocuments)
          .where(and(...withinClinicDays(taxDocuments.issuedAt, monthDays(month))))
          .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id))
      : [];
  return csvText(LAYOUTS[table], tableRows(table, documents, medicines, taxDocumentRows));
}
