import { eq } from 'drizzle-orm';
import { type AppointmentOutcome, canCheckIn, outcomesAllowed } from '../../../lib/policy/appointment-policy';
import { frontDeskMessages, myAppointmentMessages as m } from '../../../lib/validation/messages';
import type { Database } from '../../kernel/db/database';
import { appointments, timeSlots } from '../../kernel/db/schema';
import { issueToken } from '../queue/queue';
import { isDoctorsAppointment } from '../doctor-schedule/doctor-schedule';
import { AppError, notFound } from '../../kernel/errors';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { queueVisitFeedback } from '../visit-feedback/request-feedback';

/**
 * Staff (or the appointment's own doctor, `doctorId`) record how a confirmed appointment went,
 * from its start time on (DESIGN.md, domain); a patient who has arrived is completed, never a
 * no-show (issue 34). Another doctor's appointment answers 404. A completed visit queues its
 * patient's feedback request for about an hour later (issue 49), in the same transaction.
 */
export async function markAppointmentOutcome(
  db: Database,
  channels: NotificationChannels,
  appointmentId: number,
  status: AppointmentOutcome,
  now = clinicNow(),
  doctorId?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    if (!appointment) throw notFound('Appointment');
    if (doctorId !== undefined && !(await isDoctorsAppointment(tx, doctorId, appointmentId))) throw notFound('Appointment');
    if (!outcomesAllowed(appointment, now).includes(status)) {
      if (appointment.status === 'checked_in') throw new AppError('conflict', frontDeskMessages.arrivedNotNoShow);
      if (appointment.status !== 'confirmed') throw new AppError('conflict', m.notConfirmed);
      throw new AppError('conflict', m.notStarted);
    }
    const [after] = await tx.update(appointments).set({ status }).where(eq(appointments.id, appointment.id)).returning();
    await recordAudit(tx, { action: 'status', entity: 'appointment', entityId: appointment.id, before: appointment, after });
    if (status === 'completed') await queueVisitFeedback(tx, channels, appointment.id, now);
  });
}

/** Staff mark the patient of a confirmed in-person visit arrived, on its clinic day (issue 34), giving them the doctor's next queue token; audited. */
export async function markArrived(db: Database, appointmentId: number, now = clinicNow()): Promise<void> {
  await db.transaction(async (tx) => {
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    if (!appointment) throw notFound('Appointment');
    if (!canCheckIn(appointment, now)) throw new AppError('conflict', frontDeskMessages.checkInRefused);
    const [after] = await tx
      .update(appointments)
      .set({ status: 'checked_in', checkedInAt: now })
      .where(eq(appointments.id, appointment.id))
      .returning();
    await recordAudit(tx, { action: 'check_in', entity: 'appointment', entityId: appointment.id, before: appointment, after });
    // The patient joins the doctor's queue for the day (issue 51 item 7): the next token, gapless.
    const [slot] = await tx.select({ doctorId: timeSlots.doctorId }).from(timeSlots).where(eq(timeSlots.id, appointment.slotId));
    await issueToken(tx, { doctorId: slot!.doctorId, patientId: appointment.userId, appointmentId: appointment.id, now });
  });
}
