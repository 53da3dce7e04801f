import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { API_BASE, ApiError, api } from '../../lib/api/client';
import type { AppointmentIntake as Intake, IntakeReport as Report } from '../../lib/api/types';
import { checkIntakeAnswers, type IntakeAnswerValue, type IntakeQuestion, localized } from '../../lib/validation/intake';
import { usePatientCopy } from '../shared/island-language';

/** One appointment's intake form and reports, for its patient (My appointments). */
export function IntakePanel({ appointmentId, token }: { appointmentId: number; token: string }) {
  const {
    consultation: { intakePanel: copy },
    locale,
    errorText,
  } = usePatientCopy();
  const [intake, setIntake] = useState<Intake | null>(null);
  const [answers, setAnswers] = useState<Record<string, IntakeAnswerValue | null>>({});
  const [reports, setReports] = useState<Report[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);
  const base = `/v1/appointments/${appointmentId}`;

  useEffect(() => {
    void Promise.all([api<Intake>(`${base}/intake`, { token }), api<Report[]>(`${base}/reports`, { token })]).then(([loaded, list]) => {
      setIntake(loaded);
      setAnswers(loaded.answers);
      setReports(list);
    });
  }, [base, token]);

  if (!intake) return <p>{copy.loading}</p>;
  const isOpen = intake.can_edit;

  const save = async () => {
    const checked = checkIntakeAnswers(intake.form.questions, answers);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return;
    setIsBusy(true);
    try {
      setIntake(await api<Intake>(`${base}/intake`, { method: 'PUT', token, body: { version: intake.form.version, answers: checked.answers } }));
      toast.success(copy.saved);
    } catch {
      toast.error(copy.saveFailed);
    } finally {
      setIsBusy(false);
    }
  };
  const upload = async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    const response = await fetch(`${API_BASE}${base}/reports`, { method: 'POST', body, headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) {
      // The reason in the patient's language (a PDF with scripts, too many files), by the answer's key.
      const answer = (await response.json().catch(() => ({}))) as { error?: string; code?: string; key?: string };
      return void toast.error(
        errorText(new ApiError(response.status, answer.error ?? copy.uploadFailed, answer.code, undefined, answer.key), copy.uploadFailed),
      );
    }
    setReports([...reports, (await response.json()) as Report]);
    toast.success(copy.uploaded);
  };
  const remove = async (report: Report) => {
    await fetch(`${API_BASE}${base}/reports/${report.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    setReports(reports.filter((r) => r.id !== report.id));
  };

  return (
    <div className="appointment-panel intake-panel" role="group" aria-label={copy.heading}>
      <h4>{copy.heading}</h4>
      <p className="appointment-note">{isOpen ? copy.intro : copy.closed}</p>
      {intake.form.questions.map((q) => (
        <Question
          key={q.id}
          question={q}
          label={localized(q.label, locale)}
          value={answers[q.id] ?? null}
          error={errors[q.id] ? copy.required : undefined}
          isDisabled={!isOpen}
          onChange={(value) => setAnswers({ ...answers, [q.id]: value })}
        />
      ))}
      {isOpen && (
        <button type="button" className="button" disabled={isBusy} onClick={() => void save()}>
          {copy.save}
        </button>
      )}
      <h4>{copy.reports}</h4>
      <ul>
        {reports.map((report) => (
          <li key={report.id}>
            {report.file_name}{' '}
            {isOpen && (
              <button type="button" className="link-button" onClick={() => void remove(report)}>
                {copy.remove}
              </button>
            )}
          </li>
        ))}
      </ul>
      {isOpen && reports.length < 5 && (
        <label className="intake-upload">
          {copy.addReport}
          <input type="file" accept="application/pdf,image/jpeg,image/png" onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
        </label>
      )}
    </div>
  );
}

function Question(props: {
  question: IntakeQuestion;
  label: string;
  value: IntakeAnswerValue | null;
  error?: string;
  isDisabled: boolean;
  onChange: (value: IntakeAnswerValue | null) => void;
}) {
  const { question: q, label, value, error, isDisabled, onChange } = props;
  const {
    consultation: { intakePanel: copy },
    locale,
  } = usePatientCopy();
  const id = `intake-${q.id}`;
  const common = { id, disabled: isDisabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  let input;
  switch (q.type) {
    case 'long_text':
      input = <textarea {...common} rows={3} value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'yes_no':
      input = (
        <select
          {...common}
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value === 'yes')}
        >
          <option value="">{copy.choose}</option>
          <option value="yes">{copy.yes}</option>
          <option value="no">{copy.no}</option>
        </select>
      );
      break;
    case 'single_choice':
      input = (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value || null)}>
          <option value="">{copy.choose}</option>
          {q.options?.map((option) => (
            <option key={option.en} value={option.en}>
              {localized(option, locale)}
            </option>
          ))}
        </select>
      );
      break;
    default:
      input = (
        <input
          {...common}
          type={q.type === 'number' ? 'number' : q.type === 'date' ? 'date' : 'text'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <div className="intake-question">
      <label htmlFor={id}>
        {label}
        {q.required && ' *'}
      </label>
      {input}
      {error && (
        <p id={`${id}-error`} className="field-message">
          {error}
        </p>
      )}
    </div>
  );
}
