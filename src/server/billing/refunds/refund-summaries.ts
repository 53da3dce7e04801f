import { asc, sql } from 'drizzle-orm';
import type { RefundSummary } from './responses';
import type { Database } from '../../kernel/db/database';
import { refunds } from '../../kernel/db/schema';

/** A refund row as the API answers it (amount in paise). */
export const toRefundJson = (refund: typeof refunds.$inferSelect): RefundSummary => ({
  id: refund.id,
  amount: refund.amountPaise,
  status: refund.status,
  reason: refund.reason,
  created_at: refund.createdAt.toISOString(),
  settled_at: refund.settledAt?.toISOString() ?? null,
});

/** The refunds of some appointments, oldest first, by appointment id. */
export async function refundsByAppointment(db: Database, appointmentIds: number[]): Promise<Map<number, RefundSummary[]>> {
  const byAppointment = new Map<number, RefundSummary[]>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await db
    .select()
    .from(refunds)
    .where(sql`${refunds.appointmentId} = any(${`{${appointmentIds.join(',')}}`}::int[])`)
    .orderBy(asc(refunds.id));
  for (const row of rows) {
    const list = byAppointment.get(row.appointmentId!) ?? [];
    list.push(toRefundJson(row));
    byAppointment.set(row.appointmentId!, list);
  }
  return byAppointment;
}
