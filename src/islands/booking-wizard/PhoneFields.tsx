import { bookingCopy as copy } from '../../content/booking';
import { COUNTRY_CODES } from '../../lib/validation/booking';
import type { BookingWizardState } from './useBookingWizard';

/** Country code (SPEC §5: +91 default, +1, +44, +61) and the number, as one labelled group. */
export function PhoneFields({ wizard, idPrefix }: { wizard: BookingWizardState; idPrefix: string }) {
  const { form, update, isBusy } = wizard;
  return (
    <div className="phone-fields">
      <div className="field country-code">
        <label htmlFor={`${idPrefix}-country`}>{copy.countryCode}</label>
        <select id={`${idPrefix}-country`} value={form.country_code} disabled={isBusy} onChange={(e) => update({ country_code: e.target.value })}>
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-mobile`}>{copy.mobile}</label>
        <input
          id={`${idPrefix}-mobile`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={form.phone}
          disabled={isBusy}
          onChange={(e) => update({ phone: e.target.value })}
        />
      </div>
    </div>
  );
}
