import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { bookingCopy } from '../../content/booking';
import { errorMessage } from '../../lib/api/client';
import type { DashboardAppointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { type AppointmentOutcome, canCheckIn, outcomesAllowed } from '../../lib/policy/appointment-policy';
import { isReschedulable } from '../../lib/validation/appointment';
import { appointmentStatusMessages, dashboardMessages as m } from '../../lib/validation/messages';
import { APPOINTMENT_STATUS_TONE } from '../appointments/appointment-status';
import { OutcomeDialog } from '../appointments/OutcomeDialog';
import { PatientAnswer } from '../components/PatientAnswer';
import { StatusBadge, statusLabel } from '../components/StatusBadge';
import { adminApi } from '../session/session-store';

type Outcome = AppointmentOutcome;

/** "10:00 AM – 10:30 AM IST": today is the clinic's day, so its times are the clinic's. */
const clinicTimeRange = (appointment: DashboardAppointment) =>
  `${formatDate(appointment.time, 'time', CLINIC_TIME_ZONE)} – ${formatDate(appointment.end_time, 'time', CLINIC_TIME_ZONE)} IST`;

/**
 * Today's appointments across doctors in time order. A plain table: the day is short and read
 * top to bottom, so the sortable, paged DataTable would only get in the way.
 */
export function TodayTable({ appointments, today, onChanged }: { appointments: DashboardAppointment[]; today: string; onChanged: () => void }) {
  const [outcome, setOutcome] = useState<{ appointment: DashboardAppointment; status: Outcome } | null>(null);
  const [arriving, setArriving] = useState<number | null>(null);
  if (appointments.length === 0) return <p className="admin-hint">{m.noAppointmentsToday}</p>;

  // One click at the desk: the patient of an in-person visit is here (issue 34).
  const markArrived = async (appointment: DashboardAppointment) => {
    setArriving(appointment.id);
    try {
      await adminApi(`/v1/appointments/${appointment.id}/status`, { method: 'POST', body: { status: 'checked_in' } });
      toast.success(m.markedArrived);
      onChanged();
    } catch (err) {
      toast.error(errorMessage(err, appointmentStatusMessages.failed));
    } finally {
      setArriving(null);
    }
  };

  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-table-cards admin-today-table">
        <caption className="visually-hidden">Today&apos;s appointments in time order</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Patient</th>
            <th scope="col">Doctor</th>
            <th scope="col">Service</th>
            <th scope="col">Mode</th>
            <th scope="col">Status</th>
            <th scope="col">Patient reply</th>
            <th scope="col">Meet Link</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {appointments.map((appointment) => (
            <tr key={appointment.id}>
              <td className="admin-nowrap" data-label="Time">
                {clinicTimeRange(appointment)}
              </td>
              <td data-label="Patient">{appointment.patient.name}</td>
              <td data-label="Doctor">{appointment.doctor.name}</td>
              <td data-label="Service">{appointment.service.name}</td>
              <td data-label="Mode">{bookingCopy.modes[appointment.mode].label}</td>
              <td data-label="Status">
                <StatusBadge tone={APPOINTMENT_STATUS_TONE[appointment.status]} hasIcon>
                  {statusLabel(appointment.status)}
                </StatusBadge>
                {appointment.status === 'checked_in' && appointment.checked_in_at && (
                  <span className="admin-hint admin-arrived-at"> at {formatDate(appointment.checked_in_at, 'time', CLINIC_TIME_ZONE)}</span>
                )}
              </td>
              <td data-label="Patient reply">
                <PatientAnswer answer={appointment.patient_answer} status={appointment.status} />
              </td>
              <td data-label="Meet Link">
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
              <td data-label="Actions">
                <TodayActions
                  appointment={appointment}
                  today={today}
                  isArriving={arriving === appointment.id}
                  onArrived={() => void markArrived(appointment)}
                  onOutcome={(status) => setOutcome({ appointment, status })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <OutcomeDialog
        change={
          outcome && {
            outcome: outcome.status,
            path: `/v1/appointments/${outcome.appointment.id}/status`,
            patientName: outcome.appointment.patient.name,
            time: clinicTimeRange(outcome.appointment),
          }
        }
        onClose={() => setOutcome(null)}
        onChanged={onChanged}
      />
    </div>
  );
}

interface TodayActionsProps {
  appointment: DashboardAppointment;
  today: string;
  isArriving: boolean;
  onArrived: () => void;
  onOutcome: (status: Outcome) => void;
}

/**
 * An in-person patient is marked arrived here (issue 34); a started, confirmed appointment (or an
 * arrived patient) gets its outcome recorded; every row opens in Appointments.
 */
function TodayActions({ appointment, today, isArriving, onArrived, onOutcome }: TodayActionsProps) {
  const now = new Date();
  const outcomes = outcomesAllowed(appointment, now);
  const label = <span className="visually-hidden"> appointment {appointment.id}</span>;
  return (
    <div className="admin-row-actions">
      {canCheckIn(appointment, now) && (
        <button type="button" className="button button-small" disabled={isArriving} onClick={onArrived}>
          {isArriving ? 'Saving...' : 'Mark arrived'}
          <span className="visually-hidden"> for {appointment.patient.name}</span>
        </button>
      )}
      {outcomes.includes('completed') && (
        <button type="button" className="button button-small" onClick={() => onOutcome('completed')}>
          Mark completed{label}
        </button>
      )}
      {outcomes.includes('no_show') && (
        <button type="button" className="button button-small button-secondary" onClick={() => onOutcome('no_show')}>
          Mark no-show{label}
        </button>
      )}
      <Link className="button button-small button-quiet" to={`/admin/appointments?from=${today}&to=${today}`}>
        Open{label}
      </Link>
    </div>
  );
}
