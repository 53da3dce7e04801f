import { asc, eq, sql } from 'drizzle-orm';
import { GST_STATE_CODES, type GstStateCode, gstStateCodeOf, sumTax, taxOfLine } from '../../../lib/domain/gst';
import { financialYearOf } from '../../../lib/time/financial-year';
import { recordAudit } from '../../identity';
import type { Database, Transaction } from '../../kernel/db/database';
import { documentSeries, taxDocumentLines, taxDocuments, users, type TaxDocumentKind } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { readClinicSettings } from '../../practice';
import { taxDocumentMessages as m } from '../../../lib/validation/tax-documents';
import { DOCUMENT_PREFIX } from './issue-payment-documents';

export type TaxDocument = typeof taxDocuments.$inferSelect;
export type TaxDocumentLine = typeof taxDocumentLines.$inferSelect;

/** Each kind is its own series, apart from the bill of supply's and its credit notes': T and N mark them. */
const SERIES_MARK: Record<TaxDocumentKind, string> = { tax_invoice: 'T', tax_credit_note: 'N' };

/** JACT/2627/000001 (a tax invoice) or JACN/2627/000001 (its credit notes): 16 characters. */
export const taxDocumentNumber = (kind: TaxDocumentKind, financialYear: string, sequence: number) =>
  `${DOCUMENT_PREFIX}${SERIES_MARK[kind]}/${financialYear.replace(/^\d\d(\d\d)-/, '$1')}/${String(sequence).padStart(6, '0')}`;

/** A dispensed line as it is billed: the price, rate and HSN of the moment of dispensing (null: an online order's delivery charge). */
export interface BillableLine {
  dispenseLineId: number | null;
  hsn: string;
  description: string;
  quantity: number;
  unit: string;
  mrpPaise: number;
  gstRateBp: number;
}

/**
 * The clinic as a supplier of goods: its GSTIN and the state code its address is in. A clinic
 * without a GSTIN cannot charge GST (it is not registered): the checkout is refused (409).
 */
export async function supplierOf(db: Pick<Database, 'select'>): Promise<{ gstin: string; stateCode: GstStateCode }> {
  const settings = await readClinicSettings(db);
  if (!settings.gstin) throw new AppError('conflict', m.noGstin);
  // A GSTIN starts with its state's code; the address's state name is the fallback.
  const fromGstin = GST_STATE_CODES.find((code) => settings.gstin!.startsWith(code));
  const stateCode = fromGstin ?? gstStateCodeOf(settings.state);
  if (!stateCode) throw new AppError('conflict', m.noGstin);
  return { gstin: settings.gstin, stateCode };
}

/**
 * Takes the series' next number inside the caller's transaction: the upsert locks the series row
 * until commit, so two issuers never share a number and a rollback gives it back (decision 027).
 */
async function nextNumber(tx: Transaction, kind: TaxDocumentKind, issuedAt: Date) {
  const financialYear = financialYearOf(issuedAt);
  const [taken] = await tx
    .insert(documentSeries)
    .values({ series: `${kind}/${financialYear}`, lastNumber: 1 })
    .onConflictDoUpdate({ target: documentSeries.series, set: { lastNumber: sql`${documentSeries.lastNumber} + 1` } })
    .returning({ lastNumber: documentSeries.lastNumber });
  const sequence = taken!.lastNumber;
  return { financialYear, sequence, number: taxDocumentNumber(kind, financialYear, sequence) };
}

interface IssueInput {
  kind: TaxDocumentKind;
  appointmentId: number;
  userId: number;
  paymentId: number;
  placeOfSupply: GstStateCode;
  lines: BillableLine[];
  issuedAt: Date;
  invoiceId?: number;
  dispenseReturnId?: number;
  refundId?: number | null;
  reason?: string;
}

