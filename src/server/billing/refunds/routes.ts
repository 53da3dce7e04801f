import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminRefund } from './responses';
import { ADMIN_LIST_SORTS, listQuerySchema } from '../../../lib/validation/admin-list';
import { idParamSchema } from '../../../lib/validation/common';
import { runAfterCommit } from '../../kernel/after-commit';
import { requireDesk } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { payments, refunds, users } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { listPage } from '../../kernel/paging';
import { toRefundJson } from './refund-summaries';
import { retryFailedRefund } from './retry-refund';
import { validate } from '../../kernel/validate';

const refundRows = (db: AppEnv['Variables']['db']) =>
  db
    .select({ refund: refunds, razorpayPaymentId: payments.razorpayPaymentId, patient: { name: users.name, mobile: users.mobile } })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .$dynamic();

const toAdminRefund = (row: Awaited<ReturnType<typeof refundRows>>[number]): AdminRefund => ({
  ...toRefundJson(row.refund),
  appointment_id: row.refund.appointmentId,
  payment_id: row.refund.paymentId,
  razorpay_payment_id: row.razorpayPaymentId,
  provider_refund_id: row.refund.providerRefundId,
  attempts: row.refund.attempts,
  last_error: row.refund.lastError,
  patient: row.patient,
});

/** Admin Refunds screen: every refund, server-paged, and a retry for a failed one. */
export const refundsRoutes = new Hono<AppEnv>()
  .get('/admin', requireDesk, validate('query', listQuerySchema(ADMIN_LIST_SORTS.refunds)), async (c) => {
    const order = {
      byDefault: [desc(refunds.id)],
      bySortKey: { id: refunds.id, patient: users.name, amount: refunds.amountPaise, status: refunds.status, created_at: refunds.createdAt },
      tiebreaker: refunds.id,
    };
    const rows = await listPage(c, refundRows(c.var.db), c.req.valid('query'), order, () => c.var.db.$count(refunds));
    return c.json(rows.map(toAdminRefund));
  })
  .post('/:id/retry', requireDesk, validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    await runAfterCommit(c, await retryFailedRefund(c.var.db, id));
    const [row] = await refundRows(c.var.db).where(eq(refunds.id, id));
    if (!row) throw notFound('Refund');
    return c.json(toAdminRefund(row));
  });
