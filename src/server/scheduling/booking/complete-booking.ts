import { eq } from 'drizzle-orm';
import { bookingServerMessages as m } from '../../../lib/validation/messages';
import { type Database, type Transaction } from '../../kernel/db/database';
import { appointments, payments, timeSlots, webhookEvents } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { enqueueAppointmentNotifications } from '../../messaging';
import type { Providers } from '../../kernel/providers';
import type { MedicinesSettled, MedicinesSettler } from '../../kernel/medicines-settler';
import { issueReceipt } from '../../invoicing';
import { createRefund, refundKeys, refundLostSlot } from '../../billing';
import { canStillBook, findSlot } from './bookable-slot';
import { recordAudit, attachTeleconsultationConsent } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import { settleCourseOrder } from '../course-ledger/settle-course-order';
import { holdConsultation, isDoctorReserved } from '../reservations/consultation-hold';
import { settleSeatOrder } from '../classes/settle-seat-order';
import { settleProgrammeOrder } from '../programmes/settle-programme-order';

type Appointment = typeof appointments.$inferSelect;
type Payment = typeof payments.$inferSelect;

export type BookingOutcome =
  | { kind: 'booked'; isNew: boolean; appointment: Appointment; payment: Payment }
  /** A course's order (issue 47) paid: the course is paid and its receipt issued. */
  | { kind: 'course_paid'; isNew: boolean; payment: Payment }
  /** A class seat's order (issue 48) paid: the seat is paid and its receipt issued. */
  | { kind: 'seat_paid'; isNew: boolean; payment: Payment }
  /** A programme's order (issue 49) paid: the patient is enrolled and the receipt issued. */
  | { kind: 'programme_enrolled'; isNew: boolean; payment: Payment; enrolmentId: number }
  /** Medicines (an online order, or a payment link at the desk) paid: decision 065. */
  | MedicinesSettled
  /** The slot went to someone else, started, or was withdrawn: the payment is refunded in full. */
  | { kind: 'slot_taken'; reason: 'booked' | 'unavailable'; refundId: number | null }
  /** A second payment for an order already paid (another payment id): recorded and refunded in full. */
  | { kind: 'paid_twice'; refundId: number }
  /** A webhook delivery already handled. */
  | { kind: 'duplicate_event' };

export const PAID_TWICE_REASON = 'Paid twice: the order had already been paid';

const isForMedicines = (payment: Payment) => payment.medicineOrderId !== null || payment.medicinesAppointmentId !== null;

/**
 * Records a second captured payment of an order already paid as a payment row of its own (status
 * refund_pending, with its receipt, as captured money always gets one) and refunds it in full, once:
 * the same provider payment again finds the same row and refund. Razorpay retries a webhook that
 * fails and disables an endpoint that keeps failing, so this is answered, never refused (issue 43).
 */
async function refundSecondPayment(tx: Transaction, order: Payment, providerPaymentId: string): Promise<number> {
  const [recorded] = await tx
    .insert(payments)
    .values({
      userId: order.userId,
      slotId: order.slotId,
      serviceId: order.serviceId,
      courseId: order.courseId,
      classSeatId: order.classSeatId,
      programmeTemplateId: order.programmeTemplateId,
      programmeDueDate: order.programmeDueDate,
      medicinesAppointmentId: order.medicinesAppointmentId,
      medicineOrderId: order.medicineOrderId,
      description: order.description,
      mode: order.mode,
      // The order id is unique per row: the second payment's row names its order and itself.
      razorpayOrderId: `${order.razorpayOrderId}:paid-twice:${providerPaymentId}`,
      razorpayPaymentId: providerPaymentId,
      amountPaise: order.amountPaise,
      currency: order.currency,
      status: 'refund_pending',
      method: order.method,
    })
    .onConflictDoNothing({ target: payments.razorpayPaymentId })
    .returning();
  const [second] = recorded ? [recorded] : await tx.select().from(payments).where(eq(payments.razorpayPaymentId, providerPaymentId));
  if (recorded) {
    await recordAudit(tx, { action: 'paid_twice', entity: 'payment', entityId: recorded.id, before: { order: order.id }, after: recorded });
    console.warn(`[payments] order ${order.razorpayOrderId} was paid a second time (${providerPaymentId}): refunding it`);
  }
  const refundId = await createRefund(tx, {
    paymentId: second!.id,
    appointmentId: null,
    amountPaise: second!.amountPaise,
    reason: PAID_TWICE_REASON,
    idempotencyKey: refundKeys.paidTwice(second!.id),
  });
  // Last: the receipt series stays locked from its number to the commit (docs/decisions/027).
  // Medicines get a tax invoice, never a bill of supply: a second payment of them sold nothing.
  if (!isForMedicines(order)) await issueReceipt(tx, second!.id, clinicNow());
  return refundId;
}

/**
 * Turns a paid order into an appointment, for verify-payment and the webhook alike. One
 * transaction locks the payment row, then the slot: the same payment twice yields the same
 * appointment, and a slot booked meanwhile leaves the payment recorded for a refund. The
 * confirmations and reminders are queued in the same transaction.
 */
