import { Hono } from 'hono';
import { csvText } from '../../kernel/csv';
import { paiseToRupeeText as rupees } from '../../../lib/format/money';
import { indiaDateOf } from '../../../lib/time/clinic-time';
import { clinicNow } from '../../kernel/clock';
import { dayCloseQuerySchema, dayCloseSchema } from '../../../lib/validation/day-close';
import { requireDesk } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { closeDay, dayCloseReport } from './day-close';
import type { DayCloseAmounts, DayCloseReport } from './responses';

/** The asked day, or today in the clinic's zone by the server's clock (the screen opens on it). */
const dayOf = (date: string | undefined) => date ?? indiaDateOf(clinicNow());

export const DAY_CLOSE_CSV_COLUMNS = ['staff', 'role', 'cash', 'upi', 'card', 'link', 'payments', 'refunds_given', 'cash_refunds_given'] as const;

const amountCells = (amounts: DayCloseAmounts) => ({
  cash: rupees(amounts.cashPaise),
  upi: rupees(amounts.upiPaise),
  card: rupees(amounts.cardPaise),
  link: rupees(amounts.linkPaise),
  payments: amounts.paymentsCount,
  refunds_given: rupees(amounts.refundsPaise),
  cash_refunds_given: rupees(amounts.cashRefundsPaise),
});

/** The day's report as the CSV rows: one per staff member, the totals, then the drawer (expected, counted, difference). */
function dayCloseCsv(report: DayCloseReport): Promise<string> {
  const drawer = (staff: string, paise: number | null) => ({ staff, cash: paise === null ? '' : rupees(paise) });
  return csvText(DAY_CLOSE_CSV_COLUMNS, [
    ...report.rows.map((row) => ({ staff: row.staffName, role: row.staffRole, ...amountCells(row) })),
    { staff: 'Total', ...amountCells(report.totals) },
    drawer('Expected cash in drawer', report.close?.expectedCashPaise ?? report.expectedCashPaise),
    drawer('Counted cash', report.close?.countedCashPaise ?? null),
    drawer('Difference', report.close?.differencePaise ?? null),
  ]);
}

/**
 * /v1/day-close (issue 51 item 9), the desk (admin and receptionist): the IST day's money per staff
 * member and method, its CSV, and closing the day with the counted cash once (docs/decisions/052).
 */
export const dayCloseRoutes = new Hono<AppEnv>()
  .use(requireDesk)
  .get('/', validate('query', dayCloseQuerySchema), async (c) => c.json(await dayCloseReport(c.var.db, dayOf(c.req.valid('query').date))))
  .get('/export.csv', validate('query', dayCloseQuerySchema), async (c) => {
    const date = dayOf(c.req.valid('query').date);
    const report = await dayCloseReport(c.var.db, date);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="day-close_${date}.csv"`);
    return c.body(await dayCloseCsv(report));
  })
  .post('/', validate('json', dayCloseSchema), async (c) => c.json(await closeDay(c.var.db, c.var.auth!.id, c.req.valid('json')), 201));
