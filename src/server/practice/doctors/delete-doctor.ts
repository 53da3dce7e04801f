import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { appointments, doctors, payments, timeSlots } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { recordAudit } from '../../identity';
import { recordInUseMessages } from '../../../lib/validation/messages';

/**
 * Deletes a doctor with the doctor's free time slots. A doctor whose slots any appointment or
 * payment (a checkout in progress included) refers to is kept: 409, nothing changes.
 */
export async function deleteDoctor(db: Database, doctorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [doctor] = await tx.select().from(doctors).where(eq(doctors.id, doctorId)).for('update');
    if (!doctor) throw notFound('Doctor');
    const doctorSlotIds = tx.select({ id: timeSlots.id }).from(timeSlots).where(eq(timeSlots.doctorId, doctorId));
    const [booked] = await tx.select({ id: appointments.id }).from(appointments).where(inArray(appointments.slotId, doctorSlotIds)).limit(1);
    const [paid] = await tx.select({ id: payments.id }).from(payments).where(inArray(payments.slotId, doctorSlotIds)).limit(1);
    if (booked || paid) throw new AppError('conflict', recordInUseMessages.doctor);
    // A booking racing this delete hits the foreign keys instead: the transaction rolls back (409).
    await tx.delete(timeSlots).where(eq(timeSlots.doctorId, doctorId));
    await tx.delete(doctors).where(eq(doctors.id, doctorId));
    await recordAudit(tx, { action: 'delete', entity: 'doctor', entityId: doctorId, before: doctor });
  });
}
