import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api/client';
import type { PublicClassSession, WaitlistEntryAnswer } from '../../lib/api/types';
import type { SeatMode } from '../../lib/domain/classes';
import { DEFAULT_COUNTRY_CODE } from '../../lib/validation/booking';
import { ConfirmDetailsDialog } from '../phone-verification/ConfirmDetailsDialog';
import { PhoneVerificationForm } from '../phone-verification/PhoneVerificationForm';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { $patientSession, restorePatientSession } from '../phone-verification/patient-session-store';
import { type PhoneInput, usePhoneVerification } from '../phone-verification/usePhoneVerification';
import { usePatientCopy } from '../shared/island-language';

/** The modes of a session that are sold and full: the ones a patient can wait for. */
export const fullModes = (session: PublicClassSession): SeatMode[] =>
  session.seatSale === 'series' ? [] : (['in_person', 'online'] as const).filter((mode) => session.seats[mode] > 0 && session.seatsLeft[mode] === 0);

/**
 * A full session's line (issue 48, docs/decisions/050): the number verified as for a seat, then
 * POST /v1/waitlist; the place in line is shown with "Leave the line" (DELETE /v1/waitlist/:id).
 */
export function WaitlistJoin({
  session,
  modes,
  firebase,
  onClose,
}: {
  session: PublicClassSession;
  modes: SeatMode[];
  firebase: FirebaseWebConfig | null;
  onClose: () => void;
}) {
  const {
    workshopSessions: { workshopSessions: seatCopy, waitlist: copy },
    locale,
    errorText,
  } = usePatientCopy();
  const patient = useStore($patientSession);
  const [mode, setMode] = useState<SeatMode | null>(modes.length === 1 ? modes[0]! : null);
  const [phone, setPhone] = useState<PhoneInput>({ country_code: DEFAULT_COUNTRY_CODE, phone: '' });
  const [entry, setEntry] = useState<WaitlistEntryAnswer | null>(null);
  const [hasLeft, setHasLeft] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const verification = usePhoneVerification({ firebase, onVerified: () => setError(null), toastId: 'workshops' });
  const heading = useRef<HTMLHeadingElement>(null);
  const errorId = `waitlist-error-${session.id}`;
  useEffect(() => void restorePatientSession(), []);
  useEffect(() => heading.current?.focus(), [entry, hasLeft]);

  async function send(request: () => Promise<void>) {
    if (isBusy) return;
    setIsBusy(true);
    setError(null);
    try {
      await request();
    } catch (err) {
      setError(errorText(err, copy.joinFailed));
    } finally {
      setIsBusy(false);
    }
  }

  const join = () =>
    send(async () => {
      setEntry(await api<WaitlistEntryAnswer>('/v1/waitlist', { method: 'POST', token: patient!.token, body: { sessionId: session.id, mode } }));
    });
  const leave = () =>
    send(async () => {
      await api<WaitlistEntryAnswer>(`/v1/waitlist/${entry!.id}`, { method: 'DELETE', token: patient!.token });
      setEntry(null);
      setHasLeft(true);
    });

  const headingId = `waitlist-${session.id}`;
  return (
    <section className="seat-booking" aria-labelledby={headingId}>
      <ConfirmDetailsDialog />
      <h4 id={headingId} ref={heading} tabIndex={-1}>
        {copy.joinFor(session.title[locale])}
      </h4>
      {entry ? (
        <p role="status">{copy.joined(entry.position ?? 1)}</p>
      ) : hasLeft ? (
        <p role="status">{copy.left}</p>
      ) : (
        <>
          <p className="workshop-note">{copy.joinIntro}</p>
          <fieldset className="seat-modes">
            <legend>{copy.modeLegend}</legend>
            {modes.map((m) => (
              <label key={m} className="chip">
                <input type="radio" name={`waitlist-mode-${session.id}`} value={m} checked={mode === m} onChange={() => setMode(m)} />
                {seatCopy.modes[m]} · {seatCopy.full}
              </label>
            ))}
          </fieldset>
        </>
      )}
      {patient ? (
        !hasLeft && (
          <button
            type="button"
            className={entry ? 'button button-outline' : 'button'}
            disabled={isBusy || !mode}
            aria-describedby={error ? errorId : undefined}
            onClick={() => void (entry ? leave() : join())}
          >
            {entry ? copy.leave : copy.confirmJoin}
          </button>
        )
      ) : (
        <div className="seat-verify">
          <h5>{seatCopy.verifyTitle}</h5>
          <PhoneVerificationForm
            verification={verification}
            phone={phone}
            onPhoneChange={(changes) => setPhone((p) => ({ ...p, ...changes }))}
            idPrefix={`waitlist-${session.id}`}
            isBusy={isBusy}
          />
        </div>
      )}
      <p id={errorId} className="field-error" role="alert">
        {error}
      </p>
      <button type="button" className="link-button" onClick={onClose}>
        {seatCopy.cancel}
      </button>
    </section>
  );
}
