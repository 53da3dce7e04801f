import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, api, errorMessage } from '../../lib/api/client';
import type { VerifyOtpResponse } from '../../lib/api/types';
import { fullMobileNumber } from '../../lib/validation/booking';
import { bookingMessages as m } from '../../lib/validation/messages';
import { $detailsToConfirm, startPatientSession } from './patient-session-store';
import { type FirebaseWebConfig, type PhoneAuthClient, type SentCode, createPhoneAuthClient } from './phone-auth-client';

/** SPEC §9: the resend countdown, in seconds. */
export const OTP_RESEND_SECONDS = 120;

/** The number as the patient typed it: SPEC §5 country code plus the national number. */
export interface PhoneInput {
  country_code: string;
  phone: string;
}

/**
 * SPEC §4 phone verification, shared by every island that signs a patient in (the booking
 * wizard, My appointments): send a one-time code, count down to resend, verify it and store
 * the 4-hour patient session. `onVerified` runs once the session is stored.
 */
export function usePhoneVerification({ firebase, onVerified }: { firebase: FirebaseWebConfig | null; onVerified: () => void }) {
  const [otp, setOtp] = useState('');
  const [sentCode, setSentCode] = useState<SentCode | null>(null);
  const [countdown, setCountdown] = useState(0);
  const [isBusy, setIsBusy] = useState(false);
  const phoneAuth = useRef<PhoneAuthClient | null>(null);

  useEffect(() => {
    phoneAuth.current = createPhoneAuthClient(firebase, (message) => toast.error(message));
  }, [firebase]);

  useEffect(() => {
    if (countdown <= 0) return;
    const tick = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(tick);
  }, [countdown]);

  function reset() {
    setSentCode(null);
    setCountdown(0);
    setOtp('');
  }

  async function sendCode(input: PhoneInput) {
    if (countdown > 0) return void toast.error(m.resendTooEarly(countdown));
    if (!input.phone.trim()) return void toast.error(m.mobileRequired);
    setIsBusy(true);
    try {
      const sent = await phoneAuth.current!.sendCode(fullMobileNumber(input.country_code, input.phone));
      setSentCode(sent);
      setOtp('');
      setCountdown(OTP_RESEND_SECONDS);
      toast.success(m.otpSent);
    } catch (err) {
      toast.error(err instanceof ApiError ? errorMessage(err, m.otpSendFailed) : (err as Error).message || m.otpSendFailed);
    } finally {
      setIsBusy(false);
    }
  }

  async function verifyCode() {
    if (!otp.trim()) return void toast.error(m.otpRequired);
    if (!sentCode) return void toast.error(m.otpVerifyMissingToken);
    setIsBusy(true);
    try {
      const confirmed = await sentCode.confirm(otp.trim());
      if (!confirmed.idToken) return void toast.error(m.otpVerifyMissingToken);
      const verified = await api<VerifyOtpResponse>('/v1/auth/verify-otp', {
        method: 'POST',
        body: { firebase_uid: confirmed.uid, idToken: confirmed.idToken },
      });
      startPatientSession({ token: verified.token, userId: verified.id, firebaseUid: confirmed.uid });
      $detailsToConfirm.set(verified.confirm_details === true);
      reset();
      toast.success(m.otpVerified);
      onVerified();
    } catch (err) {
      toast.error(errorMessage(err, m.otpInvalid));
    } finally {
      setIsBusy(false);
    }
  }

  return {
    otp,
    setOtp,
    isCodeSent: sentCode !== null,
    /** SPEC §4: at zero the code counts as expired and Resend appears. */
    isCodeExpired: sentCode !== null && countdown === 0,
    countdown,
    isBusy,
    sendCode,
    verifyCode,
    reset,
  };
}

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;
