import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, api } from '../../lib/api/client';
import type { VerifyOtpResponse } from '../../lib/api/types';
import { fullMobileNumber } from '../../lib/validation/booking';
import { $detailsToConfirm, startPatientSession } from './patient-session-store';
import { type FirebaseWebConfig, type PhoneAuthClient, PhoneAuthError, type SentCode, createPhoneAuthClient } from './phone-auth-client';
import { usePatientCopy } from '../shared/island-language';

/** SPEC §9: the resend countdown, in seconds. */
export const OTP_RESEND_SECONDS = 120;

/** The number as the patient typed it: SPEC §5 country code plus the national number. */
export interface PhoneInput {
  country_code: string;
  phone: string;
}

/** A problem shown beside its field (and once as the flow's toast). */
export interface FieldError {
  field: 'phone' | 'otp';
  message: string;
}

/**
 * SPEC §4 phone verification, shared by every island that signs a patient in (the booking
 * wizard, My appointments): send a one-time code, count down to resend, verify it and store
 * the 4-hour patient session. `onVerified` runs once the session is stored. Every message of
 * the flow shares one toast id, so a new one replaces the last instead of piling up.
 */
export function usePhoneVerification({
  firebase,
  onVerified,
  toastId = 'phone-verification',
}: {
  firebase: FirebaseWebConfig | null;
  onVerified: () => void;
  toastId?: string;
}) {
  const { messages, errorText } = usePatientCopy();
  const m = messages.booking;
  const [otp, setOtpValue] = useState('');
  const [sentCode, setSentCode] = useState<SentCode | null>(null);
  const [countdown, setCountdown] = useState(0);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);
  const phoneAuth = useRef<PhoneAuthClient | null>(null);
  /** The code input: focused as soon as a code is sent. */
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    phoneAuth.current = createPhoneAuthClient(firebase, () => toast.error(m.botCheckInitFailed, { id: toastId }));
  }, [firebase, toastId]);

  useEffect(() => {
    if (countdown <= 0) return;
    const tick = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(tick);
  }, [countdown]);

  useEffect(() => {
    if (sentCode) codeInput.current?.focus();
  }, [sentCode]);

  /** Shows a problem, already in the patient's language, beside its field and as the toast. */
  function fail(field: FieldError['field'], message: string) {
    setError({ field, message });
    toast.error(message, { id: toastId });
  }

  function reset() {
    setSentCode(null);
    setCountdown(0);
    setOtpValue('');
    setError(null);
  }

  /** Sends a code; true when it was sent. */
  async function sendCode(input: PhoneInput): Promise<boolean> {
    if (countdown > 0) {
      toast.error(m.resendTooEarly(countdown), { id: toastId });
      return false;
    }
    if (!input.phone.trim()) {
      fail('phone', m.mobileRequired);
      return false;
    }
    setIsBusy(true);
    try {
      const sent = await phoneAuth.current!.sendCode(fullMobileNumber(input.country_code, input.phone));
      setSentCode(sent);
      setOtpValue('');
      setError(null);
      setCountdown(OTP_RESEND_SECONDS);
      toast.success(m.otpSent, { id: toastId });
      return true;
    } catch (err) {
      fail('phone', err instanceof PhoneAuthError ? messages.phoneAuth[err.problem] : errorText(err, m.otpSendFailed));
      return false;
    } finally {
      setIsBusy(false);
    }
  }

  async function verifyCode() {
    if (!otp.trim()) {
      fail('otp', m.otpRequired);
      return;
    }
    if (!sentCode) {
      fail('otp', m.otpVerifyMissingToken);
      return;
    }
    setIsBusy(true);
    try {
      const confirmed = await sentCode.confirm(otp.trim());
      if (!confirmed.idToken) {
        fail('otp', m.otpVerifyMissingToken);
        return;
      }
      const verified = await api<VerifyOtpResponse>('/v1/auth/verify-otp', {
        method: 'POST',
        body: { firebase_uid: confirmed.uid, idToken: confirmed.idToken },
      });
      startPatientSession({ token: verified.token, userId: verified.id, firebaseUid: confirmed.uid });
      $detailsToConfirm.set(verified.confirm_details === true);
      reset();
      toast.success(m.otpVerified, { id: toastId });
      onVerified();
    } catch (err) {
      // The local provider says how many tries are left (`params.triesLeft`); Firebase does not.
      const triesLeft = err instanceof ApiError ? err.params?.triesLeft : undefined;
      const text = errorText(err, m.otpInvalid);
      fail('otp', typeof triesLeft === 'number' ? `${text} ${messages.verificationCode.triesLeft(triesLeft)}` : text);
      // After the field is enabled again.
      setTimeout(() => codeInput.current?.focus());
    } finally {
      setIsBusy(false);
    }
  }

  return {
    otp,
    setOtp: (value: string) => {
      setOtpValue(value);
      if (error?.field === 'otp') setError(null);
    },
    /** The patient edited the number: its old problem no longer applies. */
    clearPhoneError: () => error?.field === 'phone' && setError(null),
    isCodeSent: sentCode !== null,
    /** SPEC §4: at zero the code counts as expired and Resend appears. */
    isCodeExpired: sentCode !== null && countdown === 0,
    countdown,
    isBusy,
    error,
    codeInput,
    sendCode,
    verifyCode,
    reset,
  };
}

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;
