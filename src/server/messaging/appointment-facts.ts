import { eq } from 'drizzle-orm';
import { appointmentRows } from '../kernel/db/appointment-join';
import type { Database } from '../kernel/db/database';
import { appointments, doctors, services, timeSlots, users } from '../kernel/db/schema';

/** Where a patient's messages go and in which language: the columns every patient message reads. */
export const patientContact = {
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  language: users.language,
  detailsConfirmedAt: users.detailsConfirmedAt,
};

/**
 * One appointment with what its messages and pages name: the patient and how to reach them, the
 * doctor, the service and the slot's end. Undefined when there is no such appointment.
 */
export async function appointmentFacts(db: Pick<Database, 'select'>, appointmentId: number) {
  const [row] = await appointmentRows(db, {
    appointment: appointments,
    patient: { ...patientContact, messageChannel: users.messageChannel },
    doctor: { id: doctors.id, name: doctors.name, email: doctors.email, mobile: doctors.mobile },
    serviceName: services.name,
    end: timeSlots.endTime,
  })
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, appointmentId));
  return row;
}
