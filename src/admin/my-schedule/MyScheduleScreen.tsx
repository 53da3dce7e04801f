import { useId } from 'react';
import type { DoctorAppointment } from '../../lib/api/types';
import { formatAppointmentTime, formatDate } from '../../lib/format/date';
import { doctorPortalMessages as m } from '../../lib/validation/messages';
import { AppointmentActions, AppointmentStatus, ConsultationNote, JoinLink, modeLabel } from './AppointmentParts';
import { MobileLink } from '../components/MobileLink';
import { PatientAnswer } from '../components/PatientAnswer';
import './my-schedule.css';
import { clinicTimeRange, groupByClinicDay, waitingPatients } from './schedule-days';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { useAppointmentDialogs } from './useAppointmentDialogs';
import { useMySchedule } from './useMySchedule';
import { useNow } from './useNow';
import { QueueCard } from './QueueCard';
import { ProgrammeAlerts } from './ProgrammeAlerts';

type Actions = Pick<ReturnType<typeof useAppointmentDialogs>, 'onOutcome' | 'onNote' | 'onVisit'>;

/** One consultation of the day: who, what, how to reach them, and what the doctor can do now. */
function AppointmentCard({ appointment, now, actions }: { appointment: DoctorAppointment; now: Date; actions: Actions }) {
  const titleId = useId();
  const viewerTime = formatAppointmentTime(appointment.time).viewer;
  return (
    <article className="admin-card schedule-card" aria-labelledby={titleId}>
      <div className="schedule-card-head">
        <h3 id={titleId}>
          {clinicTimeRange(appointment)} · {appointment.patient.name}
        </h3>
        <AppointmentStatus status={appointment.status} />
      </div>
      {viewerTime && <p className="admin-hint">Your time: {viewerTime}</p>}
      <dl className="admin-details schedule-details">
        <dt>Mobile</dt>
        <dd>
          <MobileLink mobile={appointment.patient.mobile} />
        </dd>
        <dt>Service</dt>
        <dd>{appointment.service.name}</dd>
        <dt>Mode</dt>
        <dd>{modeLabel(appointment)}</dd>
        <dt>Patient reply</dt>
        <dd>
          <PatientAnswer answer={appointment.patient_answer} status={appointment.status} />
        </dd>
        <dt>Patient&apos;s description</dt>
        <dd>{appointment.description ?? 'N/A'}</dd>
      </dl>
      {appointment.note && (
        <div className="schedule-note-section">
          <h4>Consultation note</h4>
          <ConsultationNote note={appointment.note} headingTag="h4" />
        </div>
      )}
      <div className="admin-row-actions">
        <JoinLink appointment={appointment} />
        <AppointmentActions appointment={appointment} now={now} {...actions} />
      </div>
    </article>
  );
}

/** Who has arrived at the clinic and waits to be seen (issue 34), first come first; hidden while no one waits. */
function WaitingList({ appointments }: { appointments: DoctorAppointment[] }) {
  const waiting = waitingPatients(appointments);
  if (waiting.length === 0) return null;
  return (
    <section className="admin-card schedule-waiting" aria-labelledby="schedule-waiting-heading">
      <h2 id="schedule-waiting-heading">Waiting at the clinic ({waiting.length})</h2>
      <ol className="schedule-waiting-list">
        {waiting.map((appointment) => (
          <li key={appointment.id}>
            <strong>{appointment.patient.name}</strong>
            <span className="admin-hint">
              {' '}
              arrived {formatDate(appointment.checked_in_at, 'time', CLINIC_TIME_ZONE)} IST · booked {clinicTimeRange(appointment)} ·{' '}
              {appointment.service.name}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** My Schedule (issue 14): a doctor's today and week ahead, by clinic day, in IST. */
export function MyScheduleScreen() {
  const { state, retry, reload } = useMySchedule();
  const { dialogs, ...actions } = useAppointmentDialogs(reload);
  const now = useNow();

  return (
    <section className="admin-page">
      <h1>My Schedule</h1>
      <p className="admin-hint schedule-intro">Today and the week ahead. Times are India time (IST).</p>
      <QueueCard />
      <ProgrammeAlerts />
      {state.status === 'loading' && <p>Loading...</p>}
      {state.status === 'failed' && (
        <div className="schedule-failed" role="alert">
          <p>{m.scheduleFailed}</p>
          <button type="button" className="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'ready' && <WaitingList appointments={state.appointments} />}
      {state.status === 'ready' && state.appointments.length === 0 && <p className="schedule-empty">{m.scheduleEmpty}</p>}
      {state.status === 'ready' &&
        state.appointments.length > 0 &&
        groupByClinicDay(state.appointments, now).map((day) => (
          <section key={day.date} className="schedule-day" aria-labelledby={`day-${day.date}`}>
            <h2 id={`day-${day.date}`}>{day.heading}</h2>
            {day.appointments.length === 0 ? (
              <p>{m.todayEmpty}</p>
            ) : (
              <ul className="schedule-list">
                {day.appointments.map((appointment) => (
                  <li key={appointment.id}>
                    <AppointmentCard appointment={appointment} now={now} actions={actions} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      {dialogs}
    </section>
  );
}