/** Writes a tax document with its lines and audit event, each line's tax to the paisa, the totals their sums. */
async function issueTaxDocument(tx: Transaction, input: IssueInput): Promise<{ document: TaxDocument; lines: TaxDocumentLine[] }> {
  const supplier = await supplierOf(tx);
  const interState = supplier.stateCode !== input.placeOfSupply;
  const [recipient] = await tx
    .select({ name: users.name, address: users.address, language: users.language })
    .from(users)
    .where(eq(users.id, input.userId));
  const taxed = input.lines.map((line) => ({ line, tax: taxOfLine(line, interState) }));
  const totals = sumTax(taxed.map(({ tax }) => tax));
  const numbered = await nextNumber(tx, input.kind, input.issuedAt);
  const [document] = await tx
    .insert(taxDocuments)
    .values({
      ...numbered,
      kind: input.kind,
      appointmentId: input.appointmentId,
      userId: input.userId,
      paymentId: input.paymentId,
      invoiceId: input.invoiceId ?? null,
      dispenseReturnId: input.dispenseReturnId ?? null,
      refundId: input.refundId ?? null,
      issuedAt: input.issuedAt,
      language: recipient!.language,
      clinicGstin: supplier.gstin,
      clinicStateCode: supplier.stateCode,
      recipientName: recipient!.name,
      recipientAddress: recipient!.address,
      placeOfSupply: input.placeOfSupply,
      interState,
      ...totals,
      reason: input.reason ?? null,
    })
    .returning();
  const lines = await tx
    .insert(taxDocumentLines)
    .values(taxed.map(({ line, tax }) => ({ ...line, ...tax, documentId: document!.id })))
    .returning();
  await recordAudit(tx, { action: 'issue', entity: 'tax_document', entityId: document!.id, after: { ...document, lines } });
  return { document: document!, lines };
}

/** The tax invoice of a checkout's medicines, in the transaction that records their payment. */
export const issueTaxInvoice = (tx: Transaction, input: Omit<IssueInput, 'kind' | 'invoiceId' | 'dispenseReturnId' | 'reason'>) =>
  issueTaxDocument(tx, { ...input, kind: 'tax_invoice' });

const billable = ({ dispenseLineId, hsn, description, quantity, unit, mrpPaise, gstRateBp }: TaxDocumentLine): BillableLine => ({
  dispenseLineId,
  hsn,
  description,
  quantity,
  unit,
  mrpPaise,
  gstRateBp,
});

/** A credit note against an invoice, with the invoice's place of supply, for the lines given at their price and rate. */
async function creditAgainst(
  tx: Transaction,
  invoiceId: number,
  lines: (invoiceLines: TaxDocumentLine[]) => BillableLine[],
  input: { dispenseReturnId?: number; reason: string; refundId: number | null; issuedAt: Date },
): Promise<TaxDocument> {
  const [invoice] = await tx.select().from(taxDocuments).where(eq(taxDocuments.id, invoiceId));
  const invoiceLines = await tx.select().from(taxDocumentLines).where(eq(taxDocumentLines.documentId, invoiceId)).orderBy(asc(taxDocumentLines.id));
  const { document } = await issueTaxDocument(tx, {
    kind: 'tax_credit_note',
    appointmentId: invoice!.appointmentId,
    userId: invoice!.userId,
    paymentId: invoice!.paymentId,
    placeOfSupply: invoice!.placeOfSupply as GstStateCode,
    invoiceId: invoice!.id,
    ...input,
    lines: lines(invoiceLines),
  });
  return document;
}

/**
 * The credit note of units returned from an invoiced line (section 34, rule 53): its own series,
 * against the invoice, at the line's price and rate, with the place of supply of the invoice.
 */
export const issueTaxCreditNote = (
  tx: Transaction,
  input: {
    invoiceId: number;
    dispenseLineId: number;
    dispenseReturnId: number;
    quantity: number;
    reason: string;
    refundId: number | null;
    issuedAt: Date;
  },
): Promise<TaxDocument> =>
  creditAgainst(
    tx,
    input.invoiceId,
    (invoiceLines) => {
      const billed = invoiceLines.find((line) => line.dispenseLineId === input.dispenseLineId)!;
      return [{ ...billable(billed), quantity: input.quantity }];
    },
    input,
  );

/** The credit note of a whole invoice (an online order cancelled before dispatch, decision 065): every line, the delivery's too. */
export const issueTaxCreditNoteOfInvoice = (tx: Transaction, input: { invoiceId: number; reason: string; refundId: number | null; issuedAt: Date }) =>
  creditAgainst(tx, input.invoiceId, (invoiceLines) => invoiceLines.map(billable), input);

/** A tax document with its lines (and a credit note's invoice), as the PDF and the API show it. */
export async function taxDocumentWithLines(db: Pick<Database, 'select'>, id: number) {
  const [document] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  if (!document) return null;
  const lines = await db.select().from(taxDocumentLines).where(eq(taxDocumentLines.documentId, id)).orderBy(asc(taxDocumentLines.id));
  const invoice = document.invoiceId ? ((await db.select().from(taxDocuments).where(eq(taxDocuments.id, document.invoiceId)))[0] ?? null) : null;
  return { document, lines, invoice };
}
