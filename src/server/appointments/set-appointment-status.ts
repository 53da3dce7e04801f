import { eq } from 'drizzle-orm';
import { myAppointmentMessages as m } from '../../lib/validation/messages';
import type { Database } from '../db/database';
import { appointments } from '../db/schema';
import { isDoctorsAppointment } from '../doctors/doctor-schedule';
import { AppError, notFound } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { clinicNow } from '../clock';

/**
 * Staff (or the appointment's own doctor, `doctorId`) record how a confirmed appointment went,
 * from its start time on (DESIGN.md, domain). Another doctor's appointment answers 404.
 */
export async function markAppointmentOutcome(
  db: Database,
  appointmentId: number,
  status: 'completed' | 'no_show',
  now = clinicNow(),
  doctorId?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    if (!appointment) throw notFound('Appointment');
    if (doctorId !== undefined && !(await isDoctorsAppointment(tx, doctorId, appointmentId))) throw notFound('Appointment');
    if (appointment.status !== 'confirmed') throw new AppError('conflict', m.notConfirmed);
    if (appointment.time > now) throw new AppError('conflict', m.notStarted);
    const [after] = await tx.update(appointments).set({ status }).where(eq(appointments.id, appointment.id)).returning();
    await recordAudit(tx, { action: 'status', entity: 'appointment', entityId: appointment.id, before: appointment, after });
  });
}
