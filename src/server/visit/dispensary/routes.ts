import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import {
  adjustmentSchema,
  dispensarySettingsSchema,
  dispenseReturnSchema,
  dispenseSchema,
  dispensaryMessages as m,
  medicineSchema,
  nearExpiryQuerySchema,
  receiveBatchSchema,
} from '../../../lib/validation/dispensary';
import { indiaDateOf } from '../../../lib/time/clinic-time';
import { requireAdmin, requireConfirmedDetails, requireDesk, requirePatient, requirePharmacy, requireRole, requireStockReader } from '../../identity';
import { courseVerifyPaymentSchema } from '../../../lib/validation/course-ledger';
import { medicineOrderMoveSchema, medicineOrderSchema } from '../../../lib/validation/medicine-orders';
import { moveMedicineOrder, myMedicineOffers, orderMedicines, staffMedicineOrders, verifyMedicinePayment } from './online-orders';
import { hsnSummary, hsnSummaryCsv, renderTaxDocument, taxDocumentWithLines } from '../../invoicing';
import { NOTIFY_AFTER_COMMIT, refundAfterCommit, runAfterCommit } from '../../kernel/after-commit';
import { loadClinicHeader } from '../../practice';
import { checkoutSchema, hsnReportQuerySchema, taxDocumentMessages as t } from '../../../lib/validation/tax-documents';
import { checkout, checkoutOf, sendMedicinesPaymentLink } from './checkout';
import type { HsnReport } from './checkout-responses';
import type { AppEnv } from '../../kernel/app-env';
import { clinicNow } from '../../kernel/clock';
import { AppError } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { batchesOf, createMedicine, listMedicines, prescribableMedicines, updateMedicine } from './catalogue';
import { dispense, dispenseList, dispenseQueue, returnDispensed } from './dispensing';
import { lowStockCsv, lowStockReport, stockCsv, stockReport } from './reports';
import type { DispensarySettings, Medicine, MedicineDetail, PrescribableMedicine } from './responses';
import { readDispensarySettings, setDispensarySettings } from './settings';
import { adjustBatch, receiveBatch, toBatchJson } from './stock';

/** Today in the clinic's zone, by the server's clock: what "expired" is measured against. */
const today = () => indiaDateOf(clinicNow());

async function medicineDetail(db: Parameters<typeof listMedicines>[0], id: number): Promise<MedicineDetail> {
  const [medicine] = await listMedicines(db, today(), id);
  if (!medicine) throw new AppError('not_found', m.medicineNotFound);
  return { medicine, batches: (await batchesOf(db, id)).map((batch) => toBatchJson(batch, today())) };
}

const csv = (filename: string, body: string) => (c: { header: (name: string, value: string) => void; body: (b: string) => Response }) => {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  return c.body(body);
};

/**
 * /v1/dispensary (issue 50 items 1-3 and 5, docs/decisions/054): the catalogue, stock by batch,
 * dispensing against a finalised prescription, returns and the stock reports. Staff (admin) do
 * everything; the pharmacist (docs/decisions/064) runs the dispensary but neither edits the
 * catalogue nor its settings; the front desk (receptionist) may read the catalogue, its stock, the
 * reports, the dispense queue and a visit's dispense list (to take the payment: decision 063).
 */
