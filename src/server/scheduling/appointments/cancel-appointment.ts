import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { patientCancellation, staffCancellation } from '../../../lib/policy/appointment-policy';
import { isReschedulable, type StaffRefundChoice } from '../../../lib/validation/appointment';
import { rupeesToPaise } from '../../../lib/format/money';
import { frontDeskMessages, myAppointmentMessages as m } from '../../../lib/validation/messages';
import { type AfterCommit, NOTIFY_AFTER_COMMIT, refundAfterCommit } from '../../kernel/after-commit';
import { type Database, type Transaction } from '../../kernel/db/database';
import { enqueueAppointmentNotifications } from '../../messaging';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { withdrawFollowUpRecall } from '../follow-ups/follow-up-recall';
import { appointments, payments, timeSlots } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { createRefund, refundKeys } from '../../billing';
import { recordAudit } from '../../identity';
import { releaseConsultation } from '../reservations/consultation-hold';
import { offerFreedSlot } from '../consultation-waitlist/offers';
import { clinicNow } from '../../kernel/clock';

/** Who cancels: the patient (within the policy, their own appointment) or staff (full refund, with a reason). */
export type CancelActor = { role: 'patient'; userId: number; version?: number } | { role: 'admin'; reason: string; refund?: StaffRefundChoice };

export const PATIENT_CANCEL_REASON = 'Cancelled by the patient';

/** A patient's change carries the version they saw: anything since (a move, a cancel) answers 409. */
export function assertUnchangedSince(appointment: { calendarSequence: number }, version: number | undefined): void {
  if (version !== undefined && version !== appointment.calendarSequence) throw new AppError('conflict', m.changedSince);
}

/** The captured payment of an appointment (the newest that was paid), if any. */
export async function paidPaymentOf(tx: Pick<Database, 'select'>, appointmentId: number) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), inArray(payments.status, ['completed', 'refunded'])))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment;
}

/**
 * Cancels a pending or confirmed appointment in one transaction: the appointment row is locked
 * (so a concurrent cancel or reschedule waits and then sees the result), the slot and the doctor's
 * reservation are freed, the
 * calendar sequence rises, the refund the policy gives is recorded and the messages are queued.
 * Answers the after-commit work: that refund to send, the messages to send.
 */
export async function cancelAppointment(
  db: Database,
  channels: NotificationChannels,
  appointmentId: number,
  actor: CancelActor,
  now = clinicNow(),
): Promise<AfterCommit> {
  return db.transaction((tx) => cancelAppointmentWithin(tx, channels, appointmentId, actor, now));
}

/** `cancelAppointment`'s work inside a transaction the caller holds, for a cancel that is one step of a larger change. */
export async function cancelAppointmentWithin(
  tx: Transaction,
  channels: NotificationChannels,
  appointmentId: number,
  actor: CancelActor,
  now: Date,
): Promise<AfterCommit> {
  const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
  if (!appointment || (actor.role === 'patient' && appointment.userId !== actor.userId)) throw notFound('Appointment');
  if (appointment.status === 'cancelled') throw new AppError('conflict', m.alreadyCancelled);
  if (actor.role === 'patient') assertUnchangedSince(appointment, actor.version);
  if (!isReschedulable(appointment.status)) throw new AppError('conflict', m.notCancellable);

  const payment = await paidPaymentOf(tx, appointment.id);
  const paidPaise = payment?.amountPaise ?? 0;
  let refundPaise: number;
  if (actor.role === 'patient') {
    const outcome = patientCancellation(appointment.time, now, paidPaise, appointment.refundCapPercent);
    if (!outcome.canCancel) throw new AppError('conflict', outcome.window === 'started' ? m.alreadyStarted : m.cancelTooLate);
    refundPaise = outcome.refundPaise;
  } else {
    const choice = actor.refund ?? { kind: 'full' };
    // What is still refundable: the payment less refunds already promised from it.
    const refundablePaise = paidPaise - (payment?.refundedPaise ?? 0);
    const outcome = staffCancellation(
      appointment.time,
      now,
      refundablePaise,
      choice.kind === 'part' ? { kind: 'part', amountPaise: rupeesToPaise(choice.amount) } : choice,
    );
    if (!outcome.canCancel) throw new AppError('conflict', m.alreadyStarted);
    if (outcome.isMoreThanPaid) {
      throw new AppError('invalid', frontDeskMessages.refundTooLarge, { 'refund.amount': frontDeskMessages.refundTooLarge }, undefined, {
        refundable: refundablePaise / 100,
      });
    }
    refundPaise = outcome.refundPaise;
  }

  const reason = actor.role === 'patient' ? PATIENT_CANCEL_REASON : actor.reason;
  const [after] = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancellationReason: reason, cancelledAt: now, calendarSequence: sql`${appointments.calendarSequence} + 1` })
    .where(eq(appointments.id, appointment.id))
    .returning();
  await recordAudit(tx, {
    action: 'cancel',
    entity: 'appointment',
    entityId: appointment.id,
    before: appointment,
    after: { ...after, refundPaise },
  });
  await tx.update(timeSlots).set({ isBooked: false }).where(eq(timeSlots.id, appointment.slotId));
  await releaseConsultation(tx, appointment.id);
  await withdrawFollowUpRecall(tx, appointment.id);
  // The freed slot goes to the first in its doctor-day's line, if anyone waits (docs/decisions/053).
  await offerFreedSlot(tx, channels, appointment.slotId, now);
  await enqueueAppointmentNotifications(tx, channels, {
    kind: 'cancelled',
    appointmentId: appointment.id,
    sequence: appointment.calendarSequence + 1,
    refundPaise: payment ? refundPaise : 0,
    wasPaid: paidPaise > 0,
    isStaffCancellation: actor.role === 'admin',
    now,
  });
  if (!payment || refundPaise <= 0) return NOTIFY_AFTER_COMMIT;
  const refundId = await createRefund(tx, {
    paymentId: payment.id,
    appointmentId: appointment.id,
    amountPaise: refundPaise,
    reason,
    idempotencyKey: refundKeys.appointmentCancel(appointment.id),
  });
  return refundAfterCommit(refundId, true);
}
