import { and, eq, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { csvText } from '../../kernel/csv';
import { idParamSchema, idSchema } from '../../../lib/validation/common';
import { gstr1QuerySchema, PAYMENT_DOCUMENT_CSV_COLUMNS, paymentDocumentQuerySchema } from '../../../lib/validation/payment-documents';
import { gstr1Csv } from './gstr1';
import * as z from 'zod';
import { requireAdmin, requirePatient, requireRole } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import type { Database } from '../../kernel/db/database';
import { paymentDocuments } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import type { PaymentDocument } from './issue-payment-documents';
import { accountantRows, listPaymentDocuments } from './list-payment-documents';
import { documentFileName, paymentDocumentPdf } from './document-pdf';
import { clinicNow } from '../../kernel/clock';

type Auth = NonNullable<AppEnv['Variables']['auth']>;

/** A document the caller may read: a patient only their own (another's answers 404), an admin any. */
async function readableDocument(db: Database, auth: Auth, where: SQL | undefined): Promise<PaymentDocument> {
  const [document] = await db.select().from(paymentDocuments).where(where);
  if (!document || (auth.role === 'patient' && document.userId !== auth.id)) throw notFound('Document');
  return document;
}

/** The document as a PDF download named by its number. */
async function pdfAnswer(db: Database, document: PaymentDocument) {
  const bytes = await paymentDocumentPdf(db, document);
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${documentFileName(document)}"` },
  });
}

const creditNoteParamSchema = z.object({ id: idSchema, noteId: idSchema });

/** Receipts and credit notes of one appointment, for its patient and the clinic's staff. */
export const appointmentDocumentsRoutes = new Hono<AppEnv>()
  .get('/:id/receipt.pdf', requireRole('patient', 'admin', 'receptionist'), validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const where = and(eq(paymentDocuments.appointmentId, id), eq(paymentDocuments.kind, 'receipt'));
    return pdfAnswer(c.var.db, await readableDocument(c.var.db, c.var.auth!, where));
  })
  .get('/:id/credit-notes/:noteId', requireRole('patient', 'admin', 'receptionist'), validate('param', creditNoteParamSchema), async (c) => {
    const { id, noteId } = c.req.valid('param');
    const where = and(eq(paymentDocuments.id, noteId), eq(paymentDocuments.appointmentId, id), eq(paymentDocuments.kind, 'credit_note'));
    return pdfAnswer(c.var.db, await readableDocument(c.var.db, c.var.auth!, where));
  });

/** The patient's own documents, for My appointments. */
export const myDocumentsRoutes = new Hono<AppEnv>().get('/me/documents', requirePatient, async (c) =>
  c.json(await listPaymentDocuments(c.var.db, { userId: c.var.auth!.id })),
);

/** The admin Documents screen: the list, any document's PDF, and the accountant's CSV. */
export const paymentDocumentsRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', paymentDocumentQuerySchema), async (c) =>
    c.json(await listPaymentDocuments(c.var.db, c.req.valid('query'))),
  )
  .get('/export.csv', requireAdmin, validate('query', paymentDocumentQuerySchema), async (c) => {
    const rows = accountantRows(await listPaymentDocuments(c.var.db, c.req.valid('query')));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="documents_${clinicNow().toISOString().slice(0, 10)}.csv"`);
    return c.body(await csvText(PAYMENT_DOCUMENT_CSV_COLUMNS, rows));
  })
  .get('/gstr1.csv', requireAdmin, validate('query', gstr1QuerySchema), async (c) => {
    const { table, month } = c.req.valid('query');
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="gstr1_${month}_${table}.csv"`);
    return c.body(await gstr1Csv(c.var.db, month, table));
  })
  .get('/:id', requireAdmin, validate('param', idParamSchema), async (c) =>
    pdfAnswer(c.var.db, await readableDocument(c.var.db, c.var.auth!, eq(paymentDocuments.id, c.req.valid('param').id))),
  );
