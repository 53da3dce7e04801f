import { bookingCopy as copy } from '../../content/booking';
import { formatCountdown } from '../../lib/time/booking-day';
import { PhoneFields } from './PhoneFields';
import type { BookingWizardState } from './useBookingWizard';

/** Step 0 for an existing patient: mobile number, then the one-time code with its resend countdown. */
export function VerificationStep({ wizard }: { wizard: BookingWizardState }) {
  const { isCodeSent, isCodeExpired, countdown, otp, setOtp, isBusy, sendOtp, verifyOtp } = wizard;
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void sendOtp();
        }}
        noValidate
      >
        <PhoneFields wizard={wizard} idPrefix="verify" />
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
            void verifyOtp();
          }}
          noValidate
        >
          <div className="field">
            <label htmlFor="verify-otp">{copy.otp}</label>
            <input
              id="verify-otp"
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
              <button type="button" className="button button-secondary" disabled={isBusy} onClick={() => void sendOtp()}>
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
      <div id="booking-recaptcha" />
    </>
  );
}
