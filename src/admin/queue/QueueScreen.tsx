import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { DoctorQueue, QueueToken } from '../../lib/api/types';
import { shortDateName } from '../../lib/format/date';
import { SelectField } from '../components/form-fields';
import { type PickedPatient, PatientPicker } from '../components/PatientPicker';
import { adminApi } from '../session/session-store';
import { QueueTable } from './QueueTable';
import { useActiveDoctors } from './useActiveDoctors';
import './queue.css';

type QueueDay = { date: string; doctors: DoctorQueue[] };

/** How often the desk's view reads the queues again (the doctors call from their own screens). */
const REFRESH_MS = 15_000;

/** The desk adds a patient on file who walked in without a booking to a doctor's queue today. */
function WalkInForm({ onAdded }: { onAdded: () => void }) {
  const { doctors, failed } = useActiveDoctors();
  const [doctorId, setDoctorId] = useState('');
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const [errors, setErrors] = useState<{ doctor?: string; patient?: string }>({});
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problems = { doctor: doctorId ? undefined : 'Choose the doctor', patient: patient ? undefined : 'Find and choose the patient' };
    setErrors(problems);
    if (problems.doctor || problems.patient) return;
    setIsSaving(true);
    try {
      const added = await adminApi<{ token: QueueToken }>('/v1/queue/walk-ins', {
        method: 'POST',
        body: { doctorId: Number(doctorId), patientId: patient!.id },
      });
      toast.success(`Token ${added.token.number} given to ${patient!.name}`);
      setPatient(null);
      onAdded();
    } catch (err) {
      toast.error(errorMessage(err, 'The walk-in could not be added. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="admin-form queue-walk-in" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="queue-walk-in-title">
      <h2 id="queue-walk-in-title">Add a walk-in</h2>
      {failed && <p role="alert">The doctors could not be loaded. Reload the page to try again.</p>}
      <SelectField
        label="Doctor"
        name="doctor"
        value={doctorId}
        onChange={setDoctorId}
        placeholder={doctors ? 'Choose a doctor' : 'Loading doctors...'}
        options={(doctors ?? []).map((doctor) => ({ value: String(doctor.id), label: doctor.name }))}
        error={errors.doctor}
        required
      />
      <PatientPicker
        patient={patient}
        onChange={setPatient}
        prefix="Patient: "
        notFound="No patient found. Register them by booking from Appointments."
        error={errors.patient}
      />
      <button type="submit" className="button" disabled={isSaving}>
        {isSaving ? 'Adding...' : 'Give a token'}
      </button>
    </form>
  );
}

/**
 * Issue 51 item 7: today's walk-in queue for the desk. A booked in-person visit gets its token
 * when the patient is marked arrived (Appointments); a walk-in is added here. Per doctor: who
 * waits, who was called, and the average wait from arrival to the call. Reads itself again every
 * 15 seconds; the waiting room's screen is the public board.
 */
export function QueueScreen() {
  const [day, setDay] = useState<QueueDay | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setDay(await adminApi<QueueDay>('/v1/queue', { signal, cache: 'reload' }));
      setLoadError(null);
    } catch (err) {
      if (signal?.aborted) return;
      setLoadError(errorMessage(err, 'The queue could not be loaded. Please try again.'));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    const timer = setInterval(() => void load(controller.signal), REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [load]);

  return (
    <section className="admin-page queue-page">
      <div className="admin-page-heading">
        <h1>Queue{day && <span className="queue-date">: {shortDateName(day.date)}</span>}</h1>
        <div className="queue-actions">
          <a className="button button-small" href="/queue-board" target="_blank" rel="noopener">
            Open the waiting-room board
          </a>
          <button type="button" className="button button-small" onClick={() => void load()}>
            Refresh
          </button>
        </div>
      </div>
      <WalkInForm onAdded={() => void load()} />
      {loadError ? (
        <p role="alert" className="admin-error">
          {loadError}{' '}
          <button type="button" className="button button-small" onClick={() => void load()}>
            Try again
          </button>
        </p>
      ) : !day ? (
        <p className="admin-loading">Loading...</p>
      ) : day.doctors.length === 0 ? (
        <p>Nobody is in the queue yet today. Patients get a token when they are marked arrived, or as walk-ins above.</p>
      ) : (
        day.doctors.map((queue) => (
          <section key={queue.doctorId} className="queue-doctor" aria-labelledby={`queue-doctor-${queue.doctorId}`}>
            <h2 id={`queue-doctor-${queue.doctorId}`}>{queue.doctorName}</h2>
            <QueueTable queue={queue} caption={`${queue.doctorName}'s queue today`} />
          </section>
        ))
      )}
    </section>
  );
}
