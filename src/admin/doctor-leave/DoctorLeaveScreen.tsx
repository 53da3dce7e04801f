import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { AffectedAppointment, DoctorLeave } from '../../lib/api/types';
import { shortDateName } from '../../lib/format/date';
import { indiaDateOf } from '../../lib/time/clinic-time';
import { doctorLeaveSchema } from '../../lib/validation/doctor-leave';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CheckboxField, checkForm, SelectField, TextField } from '../components/form-fields';
import { useAdminWrite } from '../components/useAdminWrite';
import { useActiveDoctors } from '../queue/useActiveDoctors';
import { adminApi } from '../session/session-store';
import { AffectedAppointments } from './AffectedAppointments';
import './doctor-leave.css';

/** "13:30" as clinic minutes since midnight (810); NaN for anything else. */
const minutesOf = (time: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};
const timeOfMinutes = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const daysText = (leave: DoctorLeave) =>
  leave.startsOn === leave.endsOn ? shortDateName(leave.startsOn) : `${shortDateName(leave.startsOn)} to ${shortDateName(leave.endsOn)}`;
const hoursText = (leave: DoctorLeave) =>
  leave.fromMinute === null || leave.untilMinute === null ? 'Whole day' : `${timeOfMinutes(leave.fromMinute)} to ${timeOfMinutes(leave.untilMinute)}`;

