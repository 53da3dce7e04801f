import { COUNTRY_CODES } from '../../lib/validation/booking';
import { FieldMessage, invalidProps } from '../shared/FieldMessage';
import type { PhoneInput } from './usePhoneVerification';
import { usePatientCopy } from '../shared/island-language';

interface PhoneFieldsProps {
  idPrefix: string;
  value: PhoneInput;
  onChange: (changes: Partial<PhoneInput>) => void;
  isBusy: boolean;
  /** The number's problem, shown under it. */
  error?: string;
}

/** Country code (SPEC §5: +91 default, +1, +44, +61) and the number, as one labelled group. */
export function PhoneFields({ idPrefix, value, onChange, isBusy, error }: PhoneFieldsProps) {
  const copy = usePatientCopy().booking.bookingCopy;
  const mobileId = `${idPrefix}-mobile`;
  return (
    <div className="phone-fields-group">
      <div className="phone-fields">
        <div className="field country-code">
          <label htmlFor={`${idPrefix}-country`}>{copy.countryCode}</label>
          <select
            id={`${idPrefix}-country`}
            value={value.country_code}
            disabled={isBusy}
            onChange={(e) => onChange({ country_code: e.target.value })}
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={mobileId}>{copy.mobile}</label>
          <input
            id={mobileId}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={value.phone}
            disabled={isBusy}
            onChange={(e) => onChange({ phone: e.target.value })}
            {...invalidProps(mobileId, error)}
          />
        </div>
      </div>
      <FieldMessage id={mobileId} message={error} />
    </div>
  );
}
