import { eq } from 'drizzle-orm';
import type { Session } from '../../kernel/session';
import { appointmentSlotRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import { appointments, timeSlots } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';

export type AccessibleAppointment = typeof appointments.$inferSelect & { doctorId: number };

/**
 * One appointment as its patient, its doctor or staff may see it; anyone else (another patient,
 * another doctor) gets the same 404 as for an appointment that does not exist.
 */
export async function accessibleAppointment(db: Pick<Database, 'select'>, auth: Session, appointmentId: number): Promise<AccessibleAppointment> {
  const [row] = await appointmentSlotRows(db, { appointment: appointments, doctorId: timeSlots.doctorId }).where(eq(appointments.id, appointmentId));
  if (!row || !canSee(auth, row.appointment.userId, row.doctorId)) throw notFound('Appointment');
  return { ...row.appointment, doctorId: row.doctorId };
}

function canSee(auth: Session, patientId: number, doctorId: number): boolean {
  switch (auth.role) {
    case 'admin':
      return true;
    case 'doctor':
      return auth.doctorId === doctorId;
    case 'patient':
      return auth.id === patientId;
    // A visit's clinical record is never the front desk's (issue 51).
    // Nor the pharmacist's (issue 50): the dispense list carries the finalised prescription lines only.
    case 'therapist':
    case 'receptionist':
    case 'pharmacist':
      return false;
  }
}
