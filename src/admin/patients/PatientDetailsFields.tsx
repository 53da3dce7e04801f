import type { PatientPage } from '../../lib/api/types';
import { SelectField, TextField } from '../components/form-fields';

/** The details of issue 45 as form values (blank: none given). */
export interface PatientDetailsValues {
  gender: string;
  date_of_birth: string;
  age: string;
  address: string;
  emergency_contact_name: string;
  emergency_contact_mobile: string;
}

export const EMPTY_PATIENT_DETAILS: PatientDetailsValues = {
  gender: '',
  date_of_birth: '',
  age: '',
  address: '',
  emergency_contact_name: '',
  emergency_contact_mobile: '',
};

const GENDER_OPTIONS = [
  { value: '', label: 'Not given' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

/** A patient's details as the form shows them: an estimated date of birth shows as the age it came from. */
export const patientDetailsValues = (patient: PatientPage['patient']): PatientDetailsValues => ({
  gender: patient.gender ?? '',
  date_of_birth: patient.date_of_birth && !patient.date_of_birth_estimated ? patient.date_of_birth : '',
  age: patient.date_of_birth_estimated && patient.age !== null ? String(patient.age) : '',
  address: patient.address ?? '',
  emergency_contact_name: patient.emergency_contact_name ?? '',
  emergency_contact_mobile: patient.emergency_contact_mobile ?? '',
});

/**
 * Gender, date of birth or age, address and emergency contact (issue 45): the front desk's new
 * patient and staff's correction of one. `prefix` names the fields' error paths (`patient.`).
 */
export function PatientDetailsFields({
  values,
  onChange,
  errors,
  prefix = '',
}: {
  values: PatientDetailsValues;
  onChange: (values: PatientDetailsValues) => void;
  errors: Record<string, string>;
  prefix?: string;
}) {
  const field = (key: keyof PatientDetailsValues) => ({
    name: `${prefix.replace('.', '-')}${key.replaceAll('_', '-')}`,
    value: values[key],
    onChange: (value: string) => onChange({ ...values, [key]: value }),
    error: errors[`${prefix}${key}`],
  });
  return (
    <>
      <div className="admin-form-row">
        <SelectField label="Gender" {...field('gender')} options={GENDER_OPTIONS} />
        <TextField label="Date of birth" type="date" {...field('date_of_birth')} hint="Or give the age" />
        <TextField label="Age (years)" type="number" inputMode="numeric" min={0} max={120} {...field('age')} />
      </div>
      <TextField label="Address" {...field('address')} hint="Printed on receipts" autoComplete="off" />
      <div className="admin-form-row">
        <TextField label="Emergency contact" {...field('emergency_contact_name')} autoComplete="off" />
        <TextField label="Emergency contact's number" type="tel" {...field('emergency_contact_mobile')} autoComplete="off" />
      </div>
    </>
  );
}
