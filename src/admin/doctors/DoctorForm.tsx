import type { Service } from '../../lib/api/types';
import { AdminForm } from '../components/AdminForm';
import { useAdminList } from '../components/useAdminList';
import { CheckboxField, SelectField, TextField } from '../components/form-fields';
import { GENDER_OPTIONS } from './doctor-options';
import type { useDoctorForm } from './useDoctorForm';

interface DoctorFormProps {
  form: ReturnType<typeof useDoctorForm>;
  submitLabel: string;
  busyLabel: string;
}

/** The services a doctor offers, as checkboxes (the wizard lists only these doctors' slots for a service). */
function ServiceChoices({ value, onChange, error }: { value: number[]; onChange: (ids: number[]) => void; error?: string }) {
  const { rows: services } = useAdminList<Service>('/v1/services', 'Failed to fetch services.');
  const toggle = (id: number, isOn: boolean) => onChange(isOn ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className="admin-field" aria-describedby={error ? 'doctor-services-error' : undefined}>
      <legend>Services offered</legend>
      {services.map((service) => (
        <label key={service.id} className="admin-field-checkbox">
          <input type="checkbox" checked={value.includes(service.id)} onChange={(e) => toggle(service.id, e.target.checked)} /> {service.name}
        </label>
      ))}
      {error && (
        <p className="admin-field-error" id="doctor-services-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The SPEC §5 doctor form, for create and edit. */
export function DoctorForm({ form, submitLabel, busyLabel }: DoctorFormProps) {
  const { values, setField, errors, isSaving, submit } = form;
  return (
    <AdminForm onSubmit={submit} isBusy={isSaving} submitLabel={submitLabel} busyLabel={busyLabel}>
      <TextField label="Name" name="name" value={values.name} onChange={setField('name')} error={errors.name} required />
      <TextField
        label="Specialization"
        name="specialization"
        value={values.specialization}
        onChange={setField('specialization')}
        error={errors.specialization}
        required
      />
      <TextField label="Email" name="email" type="email" value={values.email} onChange={setField('email')} error={errors.email} required />
      <TextField
        label="Mobile"
        name="mobile"
        type="tel"
        inputMode="numeric"
        value={values.mobile}
        onChange={setField('mobile')}
        error={errors.mobile}
        required
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
      <TextField
        label="Qualification"
        name="qualification"
        value={values.qualification}
        onChange={setField('qualification')}
        error={errors.qualification}
      />
      <TextField
        label="Registration number"
        name="registration_number"
        value={values.registration_number}
        onChange={setField('registration_number')}
        error={errors.registration_number}
      />
      <TextField label="Photo URL" name="photo_url" type="url" value={values.photo_url} onChange={setField('photo_url')} error={errors.photo_url} />
      <ServiceChoices value={values.service_ids} onChange={setField('service_ids')} error={errors.service_ids} />
      <CheckboxField label="Active" name="status" checked={values.status} onChange={setField('status')} />
    </AdminForm>
  );
}
