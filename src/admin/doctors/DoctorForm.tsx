import { AdminForm } from '../components/AdminForm';
import { CheckboxField, SelectField, TextField } from '../components/form-fields';
import { GENDER_OPTIONS } from './doctor-options';
import type { useDoctorForm } from './useDoctorForm';

interface DoctorFormProps {
  form: ReturnType<typeof useDoctorForm>;
  submitLabel: string;
  busyLabel: string;
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
      <CheckboxField label="Active" name="status" checked={values.status} onChange={setField('status')} />
    </AdminForm>
  );
}
