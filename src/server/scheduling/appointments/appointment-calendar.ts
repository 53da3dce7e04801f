import { site } from '../../../content/site';
import { meetingRoomOf } from '../../../lib/policy/appointment-policy';
import type { TokenClaims } from '../../kernel/session';
import { renderAppointmentIcs, calendarText, appointmentFacts } from '../../messaging';
import type { Database } from '../../kernel/db/database';
import { notFound } from '../../kernel/errors';
import { clinicPlace, readClinicSettings } from '../../practice';

/**
 * The calendar file of one appointment for its patient or an admin (anyone else: 404):
 * METHOD:CANCEL once cancelled, otherwise REQUEST, with the appointment's current SEQUENCE.
 */
export async function appointmentCalendarFile(db: Database, appointmentId: number, auth: TokenClaims, siteUrl: string): Promise<string> {
  const row = await appointmentFacts(db, appointmentId);
  if (!row || (auth.role === 'patient' && row.appointment.userId !== auth.id)) throw notFound('Appointment');
  const { appointment } = row;
  // Only a video visit has a room: for a call the doctor phones the patient's verified mobile.
  const meetingLink = meetingRoomOf(appointment);
  // An in-person visit: the clinic's address (and GEO) instead of a room.
  const place = appointment.mode === 'in_person' ? clinicPlace(await readClinicSettings(db)) : null;
  const text = calendarText(
    {
      serviceName: row.serviceName,
      doctorName: row.doctor.name,
      start: appointment.time,
      meetingLink,
      place,
      callMobile: appointment.mode === 'call' ? row.patient.mobile : null,
    },
    row.patient.language,
    site.phone,
  );
  return renderAppointmentIcs({
    appointmentId: appointment.id,
    sequence: appointment.calendarSequence,
    method: appointment.status === 'cancelled' ? 'cancel' : 'request',
    start: appointment.time,
    end: row.end,
    ...text,
    meetingLink,
    place,
    organizer: { name: site.name, email: site.email },
    attendee: row.patient.email ? { name: row.patient.name, email: row.patient.email } : null,
    uidDomain: new URL(siteUrl).hostname,
  });
}
