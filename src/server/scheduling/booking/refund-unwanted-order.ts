import { eq } from 'drizzle-orm';
import { createRefund } from '../../billing';
import { type AuditEntity, recordAudit } from '../../identity';
import { issueReceipt } from '../../invoicing';
import { clinicNow } from '../../kernel/clock';
import type { Transaction } from '../../kernel/db/database';
import { payments } from '../../kernel/db/schema';

/**
 * An order paid for something no longer wanted (a course paid another way or cancelled, a class
 * seat lost or paid twice): the payment is recorded refund_pending and refunded in full, once
 * (the refund's idempotency key), and keeps its receipt; the refund's credit note follows.
 */
export async function refundUnwantedOrder(
  tx: Transaction,
  payment: typeof payments.$inferSelect,
  providerPaymentId: string,
  why: { reason: string; idempotencyKey: string; entity: AuditEntity; entityId: number },
): Promise<number> {
  await tx.update(payments).set({ status: 'refund_pending', razorpayPaymentId: providerPaymentId }).where(eq(payments.id, payment.id));
  const refundId = await createRefund(tx, {
    paymentId: payment.id,
    appointmentId: null,
    amountPaise: payment.amountPaise,
    reason: why.reason,
    idempotencyKey: why.idempotencyKey,
  });
  await recordAudit(tx, { action: 'refund_unwanted_payment', entity: why.entity, entityId: why.entityId, after: { payment: payment.id, refundId } });
  // Last: the receipt series stays locked from its number to the commit (decision 027).
  await issueReceipt(tx, payment.id, clinicNow());
  return refundId;
}