/** Staff mark the doctor away for whole days, or some hours of one day. */
function LeaveForm({ doctorId, onSaved }: { doctorId: number; onSaved: (affected: number) => void }) {
  const today = indiaDateOf(new Date());
  const [startsOn, setStartsOn] = useState(today);
  const [endsOn, setEndsOn] = useState(today);
  const [someHours, setSomeHours] = useState(false);
  const [from, setFrom] = useState('13:00');
  const [until, setUntil] = useState('17:00');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const body = {
      doctorId,
      startsOn,
      endsOn: someHours ? startsOn : endsOn,
      ...(someHours ? { fromMinute: minutesOf(from), untilMinute: minutesOf(until) } : {}),
      note,
    };
    const checked = checkForm(doctorLeaveSchema, body);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const saved = await adminApi<{ affected: AffectedAppointment[] }>('/v1/doctor-leave', { method: 'POST', body: checked.data });
      toast.success(
        saved.affected.length === 0
          ? 'Leave saved. No booked appointment falls in it.'
          : `Leave saved. ${saved.affected.length} booked appointment(s) need action.`,
      );
      setNote('');
      onSaved(saved.affected.length);
    } catch (err) {
      toast.error(errorMessage(err, 'The leave could not be saved. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="admin-form leave-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="leave-form-title">
      <h2 id="leave-form-title">Mark the doctor away</h2>
      <CheckboxField label="Only some hours of one day" name="someHours" checked={someHours} onChange={setSomeHours} />
      <div className="leave-form-row">
        <TextField
          label={someHours ? 'Day' : 'First day'}
          name="startsOn"
          type="date"
          min={today}
          value={startsOn}
          onChange={setStartsOn}
          error={errors.startsOn}
          required
        />
        {!someHours && (
          <TextField label="Last day" name="endsOn" type="date" min={startsOn} value={endsOn} onChange={setEndsOn} error={errors.endsOn} required />
        )}
      </div>
      {someHours && (
        <div className="leave-form-row">
          <TextField label="Away from" name="from" type="time" step={900} value={from} onChange={setFrom} error={errors.fromMinute} required />
          <TextField
            label="Back at"
            name="until"
            type="time"
            step={900}
            value={until}
            onChange={setUntil}
            error={errors.untilMinute ?? errors.endsOn}
            required
          />
        </div>
      )}
      <TextField label="Note (optional)" name="note" maxLength={200} value={note} onChange={setNote} error={errors.note} />
      <p className="admin-hint">
        Free times in the leave close at once. Booked appointments in it are not cancelled: they are listed below to move or cancel.
      </p>
      <button type="submit" className="button" disabled={isSaving}>
        {isSaving ? 'Saving...' : 'Save leave'}
      </button>
    </form>
  );
}

function LeaveList({ leave, onRemoved }: { leave: DoctorLeave[] | null; onRemoved: () => void }) {
  const [removing, setRemoving] = useState<DoctorLeave | null>(null);
  const { isBusy, write } = useAdminWrite();
  const remove = async () => {
    const done = await write(
      () => adminApi(`/v1/doctor-leave/${removing!.id}`, { method: 'DELETE' }),
      'Leave removed; its free times open again.',
      'The leave could not be removed.',
    );
    setRemoving(null);
    if (done) onRemoved();
  };
  return (
    <section aria-labelledby="leave-list-title">
      <h2 id="leave-list-title">Leave ahead</h2>
      {leave === null ? (
        <p className="admin-loading">Loading...</p>
      ) : leave.length === 0 ? (
        <p>No leave ahead for this doctor.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table admin-table-cards admin-static-cards">
            <caption>The doctor’s leave that has not ended</caption>
            <thead>
              <tr>
                <th scope="col">Days</th>
                <th scope="col">Hours</th>
                <th scope="col">Note</th>
                <th scope="col">Needs action</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {leave.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{daysText(row)}</th>
                  <td data-label="Hours">{hoursText(row)}</td>
                  <td data-label="Note">{row.note || '–'}</td>
                  <td data-label="Needs action">{row.needsAction === 0 ? 'None' : `${row.needsAction} appointment(s)`}</td>
                  <td data-label="">
                    <button type="button" className="button button-small button-quiet" onClick={() => setRemoving(row)}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove this leave?"
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
        confirmLabel="Remove leave"
        isBusy={isBusy}
      >
        {removing && (
          <p>
            {daysText(removing)}, {hoursText(removing).toLowerCase()}: the doctor’s free times in it can be booked again.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

/**
 * Issue 51 item 8: a doctor away for days or some hours. The desk picks the doctor, marks the
 * leave, and works through the booked appointments it falls on: each moved to another doctor who
 * offers the service, or cancelled with a full refund (the patient told in their language).
 */
export function DoctorLeaveScreen() {
  const { doctors, failed } = useActiveDoctors();
  const [doctorId, setDoctorId] = useState('');
  const [leave, setLeave] = useState<DoctorLeave[] | null>(null);
  const [affected, setAffected] = useState<AffectedAppointment[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async (id: string) => {
    if (!id) return;
    setLoadError(null);
    try {
      const [rows, needing] = await Promise.all([
        adminApi<DoctorLeave[]>('/v1/doctor-leave', { query: { doctorId: id }, cache: 'reload' }),
        adminApi<AffectedAppointment[]>('/v1/doctor-leave/affected', { query: { doctorId: id }, cache: 'reload' }),
      ]);
      setLeave(rows);
      setAffected(needing);
    } catch (err) {
      setLoadError(errorMessage(err, 'The doctor’s leave could not be loaded. Please try again.'));
    }
  }, []);

  useEffect(() => {
    setLeave(null);
    setAffected(null);
    void load(doctorId);
  }, [doctorId, load]);

  return (
    <section className="admin-page leave-page">
      <div className="admin-page-heading">
        <h1>Doctor leave</h1>
      </div>
      {failed && <p role="alert">The doctors could not be loaded. Reload the page to try again.</p>}
      <div className="leave-doctor">
        <SelectField
          label="Doctor"
          name="doctor"
          value={doctorId}
          onChange={setDoctorId}
          placeholder={doctors ? 'Choose a doctor' : 'Loading doctors...'}
          options={(doctors ?? []).map((doctor) => ({ value: String(doctor.id), label: doctor.name }))}
        />
      </div>
      {!doctorId ? (
        <p>Choose a doctor to mark their leave and see the appointments it falls on.</p>
      ) : loadError ? (
        <p role="alert" className="admin-error">
          {loadError}{' '}
          <button type="button" className="button button-small" onClick={() => void load(doctorId)}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <LeaveForm key={doctorId} doctorId={Number(doctorId)} onSaved={() => void load(doctorId)} />
          <AffectedAppointments rows={affected} onChanged={() => void load(doctorId)} />
          <LeaveList leave={leave} onRemoved={() => void load(doctorId)} />
        </>
      )}
    </section>
  );
}