export async function completeBooking(
  db: Database,
  { meetings, notifications, settleMedicines }: Pick<Providers, 'meetings' | 'notifications'> & { settleMedicines?: MedicinesSettler },
  paid: { orderId: string; paymentId: string; webhookEventId?: string },
): Promise<BookingOutcome> {
  return db.transaction(async (tx): Promise<BookingOutcome> => {
    if (paid.webhookEventId) {
      const [isNewEvent] = await tx
        .insert(webhookEvents)
        .values({ eventId: paid.webhookEventId })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      if (!isNewEvent) return { kind: 'duplicate_event' };
    }
    const [payment] = await tx.select().from(payments).where(eq(payments.razorpayOrderId, paid.orderId)).for('update');
    if (!payment) throw new AppError('not_found', m.orderNotFound);

    // Captured once already (booked, or refunded for a lost slot) under another payment id: the clinic holds money twice.
    if (payment.razorpayPaymentId && payment.razorpayPaymentId !== paid.paymentId && payment.status !== 'created' && payment.status !== 'failed') {
      return { kind: 'paid_twice', refundId: await refundSecondPayment(tx, payment, paid.paymentId) };
    }
    // Medicines (decision 065): settled by the dispensary, handed in from above.
    if (isForMedicines(payment)) {
      if (!settleMedicines) throw new AppError('conflict', m.orderNotFound);
      return settleMedicines(tx, payment, paid.paymentId);
    }
    // An order with a course pays for it (issue 47).
    if (payment.courseId !== null) return settleCourseOrder(tx, payment, paid.paymentId);
    // One without either pays for a class seat (issue 48).
    if (payment.classSeatId !== null) return settleSeatOrder(tx, notifications, payment, paid.paymentId);
    // One for a programme enrols its patient (issue 49).
    if (payment.programmeTemplateId !== null) return settleProgrammeOrder(tx, notifications, payment, paid.paymentId);
    if (payment.status === 'completed') {
      if (!payment.appointmentId) throw new AppError('conflict', m.orderPaidOtherPayment);
      const [existing] = await tx.select().from(appointments).where(eq(appointments.id, payment.appointmentId));
      return { kind: 'booked', isNew: false, appointment: existing!, payment };
    }
    if (payment.status === 'refund_pending' || payment.status === 'refunded') return { kind: 'slot_taken', reason: 'unavailable', refundId: null };

    const { slotId, serviceId } = payment;
    if (slotId === null || serviceId === null) throw new AppError('not_found', m.orderNotFound);
    const found = await findSlot(tx, slotId, true);
    // Paid too late (after the start), for a withdrawn slot or doctor, after someone else booked it,
    // or for doctor time that something else (a block, an overlapping slot's consultation) now holds.
    if (!found || !canStillBook(found.slot, found.isDoctorActive, clinicNow()) || (await isDoctorReserved(tx, found.slot))) {
      await tx.update(payments).set({ status: 'refund_pending', razorpayPaymentId: paid.paymentId }).where(eq(payments.id, payment.id));
      // Captured money gets its receipt even when the slot is lost; the refund's credit note follows.
      await issueReceipt(tx, payment.id, clinicNow());
      console.warn(`[payments] order ${payment.razorpayOrderId} was paid but slot ${payment.slotId} cannot be booked: refunding`);
      return { kind: 'slot_taken', reason: found?.slot.isBooked ? 'booked' : 'unavailable', refundId: await refundLostSlot(tx, payment.id) };
    }
    const { slot } = found;

    // Paid money wins over another patient's unpaid hold.
    const [appointment] = await tx
      .insert(appointments)
      .values({
        userId: payment.userId,
        slotId: slot.id,
        serviceId,
        time: slot.startTime,
        status: 'confirmed',
        // A call has no room: the doctor phones the patient's verified number.
        googleMeetLink: payment.mode === 'video' ? meetings.createRoomLink() : null,
        description: payment.description,
        mode: payment.mode,
      })
      .returning();
    // The doctor held in this transaction (docs/decisions/043): a rival that reserved the time since
    // the check above makes this a 409 and nothing here is written (a webhook retried then refunds).
    await holdConsultation(tx, appointment!.id, slot);
    // The slot taken and the payment completed in one statement: each round trip is paid for in the answer's time.
    const slotTaken = tx
      .$with('slot_taken')
      .as(
        tx
          .update(timeSlots)
          .set({ isBooked: true, heldUntil: null, heldByUserId: null })
          .where(eq(timeSlots.id, slot.id))
          .returning({ id: timeSlots.id }),
      );
    const [completed] = await tx
      .with(slotTaken)
      .update(payments)
      .set({ status: 'completed', razorpayPaymentId: paid.paymentId, appointmentId: appointment!.id })
      .where(eq(payments.id, payment.id))
      .returning();
    await attachTeleconsultationConsent(tx, payment.userId, appointment!.id);
    await recordAudit(tx, { action: 'book', entity: 'appointment', entityId: appointment!.id, after: { appointment, payment: completed } });
    await enqueueAppointmentNotifications(tx, notifications, { kind: 'booking_confirmed', appointmentId: appointment!.id });
    // Last: the receipt series stays locked from its number to the commit (docs/decisions/027).
    await issueReceipt(tx, payment.id, clinicNow());
    return { kind: 'booked', isNew: true, appointment: appointment!, payment: completed! };
  });
}
