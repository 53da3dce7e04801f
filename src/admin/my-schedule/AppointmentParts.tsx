import { bookingCopy } from '../../content/booking';
import type { DoctorAppointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { APPOINTMENT_STATUS_TONE } from '../appointments/appointment-status';
import { RichText } from '../components/RichText';
import { StatusBadge, statusLabel } from '../components/StatusBadge';
import { type AppointmentOutcome, outcomesAllowed } from '../../lib/policy/appointment-policy';
import { clinicTimeRange } from './schedule-days';

/** What a doctor records about a started consultation. */
export type DoctorOutcome = AppointmentOutcome;

/** The pieces My Schedule's cards and the past appointments table both show. */
export const AppointmentStatus = ({ status }: Pick<DoctorAppointment, 'status'>) => (
  <StatusBadge tone={APPOINTMENT_STATUS_TONE[status]} hasIcon>
    {statusLabel(status)}
  </StatusBadge>
);

export const modeLabel = (appointment: Pick<DoctorAppointment, 'mode'>) => bookingCopy.modes[appointment.mode].label;

/** For a confirmed consultation: Join the video meeting, Call the patient for a phone call, or the clinic for a visit. */
export function JoinLink({ appointment }: { appointment: DoctorAppointment }) {
  if (appointment.status !== 'confirmed') return null;
  // The space sits outside the hidden part, so every accessible-name algorithm keeps it.
  const whom = <span className="visually-hidden">{appointment.patient.name}</span>;
  // In person: no room and no call; the patient comes to the clinic, 10 minutes early.
  if (appointment.mode === 'in_person') return <span className="admin-hint">At the clinic</span>;
  if (appointment.mode === 'call') {
    return appointment.patient.mobile ? (
      <a className="button button-small" href={`tel:${appointment.patient.mobile}`}>
        Call {whom}
      </a>
    ) : null;
  }
  return appointment.google_meet_link ? (
    <a className="button button-small" href={appointment.google_meet_link} target="_blank" rel="noopener noreferrer">
      Join <span className="visually-hidden">the video consultation with {appointment.patient.name}</span>
    </a>
  ) : null;
}

/** The doctor's note as rich text, with when it was last saved. */
export function ConsultationNote({ note, headingTag }: { note: NonNullable<DoctorAppointment['note']>; headingTag: 'h2' | 'h4' }) {
  return (
    <div className="schedule-note">
      <RichText html={note.body} headingTag={headingTag} className="schedule-note-body" />
      <p className="admin-hint">Saved {formatDate(note.updated_at, 'short', CLINIC_TIME_ZONE)} IST</p>
    </div>
  );
}

interface AppointmentActionsProps {
  appointment: DoctorAppointment;
  now: Date;
  onOutcome: (appointment: DoctorAppointment, outcome: DoctorOutcome) => void;
  onNote: (appointment: DoctorAppointment) => void;
  /** Opens the visit: intake, reports, past visits and the doctor's record. */
  onVisit?: (appointment: DoctorAppointment) => void;
}

/** Mark completed / no-show once a confirmed consultation has started (an arrived patient: completed), and write or edit its note. */
export function AppointmentActions({ appointment, now, onOutcome, onNote, onVisit }: AppointmentActionsProps) {
  // A confirmed consultation from its start on; a patient who has arrived (issue 34) is only ever completed.
  const outcomes = outcomesAllowed(appointment, now);
  // Several rows share the button texts: the hidden part names the consultation.
  const which = (
    <span className="visually-hidden">
      for {appointment.patient.name} at {clinicTimeRange(appointment)}
    </span>
  );
  // A cancelled visit takes no note and opens no record: nothing happened to write down.
  if (appointment.status === 'cancelled') return null;
  return (
    <>
      {outcomes.includes('completed') && (
        <button type="button" className="button button-small" onClick={() => onOutcome(appointment, 'completed')}>
          Mark completed {which}
        </button>
      )}
      {outcomes.includes('no_show') && (
        <button type="button" className="button button-small button-secondary" onClick={() => onOutcome(appointment, 'no_show')}>
          Mark no-show {which}
        </button>
      )}
      <button type="button" className="button button-small button-quiet" onClick={() => onNote(appointment)}>
        {appointment.note ? 'Edit note' : 'Write note'} {which}
      </button>
      {onVisit && (
        <button type="button" className="button button-small" onClick={() => onVisit(appointment)}>
          Open visit {which}
        </button>
      )}
    </>
  );
}
