import { and, asc, eq } from 'drizzle-orm';
import { csvText } from '../../kernel/csv';
import { uqcOf } from '../../../lib/domain/gst';
import type { Database } from '../../kernel/db/database';
import { taxDocumentLines, taxDocuments } from '../../kernel/db/schema';
import { withinClinicDays } from '../../kernel/paging';

/** One row of GSTR-1 table 12 (B2C): an HSN at one rate and unit, credit notes netted, paise. */
export interface HsnRow {
  hsn: string;
  description: string;
  uqc: string;
  totalQuantity: number;
  /** Percent. */
  rate: number;
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Chapter 30 (3003, 3004) is medicaments; anything else the catalogue holds is named by its HSN only. */
const hsnDescription = (hsn: string) => (/^300[34]/.test(hsn) ? 'Ayurvedic medicaments' : 'Goods');

/** The days of a month (YYYY-MM) in the clinic's zone. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * Sales by HSN of one month for GSTR-1 table 12 (issue 50 item 5): the lines of the tax invoices
 * issued in the month (IST), less those of the month's credit notes, grouped by HSN, rate and UQC
 * as the return asks, in HSN order. Patients are unregistered: all of it is the B2C tab.
 */
export async function hsnSummary(db: Pick<Database, 'select'>, month: string): Promise<HsnRow[]> {
  const lines = await db
    .select({ kind: taxDocuments.kind, line: taxDocumentLines })
    .from(taxDocumentLines)
    .innerJoin(taxDocuments, eq(taxDocuments.id, taxDocumentLines.documentId))
    .where(and(...withinClinicDays(taxDocuments.issuedAt, monthDays(month))))
    .orderBy(asc(taxDocumentLines.id));
  const rows = new Map<string, HsnRow>();
  for (const { kind, line } of lines) {
    const sign = kind === 'tax_credit_note' ? -1 : 1;
    const uqc = uqcOf(line.unit);
    const key = `${line.hsn}|${line.gstRateBp}|${uqc}`;
    const row = rows.get(key) ?? {
      hsn: line.hsn,
      description: hsnDescription(line.hsn),
      uqc,
      totalQuantity: 0,
      rate: line.gstRateBp / 100,
      valuePaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    row.totalQuantity += sign * line.quantity;
    row.valuePaise += sign * line.valuePaise;
    row.taxablePaise += sign * line.taxablePaise;
    row.cgstPaise += sign * line.cgstPaise;
    row.sgstPaise += sign * line.sgstPaise;
    row.igstPaise += sign * line.igstPaise;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate || a.uqc.localeCompare(b.uqc));
}

/** Table 12's columns as the GST offline tool's hsn(b2c).csv template has them. */
export const HSN_COLUMNS = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const;

/** A row in the template's terms (rupees). */
export const hsnCsvRow = (row: HsnRow): Record<string, string | number> => ({
  HSN: row.hsn,
  Description: row.description,
  UQC: row.uqc,
  'Total Quantity': row.totalQuantity,
  'Total Value': row.valuePaise / 100,
  Rate: row.rate,
  'Taxable Value': row.taxablePaise / 100,
  'Integrated Tax Amount': row.igstPaise / 100,
  'Central Tax Amount': row.cgstPaise / 100,
  'State/UT Tax Amount': row.sgstPaise / 100,
  'Cess Amount': 0,
});

/** The month's sales by HSN as the template's CSV. */
export const hsnSummaryCsv = (rows: HsnRow[]) => csvText(HSN_COLUMNS, rows.map(hsnCsvRow));
