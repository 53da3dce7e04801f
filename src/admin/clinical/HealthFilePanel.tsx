import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../lib/api/client';
import {
  ALLERGY_SEVERITIES,
  ALLERGY_SEVERITY_LABELS,
  type AllergySeverity,
  type HealthFile,
  type HealthFileInput,
} from '../../lib/validation/health-file';
import { CORNER_TOAST } from '../components/corner-toast';
import { adminApi } from '../session/session-store';
import './clinical.css';

type Draft = {
  allergies: { substance: string; reaction: string; severity: AllergySeverity | '' }[];
  conditions: HealthFileInput['conditions'];
  medicines: HealthFileInput['medicines'];
};
type ListName = keyof Draft;

const NEW_ROW = {
  allergies: { substance: '', reaction: '', severity: '' as const },
  conditions: { name: '', since: '', notes: '' },
  medicines: { name: '', dose: '', notes: '' },
};
/** Each list's fields, in order, with their labels. */
const COLUMNS: Record<ListName, { title: string; item: string; fields: [string, string][] }> = {
  allergies: {
    title: 'Allergies',
    item: 'Allergy',
    fields: [
      ['substance', 'Substance'],
      ['reaction', 'Reaction'],
    ],
  },
  conditions: {
    title: 'Long-standing conditions',
    item: 'Condition',
    fields: [
      ['name', 'Condition'],
      ['since', 'Since'],
      ['notes', 'Notes'],
    ],
  },
  medicines: {
    title: 'Regular medicines',
    item: 'Regular medicine',
    fields: [
      ['name', 'Medicine'],
      ['dose', 'Dose'],
      ['notes', 'Notes'],
    ],
  },
};

const draftOf = (file: HealthFile): Draft => ({
  allergies: file.allergies.map((a) => ({ ...a, severity: a.severity ?? '' })),
  conditions: file.conditions,
  medicines: file.medicines,
});

