import { site } from '../../content/site';
import { formatDate } from '../../lib/format/date';
import { meetingRoomOf } from '../../lib/policy/appointment-policy';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import type { TokenClaims } from '../auth/tokens';
import { renderAppointmentIcs } from '../calendar/appointment-ics';
import type { Database } from '../db/database';
import { notFound } from '../errors';
import { appointmentFacts } from './appointment-facts';
import { clinicPlace, readClinicSettings } from '../clinic-settings/clinic-settings';

/**
 * The calendar file of one appointment for its patient or an admin (anyone else: 404):
 * METHOD:CANCEL once cancelled, otherwise REQUEST, with the appointment's current SEQUENCE.
 */
export async function appointmentCalendarFile(db: Database, appointmentId: number, auth: TokenClaims, siteUrl: string): Promise<string> {
  const row = await appointmentFacts(db, appointmentId);
  if (!row || (auth.role !== 'admin' && row.appointment.userId !== auth.id)) throw notFound('Appointment');
  const { appointment } = row;
  // Only a video visit has a room: for a call the doctor phones the patient's verified mobile.
  const meetingLink = meetingRoomOf(appointment);
  // An in-person visit: the clinic's address (and GEO) instead of a room.
  const place = appointment.mode === 'in_person' ? clinicPlace(await readClinicSettings(db)) : null;
  const clinicTime = `${formatDate(appointment.time, 'long', CLINIC_TIME_ZONE)} IST`;
  return renderAppointmentIcs({
    appointmentId: appointment.id,
    sequence: appointment.calendarSequence,
    method: appointment.status === 'cancelled' ? 'cancel' : 'request',
    start: appointment.time,
    end: row.end,
    summary: `${row.serviceName} with ${row.doctor.name}`,
    description: [
      `${site.name}: ${row.serviceName} with ${row.doctor.name}, ${clinicTime}.`,
      place
        ? `At the clinic: ${place.title}, ${place.address}. Please arrive 10 minutes early.`
        : meetingLink
          ? `Join: ${meetingLink}`
          : 'The doctor calls your verified mobile number at this time.',
      `Questions: ${site.phone}`,
    ]
      .filter(Boolean)
      .join('\n'),
    meetingLink,
    place,
    organizer: { name: site.name, email: site.email },
    attendee: row.patient.email ? { name: row.patient.name, email: row.patient.email } : null,
    uidDomain: new URL(siteUrl).hostname,
  });
}
