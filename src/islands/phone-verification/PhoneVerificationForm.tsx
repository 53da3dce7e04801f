import type { ReactNode } from 'react';
import { formatCountdown } from '../../lib/time/booking-day';
import { FieldMessage, invalidProps } from '../shared/FieldMessage';
import { PhoneFields } from './PhoneFields';
import { RECAPTCHA_CONTAINER_ID } from './phone-auth-client';
import type { PhoneInput, PhoneVerification } from './usePhoneVerification';
import { usePatientCopy } from '../shared/island-language';

interface PhoneVerificationFormProps {
  verification: PhoneVerification;
  phone: PhoneInput;
  onPhoneChange: (changes: Partial<PhoneInput>) => void;
  /** Prefix of the fields' ids, so two forms on one page never share an id. */
  idPrefix?: string;
  /** Another action in the island is running (registration, payment). */
  isBusy?: boolean;
  /** Shown under the number's problem, e.g. a button that takes the patient to the right path. */
  phoneErrorAction?: ReactNode;
}

/** Mobile number, then the one-time code with its resend countdown (SPEC §2 step 0, §4). */
export function PhoneVerificationForm({
  verification,
  phone,
  onPhoneChange,
  idPrefix = 'verify',
  isBusy: isIslandBusy = false,
  phoneErrorAction,
}: PhoneVerificationFormProps) {
  const copy = usePatientCopy().booking.bookingCopy;
  const { isCodeSent, isCodeExpired, countdown, otp, setOtp, sendCode, verifyCode, error, codeInput } = verification;
  const otpId = `${idPrefix}-otp`;
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
        <PhoneFields
          idPrefix={idPrefix}
          value={phone}
          onChange={(changes) => {
            verification.clearPhoneError();
            onPhoneChange(changes);
          }}
          isBusy={isBusy}
          error={error?.field === 'phone' ? error.message : undefined}
        />
        {error?.field === 'phone' && phoneErrorAction}
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
            <label htmlFor={otpId}>{copy.otp}</label>
            <input
              ref={codeInput}
              id={otpId}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              disabled={isBusy}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
              {...invalidProps(otpId, error?.field === 'otp' ? error.message : undefined)}
            />
            <FieldMessage id={otpId} message={error?.field === 'otp' ? error.message : undefined} />
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
