import { eq } from 'drizzle-orm';
import { myAppointmentMessages as m } from '../../lib/validation/messages';
import type { Database } from '../db/database';
import { appointments } from '../db/schema';
import { AppError, notFound } from '../errors';

/** Staff record how a confirmed appointment went, from its start time on (DESIGN.md, domain). */
export async function markAppointmentOutcome(db: Database, appointmentId: number, status: 'completed' | 'no_show', now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    if (!appointment) throw notFound('Appointment');
    if (appointment.status !== 'confirmed') throw new AppError('conflict', m.notConfirmed);
    if (appointment.time > now) throw new AppError('conflict', m.notStarted);
    await tx.update(appointments).set({ status }).where(eq(appointments.id, appointment.id));
  });
}
