import type { Therapy } from '../../lib/api/types';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../lib/validation/doctor';
import { AdminForm } from '../components/AdminForm';
import { CheckboxField, SelectField, TextField } from '../components/form-fields';
import { useAdminList } from '../components/useAdminList';
import { WeeklyHoursEditor } from '../components/WeeklyHoursEditor';
import { GENDER_OPTIONS } from '../doctors/doctor-options';
import type { useTherapistForm } from './useTherapistForm';

interface TherapistFormProps {
  form: ReturnType<typeof useTherapistForm>;
  isNew: boolean;
  submitLabel: string;
  busyLabel: string;
}

/** The therapies a therapist is trained in, as checkboxes (the planner gives them only these). */
function TherapyChoices({ value, onChange, error }: { value: number[]; onChange: (ids: number[]) => void; error?: string }) {
  const { rows: therapies, isLoading } = useAdminList<Therapy>('/v1/therapies', 'Failed to fetch therapies.');
  const toggle = (id: number, isOn: boolean) => onChange(isOn ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className="admin-field admin-choices" aria-describedby={error ? 'therapist-therapies-error' : undefined}>
      <legend>Trained therapies</legend>
      {isLoading && <p>Loading...</p>}
      {therapies.map((therapy) => (
        <label key={therapy.id} className="admin-field-checkbox">
          <input type="checkbox" checked={value.includes(therapy.id)} onChange={(e) => toggle(therapy.id, e.target.checked)} /> {therapy.name.en}
          {!therapy.status && ' (inactive)'}
        </label>
      ))}
      {error && (
        <p className="admin-field-error" id="therapist-therapies-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A therapist's login, training and week, for create and edit. */
export function TherapistForm({ form, isNew, submitLabel, busyLabel }: TherapistFormProps) {
  const { values, setField, errors, isSaving, submit } = form;
  return (
    <AdminForm onSubmit={submit} isBusy={isSaving} submitLabel={submitLabel} busyLabel={busyLabel}>
      <TextField label="Name" name="name" value={values.name} onChange={setField('name')} error={errors.name} required />
      <TextField
        label="Login e-mail"
        name="email"
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={setField('email')}
        error={errors.email}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={setField('password')}
        error={errors.password}
        hint={
          isNew ? `At least ${MIN_STAFF_PASSWORD_LENGTH} characters.` : 'Leave blank to keep the current password. A new one signs the therapist out.'
        }
        required={isNew}
      />
      <SelectField
        label="Gender"
        name="gender"
        value={values.gender}
        onChange={setField('gender')}
        options={GENDER_OPTIONS}
        placeholder="Select gender"
        error={errors.gender}
        required
      />
      <TherapyChoices value={values.therapyIds} onChange={setField('therapyIds')} error={errors.therapyIds} />
      <WeeklyHoursEditor legend="Working hours" value={values.hours} onChange={setField('hours')} error={errors.hours} />
      <CheckboxField label="Active (can log in and be planned)" name="active" checked={values.active} onChange={setField('active')} />
    </AdminForm>
  );
}
