import { eq } from 'drizzle-orm';
import { clinicToday, dueDateProblem } from '../../../lib/programmes/weeks';
import { refundKeys } from '../../billing';
import { issueReceipt } from '../../invoicing';
import { clinicNow } from '../../kernel/clock';
import type { Transaction } from '../../kernel/db/database';
import { payments, programmeEnrolments } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import type { BookingOutcome } from '../booking/complete-booking';
import { refundUnwantedOrder } from '../booking/refund-unwanted-order';
import { lockPatient, runningEnrolment, startEnrolment } from './enrolments';

type Payment = typeof payments.$inferSelect;

/**
 * Settles a programme's paid order inside completeBooking's transaction (payment row locked), then
 * the patient's row as every enrolment takes it: the enrolment is made once, naming the payment
 * (unique), its steps queued and the receipt issued in the same transaction. The same payment again
 * answers the same enrolment. A patient who is in the programme by now (staff enrolled them, or
 * another order was paid first) or whose expected delivery date has passed meanwhile keeps the
 * receipt and is refunded in full, as a course's unwanted payment is (decision 040).
 */
export async function settleProgrammeOrder(
  tx: Transaction,
  channels: NotificationChannels,
  payment: Payment,
  providerPaymentId: string,
): Promise<BookingOutcome> {
  if (payment.status === 'completed') {
    const [enrolment] = await tx
      .select({ id: programmeEnrolments.id })
      .from(programmeEnrolments)
      .where(eq(programmeEnrolments.paymentId, payment.id));
    return { kind: 'programme_enrolled', isNew: false, payment, enrolmentId: enrolment!.id };
  }
  if (payment.status === 'refund_pending' || payment.status === 'refunded') return { kind: 'slot_taken', reason: 'unavailable', refundId: null };
  const templateId = payment.programmeTemplateId!;
  await lockPatient(tx, payment.userId);
  const now = clinicNow();
  const running = await runningEnrolment(tx, payment.userId, templateId);
  const isLate = payment.programmeDueDate !== null && dueDateProblem(payment.programmeDueDate, clinicToday(now)) === 'past';
  if (running !== null || isLate) {
    const refundId = await refundUnwantedOrder(tx, payment, providerPaymentId, {
      reason:
        running !== null ? 'Already in the programme when the payment arrived' : 'The expected delivery date had passed when the payment arrived',
      idempotencyKey: refundKeys.programmeUnwanted(payment.id),
      entity: 'payment',
      entityId: payment.id,
    });
    return running !== null ? { kind: 'paid_twice', refundId } : { kind: 'slot_taken', reason: 'unavailable', refundId };
  }
  const [completed] = await tx
    .update(payments)
    .set({ status: 'completed', razorpayPaymentId: providerPaymentId })
    .where(eq(payments.id, payment.id))
    .returning();
  const enrolmentId = await startEnrolment(
    tx,
    channels,
    { templateId, userId: payment.userId, doctorId: null, anchorDate: payment.programmeDueDate ?? clinicToday(now), paymentId: payment.id },
    now,
  );
  // Last: the receipt series stays locked from its number to the commit (decision 027).
  await issueReceipt(tx, payment.id, now);
  return { kind: 'programme_enrolled', isNew: true, payment: completed!, enrolmentId };
}
