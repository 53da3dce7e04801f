import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { ProgrammeEnrolment, ProgrammeTemplate } from '../../lib/api/types';
import { formatDate, longDateName } from '../../lib/format/date';
import { SelectField, TextField } from '../components/form-fields';
import { useStore } from '@nanostores/react';
import { $session, adminApi } from '../session/session-store';

/** Whether the signed-in login is the desk's (an admin or a receptionist), who enrol patients in programmes. */
export function useIsDesk(): boolean {
  const session = useStore($session);
  return session.status === 'authenticated' && (session.user.role === 'admin' || session.user.role === 'receptionist');
}

const END_REASONS = [
  { value: 'completed', label: 'Completed' },
  { value: 'patient_request', label: 'The patient asked to stop' },
  { value: 'clinic_decision', label: 'The clinic’s decision' },
  { value: 'pregnancy_loss', label: 'Pregnancy loss (stops every message at once)' },
] as const;

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; enrolments: ProgrammeEnrolment[]; templates: ProgrammeTemplate[] };

/** Staff enrol the patient: the programme, the expected delivery date for a pregnancy, and whether the patient agreed to its messages. */
function EnrolForm({ patientId, templates, onDone }: { patientId: number; templates: ProgrammeTemplate[]; onDone: () => void }) {
  const [templateId, setTemplateId] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const template = templates.find((t) => String(t.id) === templateId);
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!template) {
      setError('Choose a programme');
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      await adminApi('/v1/programmes', {
        method: 'POST',
        body: {
          patient_id: patientId,
          template_id: template.id,
          due_date: template.anchor === 'due_date' ? dueDate || null : null,
          messages_consent: consent,
        },
      });
      toast.success(`Enrolled in ${template.name}`);
      setTemplateId('');
      setDueDate('');
      setConsent(false);
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'The patient could not be enrolled'));
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <form className="admin-form programme-enrol" onSubmit={(event) => void submit(event)} aria-label="Enrol in a programme" noValidate>
      <SelectField
        label="Programme"
        name="template"
        value={templateId}
        onChange={setTemplateId}
        placeholder="Choose a programme"
        options={templates.map((t) => ({ value: String(t.id), label: t.name }))}
      />
      {template?.anchor === 'due_date' && (
        <TextField
          label="Expected delivery date"
          name="due_date"
          type="date"
          value={dueDate}
          onChange={setDueDate}
          hint="Not in the past, at most 42 weeks ahead."
        />
      )}
      <label className="admin-checkbox">
        <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} /> The patient agrees to receive this
        programme’s messages (WhatsApp, SMS or e-mail; each has a stop link)
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit" className="button" disabled={isSaving}>
        {isSaving ? 'Enrolling...' : 'Enrol'}
      </button>
    </form>
  );
}

/** One enrolment: week, status, check-ins with their red flags and the doctor's answers, and pause, resume or end. */
function Enrolment({ enrolment, canChange, onChanged }: { enrolment: ProgrammeEnrolment; canChange: boolean; onChanged: () => void }) {
  const [reason, setReason] = useState('');
  const act = async (path: string, body?: unknown) => {
    try {
      await adminApi(`/v1/programmes/${enrolment.id}/${path}`, { method: 'POST', body });
      onChanged();
    } catch (err) {
      toast.error(errorMessage(err, 'The programme could not be changed'));
    }
  };
  return (
    <li>
      <strong>{enrolment.programme_name}</strong> · week {enrolment.week} · {enrolment.status}
      {enrolment.end_reason && ` (${END_REASONS.find((r) => r.value === enrolment.end_reason)?.label ?? enrolment.end_reason})`}
      <div className="admin-cell-note">
        {enrolment.anchor === 'due_date' ? `Due ${longDateName(enrolment.anchor_date)}` : `From ${longDateName(enrolment.anchor_date)}`}
        {enrolment.doctor_name && ` · ${enrolment.doctor_name}`} · messages {enrolment.messages_consent ? 'on' : 'off'} · {enrolment.queued_messages}{' '}
        queued
      </div>
      {enrolment.check_ins.length === 0 ? (
        <div className="admin-cell-note">No check-ins yet.</div>
      ) : (
        <ul className="admin-plain-list">
          {enrolment.check_ins.map((checkIn) => (
            <li key={checkIn.id}>
              Step {checkIn.step_position} · {formatDate(checkIn.submitted_at)}
              {checkIn.red_flags.length > 0 ? <strong> · Red flags: {checkIn.red_flags.join(', ')}</strong> : ' · no red flag'}
              {checkIn.note && <p className="admin-feedback-comment">{checkIn.note}</p>}
              {checkIn.reviewed_at && (
                <div className="admin-cell-note">
                  Answered {formatDate(checkIn.reviewed_at)}: {checkIn.reply ?? ''}
                  {checkIn.consultation_proposed && ' (consultation proposed)'}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && enrolment.status !== 'ended' && (
        <div className="admin-actions">
          {enrolment.status === 'active' && (
            <button type="button" className="button button-secondary" onClick={() => void act('pause')}>
              Pause
            </button>
          )}
          {enrolment.status === 'paused' && (
            <button type="button" className="button button-secondary" onClick={() => void act('resume')}>
              Resume
            </button>
          )}
          <SelectField
            label="End the programme"
            name={`end-${enrolment.id}`}
            value={reason}
            onChange={setReason}
            placeholder="Why it ends"
            options={END_REASONS.filter((r) => r.value !== 'pregnancy_loss' || enrolment.anchor === 'due_date')}
          />
          <button type="button" className="button button-danger" disabled={!reason} onClick={() => void act('end', { reason })}>
            End
          </button>
        </div>
      )}
    </li>
  );
}

/** The patient's programmes on their page (issue 49): the story (check-ins, red flags, answers) and, for the desk, enrolment, pause and end. */
export function PatientProgrammes({ patientId, canEnrol }: { patientId: number; canEnrol: boolean }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      const [enrolments, templates] = await Promise.all([
        adminApi<ProgrammeEnrolment[]>(`/v1/programmes?patient_id=${patientId}`),
        adminApi<ProgrammeTemplate[]>('/v1/programmes/templates'),
      ]);
      setLoad({ status: 'loaded', enrolments, templates });
    } catch {
      setLoad({ status: 'failed' });
    }
  }, [patientId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return (
    <section className="admin-dashboard-section" aria-labelledby="patient-programmes">
      <h2 id="patient-programmes">Programmes</h2>
      {load.status === 'loading' && <p className="admin-hint">Loading...</p>}
      {load.status === 'failed' && <p role="alert">The programmes could not be loaded. Please reload the page.</p>}
      {load.status === 'loaded' && load.enrolments.length === 0 && <p className="admin-hint">Not in any programme.</p>}
      {load.status === 'loaded' && load.enrolments.length > 0 && (
        <ul className="admin-plain-list">
          {load.enrolments.map((enrolment) => (
            <Enrolment key={enrolment.id} enrolment={enrolment} canChange={canEnrol} onChanged={() => void reload()} />
          ))}
        </ul>
      )}
      {load.status === 'loaded' && canEnrol && <EnrolForm patientId={patientId} templates={load.templates} onDone={() => void reload()} />}
    </section>
  );
}
