import { useId, useState } from 'react';
import { usePatientSearch } from './usePatientSearch';

export type PickedPatient = { id: number; name: string };

type Props = {
  /** The patient chosen, or null while staff search. */
  patient: PickedPatient | null;
  onChange: (patient: PickedPatient | null) => void;
  /** Words before the chosen name and the search label ("Patient: "), when the form has no legend saying so. */
  prefix?: string;
  notFound?: string;
  error?: string | undefined;
};

/** Find a patient on file by name or mobile and choose one: the desk's forms that act for a patient. */
export function PatientPicker({ patient, onChange, prefix = '', notFound = 'No patient found.', error }: Props) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const found = usePatientSearch(search);
  if (patient) {
    return (
      <p className="admin-chosen">
        {prefix}
        <strong>{patient.name}</strong>{' '}
        <button type="button" className="button button-small button-quiet" onClick={() => onChange(null)}>
          Change patient
        </button>
      </p>
    );
  }
  return (
    <>
      <div className="admin-field">
        <label htmlFor={searchId}>{prefix ? `${prefix}find by name or mobile` : 'Find by name or mobile'}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          autoComplete="off"
          onChange={(e) => setSearch(e.target.value)}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': `${searchId}-error` } : {})}
        />
        {error && (
          <p className="admin-field-error" id={`${searchId}-error`}>
            {error}
          </p>
        )}
      </div>
      {found && found.length === 0 && <p role="status">{notFound}</p>}
      {found && found.length > 0 && (
        <ul className="admin-pick-list" aria-label="Patients found">
          {found.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="button button-small button-quiet"
                onClick={() => {
                  setSearch('');
                  onChange({ id: p.id, name: p.name });
                }}
              >
                {p.name} <span className="admin-cell-note">{p.mobile}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
