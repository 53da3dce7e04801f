import { eq } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { appointments, payments, services } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { recordAudit } from '../../identity';
import { recordInUseMessages } from '../../../lib/validation/messages';

/** Deletes a service no appointment or payment refers to; otherwise 409 and nothing changes. */
export async function deleteService(db: Database, serviceId: number) {
  await db.transaction(async (tx) => {
    const [service] = await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId)).for('update');
    if (!service) throw notFound('Service');
    const [appointment] = await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.serviceId, serviceId)).limit(1);
    const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.serviceId, serviceId)).limit(1);
    if (appointment || payment) throw new AppError('conflict', recordInUseMessages.service);
    const [before] = await tx.delete(services).where(eq(services.id, serviceId)).returning();
    await recordAudit(tx, { action: 'delete', entity: 'service', entityId: serviceId, before });
  });
}
