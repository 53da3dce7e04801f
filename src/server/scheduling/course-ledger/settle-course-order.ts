import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../kernel/db/database';
import { courses, payments } from '../../kernel/db/schema';
import { refundKeys } from '../../billing';
import { recordAudit } from '../../identity';
import { issueReceipt } from '../../invoicing';
import { clinicNow } from '../../kernel/clock';
import type { BookingOutcome } from '../booking/complete-booking';
import { refundUnwantedOrder } from '../booking/refund-unwanted-order';

type Payment = typeof payments.$inferSelect;

/**
 * Settles a course's paid order inside completeBooking's transaction (payment row locked): the
 * course row is locked next, so a desk payment and an online one never both complete. The order
 * completes with its receipt; an order paid after the course was paid another way, or cancelled,
 * keeps its receipt and is refunded in full.
 */
export async function settleCourseOrder(tx: Transaction, payment: Payment, providerPaymentId: string): Promise<BookingOutcome> {
  if (payment.status === 'completed') return { kind: 'course_paid', isNew: false, payment };
  if (payment.status === 'refund_pending' || payment.status === 'refunded') return { kind: 'slot_taken', reason: 'unavailable', refundId: null };
  const courseId = payment.courseId!;
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
  const [paidBefore] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.courseId, courseId), eq(payments.status, 'completed'), ne(payments.id, payment.id)))
    .limit(1);
  if (paidBefore || course!.status === 'cancelled') {
    const refundId = await refundUnwantedOrder(tx, payment, providerPaymentId, {
      reason: paidBefore ? 'Course already paid' : 'Course cancelled before the payment arrived',
      idempotencyKey: refundKeys.courseUnwanted(payment.id),
      entity: 'course',
      entityId: courseId,
    });
    return paidBefore ? { kind: 'paid_twice', refundId } : { kind: 'slot_taken', reason: 'unavailable', refundId };
  }
  const [completed] = await tx
    .update(payments)
    .set({ status: 'completed', razorpayPaymentId: providerPaymentId })
    .where(eq(payments.id, payment.id))
    .returning();
  await recordAudit(tx, { action: 'pay', entity: 'course', entityId: courseId, after: completed });
  await issueReceipt(tx, payment.id, clinicNow());
  return { kind: 'course_paid', isNew: true, payment: completed! };
}
