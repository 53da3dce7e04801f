import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../lib/api/client';
import type { PatientDetails } from '../../lib/api/types';
import { usePatientCopy } from '../shared/island-language';

/** The form's values from the details on file: an estimated date of birth shows as the age it came from. */
const valuesOf = (details: PatientDetails) => ({
  name: details.name,
  email: details.email ?? '',
  gender: details.gender ?? '',
  date_of_birth: details.date_of_birth && !details.date_of_birth_estimated ? details.date_of_birth : '',
  age: details.date_of_birth_estimated && details.age !== null ? String(details.age) : '',
  address: details.address ?? '',
  emergency_contact_name: details.emergency_contact_name ?? '',
  emergency_contact_mobile: details.emergency_contact_mobile ?? '',
});
type Values = ReturnType<typeof valuesOf>;

/**
 * "Correct your details" in My appointments (DPDP Act's right of correction, issue 45): SPEC's name,
 * e-mail and gender, and the date of birth (or age), address and emergency contact a prescription,
 * a receipt and an emergency need. A blank clears a detail; the server checks each one.
 */
export function CorrectDetailsForm({
  details,
  token,
  onSaved,
}: {
  details: PatientDetails;
  token: string;
  onSaved: (saved: PatientDetails) => void;
}) {
  const {
    consultation: { dataRights: copy },
    errorText,
  } = usePatientCopy();
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(details));
  const [isBusy, setIsBusy] = useState(false);
  const field = (key: keyof Values) => ({
    id: `${id}-${key}`,
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  const isChanged = JSON.stringify(values) !== JSON.stringify(valuesOf(details));

  return (
    <form
      className="data-rights-item correct-details"
      aria-labelledby={`${id}-heading`}
      onSubmit={async (e) => {
        e.preventDefault();
        setIsBusy(true);
        try {
          const saved = await api<PatientDetails>('/v1/users/me', { method: 'PUT', body: values, token });
          onSaved(saved);
          setValues(valuesOf(saved));
          toast.success(copy.detailsSaved);
        } catch (err) {
          toast.error(errorText(err, copy.detailsFailed));
        } finally {
          setIsBusy(false);
        }
      }}
    >
      <h3 id={`${id}-heading`}>{copy.correctHeading}</h3>
      <div className="field">
        <label htmlFor={`${id}-name`}>{copy.name}</label>
        <input autoComplete="name" {...field('name')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{copy.email}</label>
        <input type="email" autoComplete="email" {...field('email')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-gender`}>{copy.gender}</label>
        <select {...field('gender')}>
          <option value="">{copy.genders.none}</option>
          <option value="female">{copy.genders.female}</option>
          <option value="male">{copy.genders.male}</option>
          <option value="other">{copy.genders.other}</option>
        </select>
      </div>
      <div className="correct-details-row">
        <div className="field">
          <label htmlFor={`${id}-date_of_birth`}>{copy.dateOfBirth}</label>
          <input type="date" autoComplete="bday" {...field('date_of_birth')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-age`}>{copy.age}</label>
          <input type="number" inputMode="numeric" min={0} max={120} {...field('age')} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-address`}>{copy.address}</label>
        <textarea rows={2} autoComplete="street-address" {...field('address')} />
      </div>
      <div className="correct-details-row">
        <div className="field">
          <label htmlFor={`${id}-emergency_contact_name`}>{copy.emergencyName}</label>
          <input {...field('emergency_contact_name')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-emergency_contact_mobile`}>{copy.emergencyMobile}</label>
          <input type="tel" {...field('emergency_contact_mobile')} />
        </div>
      </div>
      <button type="submit" className="button button-secondary" disabled={isBusy || !isChanged} aria-busy={isBusy}>
        {copy.saveDetails}
      </button>
    </form>
  );
}
