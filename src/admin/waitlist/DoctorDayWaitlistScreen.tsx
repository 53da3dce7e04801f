import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import type { StaffConsultationWaitlistAnswer } from '../../lib/api/types';
import type { AppointmentMode } from '../../lib/domain/appointments';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE, indiaDateOf } from '../../lib/time/clinic-time';
import { SelectField, TextField } from '../components/form-fields';
import { useAdminWrite } from '../components/useAdminWrite';
import { useActiveDoctors } from '../queue/useActiveDoctors';
import { adminApi } from '../session/session-store';
import { doctorDayName } from './WaitlistScreen';
import { WaitlistTable } from './WaitlistTable';

const MODE_LABELS: Record<AppointmentMode, string> = { video: 'Video', call: 'Phone call', in_person: 'In person' };
const ACTIVE = ['waiting', 'offered'];

/**
 * A doctor's day's waitlist (issue 48, decision 061), for the admin and the receptionist: who is
 * waiting in order, each place's state and offer, "Offer now" for a free time, and Remove.
 */
export function DoctorDayWaitlistScreen() {
  const [params, setParams] = useSearchParams();
  const doctorId = params.get('doctorId') ?? '';
  const date = params.get('date') ?? indiaDateOf(new Date());
  const { doctors, failed } = useActiveDoctors();
  const [line, setLine] = useState<StaffConsultationWaitlistAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { isBusy, write } = useAdminWrite();
  const captionId = useId();

  const load = useCallback(async () => {
    if (!doctorId || !date) return;
    setProblem(null);
    try {
      setLine(await adminApi<StaffConsultationWaitlistAnswer>('/v1/waitlist/consultations', { query: { doctorId, date }, cache: 'reload' }));
    } catch (err) {
      setProblem(errorMessage(err, 'The waitlist could not be loaded.'));
    }
  }, [doctorId, date]);
  useEffect(() => {
    setLine(null);
    void load();
  }, [load]);

  const choose = (changes: Record<string, string>) => setParams({ doctorId, date, ...changes }, { replace: true });
  const offerNow = () =>
    write(
      () =>
        adminApi<StaffConsultationWaitlistAnswer>('/v1/waitlist/consultations/offer', {
          method: 'POST',
          body: { doctorId: Number(doctorId), date },
        }).then(setLine),
      'A free time was offered to the first in line.',
      'Could not offer a time.',
    );
  const doctorName = doctors?.find((d) => String(d.id) === doctorId)?.name ?? 'the doctor';
  const waiting = line?.entries.some((entry) => entry.status === 'waiting') ?? false;

  return (
    <section className="admin-page">
      <div className="admin-page-heading">
        <h1>Waitlist for a doctor’s day</h1>
        <Link to="/admin/waitlist">All waitlists</Link>
      </div>
      {failed && <p role="alert">The doctors could not be loaded. Reload the page to try again.</p>}
      <div className="admin-filters">
        <SelectField
          label="Doctor"
          name="doctor"
          value={doctorId}
          onChange={(value) => choose({ doctorId: value })}
          placeholder={doctors ? 'Choose a doctor' : 'Loading doctors...'}
          options={(doctors ?? []).map((doctor) => ({ value: String(doctor.id), label: doctor.name }))}
        />
        <TextField label="Day" name="day" type="date" value={date} onChange={(value) => value && choose({ date: value })} />
      </div>
      {!doctorId ? (
        <p>Choose a doctor and a day to see who is waiting.</p>
      ) : problem ? (
        <p role="alert" className="admin-error">
          {problem}{' '}
          <button type="button" className="button button-small" onClick={() => void load()}>
            Try again
          </button>
        </p>
      ) : !line ? (
        <p role="status">Loading the waitlist...</p>
      ) : (
        <>
          <h2 id={captionId}>
            {doctorDayName(doctorName, date)}: {line.entries.filter((e) => ACTIVE.includes(e.status)).length} in line · {line.free} free{' '}
            {line.free === 1 ? 'time' : 'times'}
          </h2>
          {line.entries.length === 0 ? (
            <p>Nobody is waiting for this day.</p>
          ) : (
            <WaitlistTable
              labelledBy={captionId}
              entries={line.entries}
              columns={[
                { header: 'Service', cell: (entry) => entry.service.name },
                { header: 'Mode', cell: (entry) => MODE_LABELS[entry.mode] },
                { header: 'Joined', cell: (entry) => formatDate(entry.joinedAt, 'short', CLINIC_TIME_ZONE), afterState: true },
              ]}
              offerText={(entry) =>
                entry.offer
                  ? `: ${formatDate(entry.offer.slotStartsAt, 'time', CLINIC_TIME_ZONE)} until ${formatDate(entry.offer.expiresAt, 'short', CLINIC_TIME_ZONE)} IST`
                  : ''
              }
              onRemoved={() => void load()}
            />
          )}
          {line.free > 0 && waiting && (
            <button type="button" className="button" disabled={isBusy} onClick={() => void offerNow()}>
              Offer now: a free time to the first in line
            </button>
          )}
        </>
      )}
    </section>
  );
}
