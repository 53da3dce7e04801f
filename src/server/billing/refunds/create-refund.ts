import { and, eq, sql } from 'drizzle-orm';
import { refundMessages } from '../../../lib/validation/messages';
import type { Transaction } from '../../kernel/db/database';
import { payments, refunds } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { recordAudit } from '../../identity';

/** A transaction handle, as Drizzle hands it to `db.transaction`. */

export interface RefundCause {
  paymentId: number;
  appointmentId: number | null;
  amountPaise: number;
  reason: string;
  /** One per cause (e.g. `appointment-cancel:42`): a retried request finds the refund it made. */
  idempotencyKey: string;
}

/** Idempotency keys, one per cause of a refund. */
export const refundKeys = {
  appointmentCancel: (appointmentId: number) => `appointment-cancel:${appointmentId}`,
  slotLost: (paymentId: number) => `slot-lost:${paymentId}`,
  /** A second captured payment for an order already paid (issue 43): its row's id. */
  paidTwice: (paymentId: number) => `paid-twice:${paymentId}`,
  /** A course cancelled (issue 47): its unused sessions, once per course. */
  courseCancel: (courseId: number) => `course-cancel:${courseId}`,
  /** A course order paid after the course was paid another way or cancelled: refunded in full. */
  courseUnwanted: (paymentId: number) => `course-unwanted:${paymentId}`,
  /** A class seat's order paid after its seat was lost or paid another way (issue 48): refunded in full. */
  seatUnwanted: (paymentId: number) => `seat-unwanted:${paymentId}`,
  /** A programme's order paid when the patient was already in it, or its due date had passed (issue 49): refunded in full. */
  programmeUnwanted: (paymentId: number) => `programme-unwanted:${paymentId}`,
  /** A paid class seat its patient gave back (issue 48): once per seat. */
  seatCancel: (seatId: number) => `seat-cancel:${seatId}`,
  /** A class session cancelled by the clinic: each seat's money for it, once per seat and session. */
  classSessionCancel: (sessionId: number, seatId: number) => `class-session-cancel:${sessionId}:${seatId}`,
};

/**
 * Records a refund inside the caller's transaction and reserves its amount on the payment, so
 * the paise promised back never exceed the paise captured (the update locks the payment row;
 * the payments_refunded_check constraint backs it up). The provider is called after commit.
 * Answers the refund's id, the existing one when this cause already has a refund.
 */
export async function createRefund(tx: Transaction, cause: RefundCause): Promise<number> {
  const [created] = await tx
    .insert(refunds)
    .values({
      paymentId: cause.paymentId,
      appointmentId: cause.appointmentId,
      amountPaise: cause.amountPaise,
      reason: cause.reason,
      idempotencyKey: cause.idempotencyKey,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning({ id: refunds.id });
  if (!created) {
    const [existing] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.idempotencyKey, cause.idempotencyKey));
    return existing!.id;
  }
  const [reserved] = await tx
    .update(payments)
    .set({ refundedPaise: sql`${payments.refundedPaise} + ${cause.amountPaise}` })
    .where(and(eq(payments.id, cause.paymentId), sql`${payments.refundedPaise} + ${cause.amountPaise} <= ${payments.amountPaise}`))
    .returning({ id: payments.id });
  if (!reserved) throw new AppError('conflict', refundMessages.exceedsPaid);
  await recordAudit(tx, { action: 'create', entity: 'refund', entityId: created.id, after: cause });
  return created.id;
}
