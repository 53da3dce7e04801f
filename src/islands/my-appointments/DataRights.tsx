import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../lib/api/client';
import type { DataRequest, PatientDetails } from '../../lib/api/types';
import { formatBookingDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { usePatientCopy } from '../shared/island-language';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { ConfirmPanel } from './ConfirmPanel';
import { CorrectDetailsForm } from './CorrectDetailsForm';
import { MobileChangeForm } from './MobileChangeForm';
import type { MyAppointmentsState } from './useMyAppointments';

/**
 * The patient's rights under the DPDP Act 2023 on their own page: download everything held,
 * correct the details on file and the mobile number (issue 45), the reminders switch, and ask for erasure (with its deadline).
 */
export function DataRights({
  state,
  token,
  firebase,
  onMobileChanged,
}: {
  state: MyAppointmentsState;
  token: string;
  firebase: FirebaseWebConfig | null;
  onMobileChanged: () => void;
}) {
  const {
    consultation: { dataRights: copy },
    errorText,
    locale,
  } = usePatientCopy();
  const id = useId();
  const [details, setDetails] = useState<PatientDetails | null>(null);
  const [requests, setRequests] = useState<DataRequest[] | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api<PatientDetails>('/v1/users/me', { token, signal: controller.signal })
      .then(setDetails)
      .catch(() => undefined);
    api<DataRequest[]>('/v1/users/me/data-requests', { token, signal: controller.signal })
      .then(setRequests)
      .catch(() => setRequests([]));
    return () => controller.abort();
  }, [token]);

  // Erasure is the only kind a patient asks for today; the check keeps this right when another is added.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  const openErasure = requests?.find((r) => r.kind === 'erasure' && r.status === 'open');
  const dueDate = (iso: string) => formatBookingDate(iso, CLINIC_TIME_ZONE, locale);

  return (
    <section className="my-appointments-details data-rights" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{copy.heading}</h2>
      <p className="appointment-hint">{copy.intro}</p>

      <div className="data-rights-item">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void state.downloadFile('/v1/users/me/export', 'my-data.json', copy.downloadFailed)}
        >
          {copy.download}
        </button>
        <p className="appointment-hint">{copy.downloadHint}</p>
      </div>

      {details && (
        <>
          <CorrectDetailsForm details={details} token={token} onSaved={setDetails} />
          <MobileChangeForm
            details={details}
            token={token}
            firebase={firebase}
            onChanged={(saved) => {
              setDetails(saved);
              onMobileChanged();
            }}
          />
        </>
      )}

      <div className="data-rights-item">
        {/* The reminders switch lives with the reminders (issue 28): this is the way to it. */}
        <a href="#reminders">{copy.reminders}</a>
        <p className="appointment-hint">{copy.remindersHint}</p>
      </div>

      <div className="data-rights-item">
        {openErasure ? (
          <p role="status" className="appointment-note">
            {copy.eraseRequested(dueDate(openErasure.due_at))}
          </p>
        ) : (
          <>
            <button
              type="button"
              className="button button-danger"
              aria-expanded={isConfirming}
              disabled={requests === null}
              onClick={() => setIsConfirming(!isConfirming)}
            >
              {copy.erase}
            </button>
            {isConfirming && (
              <ConfirmPanel
                label={copy.erase}
                isBusy={isBusy}
                confirmLabel={copy.eraseConfirm}
                keepLabel={copy.eraseKeep}
                onConfirm={async () => {
                  setIsBusy(true);
                  try {
                    const request = await api<DataRequest>('/v1/users/me/data-requests', { method: 'POST', body: { kind: 'erasure' }, token });
                    setRequests((current) => [request, ...(current ?? []).filter((r) => r.id !== request.id)]);
                    setIsConfirming(false);
                    toast.success(copy.eraseRequested(dueDate(request.due_at)));
                  } catch (err) {
                    toast.error(errorText(err, copy.eraseFailed));
                  } finally {
                    setIsBusy(false);
                  }
                }}
                onKeep={() => setIsConfirming(false)}
              >
                <p>{copy.eraseExplain}</p>
              </ConfirmPanel>
            )}
          </>
        )}
      </div>
    </section>
  );
}