export const dispensaryRoutes = new Hono<AppEnv>()
  // The doctor's prescription editor picks from the catalogue (docs/decisions/064).
  .get('/prescribable', requireRole('admin', 'doctor'), async (c) => c.json<PrescribableMedicine[]>(await prescribableMedicines(c.var.db, today())))
  .get('/medicines', requireStockReader, async (c) => c.json<Medicine[]>(await listMedicines(c.var.db, today())))
  .get('/medicines/:id', requireStockReader, validate('param', idParamSchema), async (c) =>
    c.json(await medicineDetail(c.var.db, c.req.valid('param').id)),
  )
  .post('/medicines', requireAdmin, validate('json', medicineSchema), async (c) => {
    const id = await createMedicine(c.var.db, c.req.valid('json'));
    return c.json(await medicineDetail(c.var.db, id), 201);
  })
  .put('/medicines/:id', requireAdmin, validate('param', idParamSchema), validate('json', medicineSchema), async (c) => {
    const { id } = c.req.valid('param');
    await updateMedicine(c.var.db, id, c.req.valid('json'));
    return c.json(await medicineDetail(c.var.db, id));
  })
  .post('/medicines/:id/batches', requirePharmacy, validate('param', idParamSchema), validate('json', receiveBatchSchema), async (c) => {
    const { id } = c.req.valid('param');
    await receiveBatch(c.var.db, id, c.req.valid('json'), c.var.auth!.id, today());
    return c.json(await medicineDetail(c.var.db, id), 201);
  })
  .post('/batches/:id/adjustments', requirePharmacy, validate('param', idParamSchema), validate('json', adjustmentSchema), async (c) => {
    const batch = await adjustBatch(c.var.db, c.req.valid('param').id, c.req.valid('json'));
    return c.json(await medicineDetail(c.var.db, batch.medicineId));
  })
  .get('/queue', requireStockReader, async (c) => c.json(await dispenseQueue(c.var.db, clinicNow())))
  .get('/appointments/:id', requireStockReader, validate('param', idParamSchema), async (c) =>
    c.json(await dispenseList(c.var.db, c.req.valid('param').id)),
  )
  .post('/appointments/:id/dispenses', requirePharmacy, validate('param', idParamSchema), validate('json', dispenseSchema), async (c) => {
    const { id } = c.req.valid('param');
    await dispense(c.var.db, id, c.req.valid('json'), c.var.auth!.id, today());
    return c.json(await dispenseList(c.var.db, id), 201);
  })
  .post('/dispense-lines/:id/returns', requirePharmacy, validate('param', idParamSchema), validate('json', dispenseReturnSchema), async (c) => {
    const { appointmentId, refundId } = await returnDispensed(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.auth!.id, clinicNow());
    await runAfterCommit(c, refundAfterCommit(refundId, false));
    return c.json(await dispenseList(c.var.db, appointmentId), 201);
  })
  .get('/settings', requireAdmin, async (c) => c.json<DispensarySettings>(await readDispensarySettings(c.var.db)))
  .put('/settings', requireAdmin, validate('json', dispensarySettingsSchema), async (c) => {
    await setDispensarySettings(c.var.db, c.req.valid('json'));
    return c.json<DispensarySettings>(await readDispensarySettings(c.var.db));
  })
  // Issue 50 item 4 (decision 063): the desk's one checkout of the visit's medicines and their tax documents.
  .get('/appointments/:id/checkout', requireDesk, validate('param', idParamSchema), async (c) =>
    c.json(await checkoutOf(c.var.db, c.req.valid('param').id)),
  )
  .post('/appointments/:id/checkout', requireDesk, validate('param', idParamSchema), validate('json', checkoutSchema), async (c) => {
    const { id } = c.req.valid('param');
    await checkout(c.var.db, c.var.auth!.id, id, c.req.valid('json'));
    return c.json(await checkoutOf(c.var.db, id), 201);
  })
  // The desk's fourth way (decision 065): a payment link for what is due; its capture bills as the checkout does.
  .post('/appointments/:id/checkout/link', requireDesk, validate('param', idParamSchema), async (c) => {
    const { deps, db, auth } = c.var;
    const sent = await sendMedicinesPaymentLink(db, deps.providers, auth!.id, c.req.valid('param').id, deps.config.siteUrl);
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(sent, 201);
  })
  .get('/tax-documents/:id/document.pdf', requireRole('patient', 'admin', 'receptionist'), validate('param', idParamSchema), async (c) => {
    const found = await taxDocumentWithLines(c.var.db, c.req.valid('param').id);
    // A patient reads only their own; another's answers 404 like a missing one.
    if (!found || (c.var.auth!.role === 'patient' && found.document.userId !== c.var.auth!.id)) throw new AppError('not_found', t.documentNotFound);
    const bytes = await renderTaxDocument(await loadClinicHeader(c.var.db), found.document, found.lines, found.invoice);
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${found.document.number.replaceAll('/', '-')}.pdf"`,
      },
    });
  })
  // Issue 50 item 6 (decision 065): the online patient's medicines, paid through the appointment's checkout.
  .get('/my-orders', requirePatient, async (c) => c.json(await myMedicineOffers(c.var.db, c.var.auth!.id)))
  .post(
    '/appointments/:id/orders',
    requirePatient,
    requireConfirmedDetails,
    validate('param', idParamSchema),
    validate('json', medicineOrderSchema),
    async (c) => c.json(await orderMedicines(c.var.db, c.var.deps.providers, c.var.auth!.id, c.req.valid('param').id, c.req.valid('json')), 201),
  )
  // 201 when this call settled the payment; 200 when it was settled already (a replay, or the webhook first).
  .post('/orders/verify', requirePatient, validate('json', courseVerifyPaymentSchema), async (c) => {
    const verified = await verifyMedicinePayment(c.var.db, c.var.deps.providers, c.var.auth!.id, c.req.valid('json'));
    await runAfterCommit(c, verified.afterCommit);
    if ('error' in verified) throw verified.error;
    return c.json(verified.answer, verified.isNew ? 201 : 200);
  })
  .get('/orders', requirePharmacy, async (c) => c.json(await staffMedicineOrders(c.var.db)))
  .post('/orders/:id/moves', requirePharmacy, validate('param', idParamSchema), validate('json', medicineOrderMoveSchema), async (c) => {
    const moved = await moveMedicineOrder(c.var.db, c.var.auth!.id, c.req.valid('param').id, c.req.valid('json'));
    await runAfterCommit(c, moved.afterCommit);
    return c.json(moved.order);
  })
  .get('/reports/hsn', requireAdmin, validate('query', hsnReportQuerySchema), async (c) => {
    const { month } = c.req.valid('query');
    return c.json<HsnReport>({ month, rows: await hsnSummary(c.var.db, month) });
  })
  .get('/reports/hsn.csv', requireAdmin, validate('query', hsnReportQuerySchema), async (c) => {
    const { month } = c.req.valid('query');
    return csv(`sales-by-hsn_${month}.csv`, await hsnSummaryCsv(await hsnSummary(c.var.db, month)))(c);
  })
  .get('/reports/stock', requireStockReader, async (c) => c.json(await stockReport(c.var.db, today())))
  .get('/reports/stock.csv', requireStockReader, async (c) =>
    csv(`stock-on-hand_${today()}.csv`, await stockCsv(await stockReport(c.var.db, today())))(c),
  )
  .get('/reports/near-expiry', requireStockReader, validate('query', nearExpiryQuerySchema), async (c) =>
    c.json(await stockReport(c.var.db, today(), c.req.valid('query').days)),
  )
  .get('/reports/near-expiry.csv', requireStockReader, validate('query', nearExpiryQuerySchema), async (c) => {
    const { days } = c.req.valid('query');
    return csv(`near-expiry-${days}-days_${today()}.csv`, await stockCsv(await stockReport(c.var.db, today(), days)))(c);
  })
  .get('/reports/low-stock', requireStockReader, async (c) => c.json(await lowStockReport(c.var.db, today())))
  .get('/reports/low-stock.csv', requireStockReader, async (c) =>
    csv(`low-stock_${today()}.csv`, await lowStockCsv(await lowStockReport(c.var.db, today())))(c),
  );
