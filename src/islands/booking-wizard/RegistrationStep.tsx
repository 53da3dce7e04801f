import { bookingCopy as copy } from '../../content/booking';
import { PhoneFields } from '../phone-verification/PhoneFields';
import type { BookingWizardState } from './useBookingWizard';

/** Step 0 for a first-time patient (SPEC §3 registration): name and phone required. */
export function RegistrationStep({ wizard }: { wizard: BookingWizardState }) {
  const { form, update, isBusy, register } = wizard;
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
        <input id="register-name" autoComplete="name" value={form.name} disabled={isBusy} onChange={(e) => update({ name: e.target.value })} />
      </div>
      <PhoneFields idPrefix="register" value={form} onChange={update} isBusy={isBusy} />
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
      <button type="submit" className="button" disabled={isBusy}>
        {copy.register}
      </button>
    </form>
  );
}
