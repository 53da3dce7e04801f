import { and, eq } from 'drizzle-orm';
import { refundMessages } from '../../../lib/validation/messages';
import { type AfterCommit, refundAfterCommit } from '../../kernel/after-commit';
import type { Database } from '../../kernel/db/database';
import { refunds } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';

/**
 * Staff retry of a refund the provider reported failed: it becomes pending again, due now, and
 * is sent afresh after commit (its amount stays reserved on the payment, so nothing is counted twice).
 */
export async function retryFailedRefund(db: Database, refundId: number, now = clinicNow()): Promise<AfterCommit> {
  const isRetried = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'failed')))
      .for('update');
    if (!before) return false;
    const [after] = await tx
      .update(refunds)
      .set({ status: 'pending', providerRefundId: null, settledAt: null, claimedUntil: null, nextAttemptAt: now, lastError: null })
      .where(eq(refunds.id, refundId))
      .returning();
    await recordAudit(tx, { action: 'retry', entity: 'refund', entityId: refundId, before, after });
    return true;
  });
  if (isRetried) return refundAfterCommit(refundId, true);
  const [exists] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, refundId));
  throw exists ? new AppError('conflict', refundMessages.notFailed) : notFound('Refund');
}
