import { useId } from 'react';
import { SelectField, TextField } from '../components/form-fields';
import { PatientDetailsFields } from '../patients/PatientDetailsFields';
import { LANGUAGE_OPTIONS } from './new-appointment-form';
import type { NewAppointmentState } from './useNewAppointment';

/** The patient: the one chosen, a search by name or mobile, or a new patient's details. */
export function PatientFieldset({ booking }: { booking: NewAppointmentState }) {
  const { form, update, updateNewPatient, found, errors } = booking;
  const { patient, newPatient } = form;
  const searchId = useId();
  return (
    <fieldset>
      <legend>Patient</legend>
      {patient ? (
        <p className="admin-chosen">
          <strong>{patient.name}</strong> {patient.mobile}{' '}
          <button type="button" className="button button-small button-quiet" onClick={() => update({ patient: null })}>
            Change patient
          </button>
        </p>
      ) : form.isNewPatient ? (
        <>
          <div className="admin-form-row">
            <TextField
              label="Name"
              name="patient-name"
              value={newPatient.name}
              onChange={(name) => updateNewPatient({ name })}
              error={errors['patient.name']}
              autoComplete="off"
            />
            <TextField
              label="Mobile"
              name="patient-mobile"
              type="tel"
              value={newPatient.mobile}
              onChange={(mobile) => updateNewPatient({ mobile })}
              hint="10 digits, or with the country code (+91…)"
              error={errors['patient.mobile']}
              autoComplete="off"
            />
          </div>
          <div className="admin-form-row">
            <TextField
              label="E-mail (optional)"
              name="patient-email"
              type="email"
              value={newPatient.email}
              onChange={(email) => updateNewPatient({ email })}
              error={errors['patient.email']}
              autoComplete="off"
            />
            <SelectField
              label="Language of their messages"
              name="patient-language"
              value={newPatient.language}
              onChange={(language) => updateNewPatient({ language })}
              options={LANGUAGE_OPTIONS}
            />
          </div>
          <PatientDetailsFields values={newPatient} onChange={updateNewPatient} errors={errors} prefix="patient." />
          <button type="button" className="button button-small button-quiet" onClick={() => update({ isNewPatient: false })}>
            Find a registered patient instead
          </button>
        </>
      ) : (
        <>
          <div className="admin-field">
            <label htmlFor={searchId}>Find by name or mobile</label>
            <input
              id={searchId}
              type="search"
              value={form.search}
              autoComplete="off"
              onChange={(e) => update({ search: e.target.value })}
              aria-describedby={errors.patientId ? `${searchId}-error` : undefined}
            />
            {errors.patientId && (
              <p className="admin-field-error" id={`${searchId}-error`}>
                {errors.patientId}
              </p>
            )}
          </div>
          {found && found.length === 0 && <p role="status">No patient found.</p>}
          {found && found.length > 0 && (
            <ul className="admin-pick-list" aria-label="Patients found">
              {found.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className="button button-small button-quiet"
                    onClick={() => update({ patient: { id: p.id, name: p.name, mobile: p.mobile } })}
                  >
                    {p.name} <span className="admin-cell-note">{p.mobile}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="button button-small button-secondary" onClick={() => update({ isNewPatient: true })}>
            Add a new patient
          </button>
        </>
      )}
    </fieldset>
  );
}
