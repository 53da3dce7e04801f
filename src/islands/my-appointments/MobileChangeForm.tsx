import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../lib/api/client';
import type { PatientDetails, SendOtpResponse } from '../../lib/api/types';
import { formatMobile, normalizePatientMobile } from '../../lib/format/phone';
import {
  createPhoneAuthClient,
  type FirebaseWebConfig,
  type PhoneAuthClient,
  RECAPTCHA_CONTAINER_ID,
  type SentCode,
} from '../phone-verification/phone-auth-client';
import { usePatientCopy } from '../shared/island-language';

/**
 * A new mobile number (issue 45): a code goes to it through the same phone-auth provider as
 * sign-in, and only the provider's proof of that number changes it on the server.
 */
export function MobileChangeForm({
  details,
  token,
  firebase,
  onChanged,
}: {
  details: PatientDetails;
  token: string;
  firebase: FirebaseWebConfig | null;
  onChanged: (saved: PatientDetails) => void;
}) {
  const {
    consultation: { dataRights: copy },
    messages,
    errorText,
  } = usePatientCopy();
  const id = useId();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<SentCode | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const phoneAuth = useRef<PhoneAuthClient | null>(null);
  useEffect(() => {
    phoneAuth.current = createPhoneAuthClient(firebase, () => toast.error(messages.booking.botCheckInitFailed));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts follow the page's language, which never changes while it is open
  }, [firebase]);

  const run = async (work: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await work();
    } catch (err) {
      toast.error(errorText(err, copy.mobileFailed));
    } finally {
      setIsBusy(false);
    }
  };
  const sendCode = () =>
    run(async () => {
      const request = (number: string) => api<SendOtpResponse>('/v1/users/me/mobile/code', { method: 'POST', body: { mobile: number }, token });
      setSent(await phoneAuth.current!.sendCode(normalizePatientMobile(mobile), request));
    });
  const confirm = () =>
    run(async () => {
      const proof = await sent!.confirm(code.trim());
      const saved = await api<PatientDetails>('/v1/users/me/mobile', {
        method: 'PUT',
        body: { firebase_uid: proof.uid, idToken: proof.idToken },
        token,
      });
      onChanged(saved);
      setSent(null);
      setMobile('');
      setCode('');
      toast.success(copy.mobileChanged);
    });

  return (
    <form
      className="data-rights-item"
      aria-labelledby={`${id}-heading`}
      onSubmit={(e) => {
        e.preventDefault();
        void (sent ? confirm() : sendCode());
      }}
    >
      <h3 id={`${id}-heading`}>{copy.mobileHeading}</h3>
      <p className="appointment-hint">{copy.mobileNow(formatMobile(details.mobile))}</p>
      <div className="field">
        <label htmlFor={`${id}-mobile`}>{copy.newMobile}</label>
        <input
          id={`${id}-mobile`}
          type="tel"
          autoComplete="tel"
          value={mobile}
          readOnly={sent !== null}
          onChange={(e) => setMobile(e.target.value)}
        />
      </div>
      {sent && (
        <div className="field">
          <label htmlFor={`${id}-code`}>{copy.code}</label>
          <input id={`${id}-code`} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
        </div>
      )}
      <div id={RECAPTCHA_CONTAINER_ID} />
      <button
        type="submit"
        className="button button-secondary"
        disabled={isBusy || (sent ? code.trim() === '' : mobile.trim() === '')}
        aria-busy={isBusy}
      >
        {sent ? copy.confirmMobile : copy.sendCode}
      </button>
    </form>
  );
}
