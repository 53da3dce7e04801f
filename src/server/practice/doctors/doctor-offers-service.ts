import { and, eq } from 'drizzle-orm';
import { bookingServerMessages } from '../../../lib/validation/messages';
import type { Database } from '../../kernel/db/database';
import { doctorServices } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';

/**
 * A service is booked or moved only to a doctor who offers it (DESIGN.md, Visits: doctor_services),
 * on every path: create-order, the patient's and staff's reschedule. Answers 409
 * `service_not_offered` otherwise, so a client tells this apart from a taken slot.
 */
export async function assertDoctorOffersService(db: Pick<Database, 'select'>, doctorId: number, serviceId: number): Promise<void> {
  const [link] = await db
    .select({ doctorId: doctorServices.doctorId })
    .from(doctorServices)
    .where(and(eq(doctorServices.doctorId, doctorId), eq(doctorServices.serviceId, serviceId)));
  if (!link) throw new AppError('service_not_offered', bookingServerMessages.serviceNotOffered);
}
