import { bookingCopy } from '../../content/booking';
import type { DashboardAppointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { isReschedulable } from '../../lib/validation/appointment';
import { dashboardMessages as m } from '../../lib/validation/messages';
import { APPOINTMENT_STATUS_TONE } from '../appointments/appointment-status';
import { StatusBadge, statusLabel } from '../components/StatusBadge';

/** "10:00 AM – 10:30 AM IST": today is the clinic's day, so its times are the clinic's. */
const clinicTimeRange = (appointment: DashboardAppointment) =>
  `${formatDate(appointment.time, 'time', CLINIC_TIME_ZONE)} – ${formatDate(appointment.end_time, 'time', CLINIC_TIME_ZONE)} IST`;

/**
 * Today's appointments across doctors in time order. A plain table: the day is short and read
 * top to bottom, so the sortable, paged DataTable would only get in the way.
 */
export function TodayTable({ appointments }: { appointments: DashboardAppointment[] }) {
  if (appointments.length === 0) return <p className="admin-hint">{m.noAppointmentsToday}</p>;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">Today&apos;s appointments in time order</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Patient</th>
            <th scope="col">Doctor</th>
            <th scope="col">Service</th>
            <th scope="col">Mode</th>
            <th scope="col">Status</th>
            <th scope="col">Meet Link</th>
          </tr>
        </thead>
        <tbody>
          {appointments.map((appointment) => (
            <tr key={appointment.id}>
              <td className="admin-nowrap">{clinicTimeRange(appointment)}</td>
              <td>{appointment.patient.name}</td>
              <td>{appointment.doctor.name}</td>
              <td>{appointment.service.name}</td>
              <td>{bookingCopy.modes[appointment.mode].label}</td>
              <td>
                <StatusBadge tone={APPOINTMENT_STATUS_TONE[appointment.status]} hasIcon>
                  {statusLabel(appointment.status)}
                </StatusBadge>
              </td>
              <td>
                {/* A meeting is joined only while the appointment is still on. */}
                {appointment.google_meet_link && isReschedulable(appointment.status) ? (
                  <a
                    href={appointment.google_meet_link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Join the meeting with ${appointment.patient.name}`}
                  >
                    Join
                  </a>
                ) : (
                  'N/A'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
