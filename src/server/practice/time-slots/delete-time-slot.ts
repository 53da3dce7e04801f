import { eq } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { appointments, payments, timeSlots } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { recordAudit } from '../../identity';
import { recordInUseMessages } from '../../../lib/validation/messages';

/** SPEC §4: a booked slot cannot be deleted (400); one that records refer to is kept too (409). */
export async function deleteTimeSlot(db: Database, slotId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [slot] = await tx.select().from(timeSlots).where(eq(timeSlots.id, slotId)).for('update');
    if (!slot) throw notFound('Time slot');
    if (slot.isBooked) throw new AppError('invalid', recordInUseMessages.timeSlotBooked);
    const [appointment] = await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.slotId, slotId)).limit(1);
    const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.slotId, slotId)).limit(1);
    if (appointment || payment) throw new AppError('conflict', recordInUseMessages.timeSlot);
    await tx.delete(timeSlots).where(eq(timeSlots.id, slotId));
    await recordAudit(tx, { action: 'delete', entity: 'time_slot', entityId: slotId, before: slot });
  });
}
