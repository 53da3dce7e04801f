import { bookingCopy as copy } from '../../content/booking';
import { formatCountdown } from '../../lib/time/booking-day';
import { PhoneFields } from './PhoneFields';
import { RECAPTCHA_CONTAINER_ID } from './phone-auth-client';
import type { PhoneInput, PhoneVerification } from './usePhoneVerification';

interface PhoneVerificationFormProps {
  verification: PhoneVerification;
  phone: PhoneInput;
  onPhoneChange: (changes: Partial<PhoneInput>) => void;
  /** Prefix of the fields' ids, so two forms on one page never share an id. */
  idPrefix?: string;
  /** Another action in the island is running (registration, payment). */
  isBusy?: boolean;
}

/** Mobile number, then the one-time code with its resend countdown (SPEC §2 step 0, §4). */
export function PhoneVerificationForm({
  verification,
  phone,
  onPhoneChange,
  idPrefix = 'verify',
  isBusy: isIslandBusy = false,
}: PhoneVerificationFormProps) {
  const { isCodeSent, isCodeExpired, countdown, otp, setOtp, sendCode, verifyCode } = verification;
  const isBusy = isIslandBusy || verification.isBusy;
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void sendCode(phone);
        }}
        noValidate
      >
        <PhoneFields idPrefix={idPrefix} value={phone} onChange={onPhoneChange} isBusy={isBusy} />
        {!isCodeSent && (
          <button type="submit" className="button" disabled={isBusy}>
            {copy.sendOtp}
          </button>
        )}
      </form>
      {isCodeSent && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void verifyCode();
          }}
          noValidate
        >
          <div className="field">
            <label htmlFor={`${idPrefix}-otp`}>{copy.otp}</label>
            <input
              id={`${idPrefix}-otp`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              disabled={isBusy}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
            />
          </div>
          <div className="actions">
            <button type="submit" className="button" disabled={isBusy}>
              {copy.verifyOtp}
            </button>
            {isCodeExpired ? (
              <button type="button" className="button button-secondary" disabled={isBusy} onClick={() => void sendCode(phone)}>
                {copy.resendOtp}
              </button>
            ) : (
              <p className="countdown" aria-live="off">
                {copy.resendIn} <span>{formatCountdown(countdown)}</span>
              </p>
            )}
          </div>
        </form>
      )}
      <div id={RECAPTCHA_CONTAINER_ID} />
    </>
  );
}
