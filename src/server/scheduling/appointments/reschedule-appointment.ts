import { offerFreedSlot } from '../consultation-waitlist/offers';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { patientReschedule, refundCapAfterMove } from '../../../lib/policy/appointment-policy';
import { isReschedulable, RESCHEDULE_WINDOW_DAYS, type RescheduleRequest } from '../../../lib/validation/appointment';
import { myAppointmentMessages, rescheduleMessages } from '../../../lib/validation/messages';
import { type AfterCommit, NOTIFY_AFTER_COMMIT } from '../../kernel/after-commit';
import type { Database } from '../../kernel/db/database';
import { appointments, doctors, timeSlots } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { assertUnchangedSince } from './cancel-appointment';
import { enqueueAppointmentNotifications } from '../../messaging';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import { assertDoctorOffersService } from '../../practice';
import { assertDoctorPresent, holdConsultation, releaseConsultation } from '../reservations/consultation-hold';

/**
 * Moves a pending or confirmed appointment to another free slot in one transaction: the
 * appointment and both slots are locked (slots in id order, so two moves never deadlock), the
 * old slot is freed and the new one booked, the doctor's reservation moves with it (a clash with
 * another reservation of the new time answers 409 naming it), and the calendar sequence rises.
 * Of two callers taking one slot at once, the second waits for the first's lock, then sees the
 * slot booked and gets 409. A patient (`byPatient`) moves only their own appointment (another's answers 404),
 * within the policy's time and count limits, to a slot inside the booking window. The patient
 * and the doctor are told in the same transaction (new calendar file, reminders at the new time);
 * the messages go out after commit.
 */
export async function rescheduleAppointment(
  db: Database,
  channels: NotificationChannels,
  request: RescheduleRequest,
  now = clinicNow(),
  byPatient = false,
  version?: number,
): Promise<AfterCommit> {
  await db.transaction(async (tx) => {
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, request.appointmentId)).for('update');
    if (!appointment || (byPatient && appointment.userId !== request.userId)) throw notFound('Appointment');
    if (appointment.userId !== request.userId) throw new AppError('invalid', rescheduleMessages.wrongUser);
    if (!isReschedulable(appointment.status)) throw new AppError('conflict', rescheduleMessages.notReschedulable);
    if (byPatient) {
      assertUnchangedSince(appointment, version);
      const check = patientReschedule(appointment.time, now, appointment.patientReschedules);
      if (!check.canReschedule) {
        throw new AppError('conflict', check.reason === 'too_late' ? myAppointmentMessages.rescheduleTooLate : myAppointmentMessages.rescheduleLimit);
      }
    }
    if (appointment.slotId === request.newSlotId) throw new AppError('conflict', rescheduleMessages.sameSlot);

    const slots = await tx
      .select()
      .from(timeSlots)
      .where(inArray(timeSlots.id, [appointment.slotId, request.newSlotId]))
      .orderBy(asc(timeSlots.id))
      .for('update');
    const newSlot = slots.find((slot) => slot.id === request.newSlotId);
    if (!newSlot) throw notFound('Time slot');
    if (!newSlot.status) throw new AppError('conflict', rescheduleMessages.slotInactive);
    if (newSlot.startTime <= now) throw new AppError('invalid', rescheduleMessages.slotInPast);
    if (byPatient && newSlot.startTime.getTime() > now.getTime() + RESCHEDULE_WINDOW_DAYS * 86_400_000) {
      throw new AppError('invalid', myAppointmentMessages.rescheduleWindow);
    }
    const [doctor] = await tx.select({ status: doctors.status }).from(doctors).where(eq(doctors.id, newSlot.doctorId));
    if (!doctor?.status) throw new AppError('conflict', rescheduleMessages.doctorInactive);
    await assertDoctorOffersService(tx, newSlot.doctorId, appointment.serviceId);
    const isHeld = newSlot.heldUntil !== null && newSlot.heldUntil > now;
    if (newSlot.isBooked || isHeld) throw new AppError('conflict', rescheduleMessages.slotTaken);
    await assertDoctorPresent(tx, newSlot);

    await tx.update(timeSlots).set({ isBooked: false }).where(eq(timeSlots.id, appointment.slotId));
    await tx.update(timeSlots).set({ isBooked: true, heldUntil: null, heldByUserId: null }).where(eq(timeSlots.id, newSlot.id));
    const [moved] = await tx
      .update(appointments)
      .set({
        slotId: newSlot.id,
        time: newSlot.startTime,
        calendarSequence: sql`${appointments.calendarSequence} + 1`,
        // A move settles a wish to change. The patient's own move confirms the time they chose;
        // staff move after speaking to the patient, so an earlier confirmation stands.
        patientWantsChangeAt: null,
        ...(byPatient ? { patientConfirmedAt: now } : {}),
        // A patient's move keeps the refund tier it was made in (DESIGN.md, policy additions).
        ...(byPatient
          ? {
              patientReschedules: sql`${appointments.patientReschedules} + 1`,
              refundCapPercent: refundCapAfterMove(appointment.time, now, appointment.refundCapPercent),
            }
          : {}),
      })
      .where(eq(appointments.id, appointment.id))
      .returning();
    // The old range given back before the new is held: a move by a few minutes overlaps itself.
    await releaseConsultation(tx, appointment.id);
    await holdConsultation(tx, appointment.id, newSlot);
    // The slot moved away from goes to the first in its doctor-day's line, if anyone waits (docs/decisions/053).
    await offerFreedSlot(tx, channels, appointment.slotId, now);
    await recordAudit(tx, { action: 'reschedule', entity: 'appointment', entityId: appointment.id, before: appointment, after: moved });
    await enqueueAppointmentNotifications(tx, channels, {
      kind: 'rescheduled',
      appointmentId: appointment.id,
      sequence: moved!.calendarSequence,
      now,
    });
  });
  return NOTIFY_AFTER_COMMIT;
}
