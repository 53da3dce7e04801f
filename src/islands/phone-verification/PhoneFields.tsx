import { bookingCopy as copy } from '../../content/booking';
import { COUNTRY_CODES } from '../../lib/validation/booking';
import type { PhoneInput } from './usePhoneVerification';

interface PhoneFieldsProps {
  idPrefix: string;
  value: PhoneInput;
  onChange: (changes: Partial<PhoneInput>) => void;
  isBusy: boolean;
}

/** Country code (SPEC §5: +91 default, +1, +44, +61) and the number, as one labelled group. */
export function PhoneFields({ idPrefix, value, onChange, isBusy }: PhoneFieldsProps) {
  return (
    <div className="phone-fields">
      <div className="field country-code">
        <label htmlFor={`${idPrefix}-country`}>{copy.countryCode}</label>
        <select id={`${idPrefix}-country`} value={value.country_code} disabled={isBusy} onChange={(e) => onChange({ country_code: e.target.value })}>
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
          value={value.phone}
          disabled={isBusy}
          onChange={(e) => onChange({ phone: e.target.value })}
        />
      </div>
    </div>
  );
}
