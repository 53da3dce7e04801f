import type { ReactNode } from 'react';
import { FieldMessage, invalidProps } from '../shared/FieldMessage';
import { PhoneFields } from '../phone-verification/PhoneFields';
import type { BookingWizardState } from './useBookingWizard';
import { usePatientCopy } from '../shared/island-language';
import { PrivacyNotice } from './PrivacyNotice';

/** Step 0 for a first-time patient (SPEC §3 registration): name and phone required; the code is sent in the same press. */
export function RegistrationStep({ wizard, switchPath }: { wizard: BookingWizardState; switchPath: ReactNode }) {
  const copy = usePatientCopy().booking.bookingCopy;
  const { form, update, isBusy, register, errors } = wizard;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void register();
      }}
      noValidate
    >
      <div className="field">
        <label htmlFor="register-name">{copy.name}</label>
        <input
          id="register-name"
          autoComplete="name"
          value={form.name}
          disabled={isBusy}
          onChange={(e) => update({ name: e.target.value })}
          {...invalidProps('register-name', errors.name)}
        />
        <FieldMessage id="register-name" message={errors.name} />
      </div>
      <PhoneFields idPrefix="register" value={form} onChange={update} isBusy={isBusy} error={errors.phone} />
      {errors.phone && switchPath}
      <div className="field">
        <label htmlFor="register-email">{copy.email}</label>
        <input
          id="register-email"
          type="email"
          autoComplete="email"
          value={form.email}
          disabled={isBusy}
          onChange={(e) => update({ email: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="register-gender">{copy.gender}</label>
        <select id="register-gender" value={form.gender} disabled={isBusy} onChange={(e) => update({ gender: e.target.value })}>
          {copy.genderOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <PrivacyNotice
        isAgreed={form.privacyAgreed}
        isBusy={isBusy}
        error={errors.privacyAgreed}
        onChange={(privacyAgreed) => update({ privacyAgreed })}
      />
      <button type="submit" className="button" disabled={isBusy}>
        {copy.registerAndSend}
      </button>
    </form>
  );
}