function FileList({ file }: { file: HealthFile }) {
  return (
    <div className="health-file-lists">
      <div>
        <h4>Allergies</h4>
        {file.allergies.length === 0 ? (
          <p className="admin-hint">None recorded.</p>
        ) : (
          <ul className="health-file-allergies">
            {file.allergies.map((a, i) => (
              <li key={i}>
                <strong>{a.substance}</strong>
                {a.severity && (
                  <span className={`health-file-severity health-file-severity-${a.severity}`}>{ALLERGY_SEVERITY_LABELS[a.severity]}</span>
                )}
                {a.reaction && <span className="admin-cell-note"> {a.reaction}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4>Long-standing conditions</h4>
        {file.conditions.length === 0 ? (
          <p className="admin-hint">None recorded.</p>
        ) : (
          <ul>
            {file.conditions.map((c, i) => (
              <li key={i}>
                <strong>{c.name}</strong>
                {c.since && ` since ${c.since}`}
                {c.notes && <span className="admin-cell-note"> {c.notes}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4>Regular medicines</h4>
        {file.medicines.length === 0 ? (
          <p className="admin-hint">None recorded.</p>
        ) : (
          <ul>
            {file.medicines.map((m, i) => (
              <li key={i}>
                <strong>{m.name}</strong>
                {m.dose && `, ${m.dose}`}
                {m.notes && <span className="admin-cell-note"> {m.notes}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * What is on file for the patient (issue 51, item 1): allergies, long-standing conditions and
 * regular medicines, shown at the top of a visit and on the patient's page; the doctor and the
 * admin edit it. Until saved once, it shows what the intake said, for the doctor to confirm.
 */
export function HealthFilePanel({ patientId, file, onSaved }: { patientId: number; file: HealthFile; onSaved: (file: HealthFile) => void }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);

  const save = async () => {
    if (!draft) return;
    setIsBusy(true);
    setErrors({});
    try {
      const saved = await adminApi<HealthFile>(`/v1/users/patients/${patientId}/health-file`, { method: 'PUT', body: draft });
      onSaved(saved);
      setDraft(null);
      toast.success('Health file saved', CORNER_TOAST);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(errorMessage(err, 'Could not save the health file.'), CORNER_TOAST);
    } finally {
      setIsBusy(false);
    }
  };
  const setRow = (list: ListName, index: number, key: string, value: string) =>
    setDraft((d) => d && { ...d, [list]: (d[list] as Record<string, string>[]).map((row, i) => (i === index ? { ...row, [key]: value } : row)) });

  return (
    <section className="health-file" aria-labelledby={`health-file-${patientId}`}>
      <div className="health-file-heading">
        <h3 id={`health-file-${patientId}`}>On file</h3>
        {!file.recorded && (
          <p className="admin-hint" role="note">
            From the intake, not yet confirmed: check it with the patient and save.
          </p>
        )}
        {file.recorded && file.updated_at && (
          <p className="admin-hint">
            Last saved {new Date(file.updated_at).toLocaleDateString('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })}
            {file.updated_by && ` by ${file.updated_by}`}.
          </p>
        )}
        {!draft && (
          <button type="button" className="button button-small button-secondary" onClick={() => setDraft(draftOf(file))}>
            Edit health file
          </button>
        )}
      </div>
      {!draft ? (
        <FileList file={file} />
      ) : (
        <div className="health-file-editor">
          {(Object.keys(COLUMNS) as ListName[]).map((list) => (
            <div key={list}>
              <h4>{COLUMNS[list].title}</h4>
              {(draft[list] as Record<string, string>[]).map((row, index) => (
                <fieldset key={index} className="health-file-row">
                  <legend>
                    {COLUMNS[list].item} {index + 1}
                  </legend>
                  {COLUMNS[list].fields.map(([key, label]) => {
                    const error = errors[`${list}.${index}.${key}`];
                    return (
                      <label key={key} className="admin-field">
                        <span className="admin-label">{label}</span>
                        <input
                          className="admin-input"
                          value={row[key]}
                          aria-invalid={error ? true : undefined}
                          onChange={(e) => setRow(list, index, key, e.target.value)}
                        />
                        {error && <span className="admin-field-error">{error}</span>}
                      </label>
                    );
                  })}
                  {list === 'allergies' && (
                    <label className="admin-field">
                      <span className="admin-label">Severity</span>
                      <select
                        className="admin-input"
                        value={row.severity}
                        aria-invalid={errors[`allergies.${index}.severity`] ? true : undefined}
                        onChange={(e) => setRow(list, index, 'severity', e.target.value)}
                      >
                        <option value="">Choose…</option>
                        {ALLERGY_SEVERITIES.map((s) => (
                          <option key={s} value={s}>
                            {ALLERGY_SEVERITY_LABELS[s]}
                          </option>
                        ))}
                      </select>
                      {errors[`allergies.${index}.severity`] && <span className="admin-field-error">{errors[`allergies.${index}.severity`]}</span>}
                    </label>
                  )}
                  <button
                    type="button"
                    className="button button-small button-quiet"
                    onClick={() => setDraft({ ...draft, [list]: draft[list].filter((_, i) => i !== index) })}
                  >
                    Remove{' '}
                    <span className="visually-hidden">
                      {COLUMNS[list].item.toLowerCase()} {index + 1}
                    </span>
                  </button>
                </fieldset>
              ))}
              <button
                type="button"
                className="button button-small button-secondary"
                onClick={() => setDraft({ ...draft, [list]: [...draft[list], NEW_ROW[list]] })}
              >
                Add {COLUMNS[list].item.toLowerCase()}
              </button>
            </div>
          ))}
          <div className="health-file-actions">
            <button type="button" className="button button-small" disabled={isBusy} onClick={() => void save()}>
              {isBusy ? 'Saving...' : 'Save health file'}
            </button>
            <button
              type="button"
              className="button button-small button-quiet"
              disabled={isBusy}
              onClick={() => {
                setDraft(null);
                setErrors({});
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
