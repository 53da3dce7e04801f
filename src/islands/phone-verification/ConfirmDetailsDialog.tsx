import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, api } from '../../lib/api/client';
import type { PatientDetails } from '../../lib/api/types';
import { patientDetailsSchema } from '../../lib/validation/booking';
import { $detailsToConfirm, $patientSession, $registeredDetails } from './patient-session-store';
import { usePatientCopy } from '../shared/island-language';
import '../shared/modal.css';
import './confirm-details-dialog.css';

type DetailsBody = { name: string; email: string | null; gender: string | null };

/** Validated like registration, then stored; the confirmation is no longer due. */
async function saveDetails(token: string | undefined, body: DetailsBody, failedText: string) {
  const input = patientDetailsSchema.safeParse(body);
  if (!input.success) throw new Error(input.error.issues[0]?.message ?? failedText);
  await api<PatientDetails>('/v1/users/me', { method: 'PUT', body: input.data, token });
  $detailsToConfirm.set(false);
  $registeredDetails.set(null);
}

/**
 * Until the phone's owner has confirmed or corrected the name and e-mail on file, every island
 * that signs a patient in shows this step. Whether it is due is the server's answer (GET
 * /v1/users/me), asked whenever a session is restored or started, so a reload cannot skip it; the
 * server also refuses bookings and moves until then. Details this browser registered a moment
 * ago are confirmed without asking.
 */
export function ConfirmDetailsDialog() {
  const {
    ui: { confirmDetailsCopy: copy },
    errorText,
  } = usePatientCopy();
  const isDue = useStore($detailsToConfirm);
  const session = useStore($patientSession);
  const [details, setDetails] = useState<{ name: string; email: string; gender: string | null } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const token = session?.token;

  async function save(body: DetailsBody) {
    setIsSaving(true);
    try {
      await saveDetails(token, body, copy.saveFailed);
      setDetails(null);
      toast.success(copy.saved);
    } catch (err) {
      toast.error(errorText(err, copy.saveFailed));
    } finally {
      setIsSaving(false);
    }
  }

  useEffect(() => {
    setDetails(null);
    if (!token) return;
    let isCurrent = true;
    api<PatientDetails>('/v1/users/me', { token })
      .then((me) => {
        if (!isCurrent) return;
        if (me.details_confirmed) return;
        const registered = $registeredDetails.get();
        const isOwnRegistration = registered?.mobile === me.mobile && registered.name === me.name && registered.email === me.email;
        if (isOwnRegistration)
          return void saveDetails(token, { name: me.name, email: me.email, gender: me.gender }, copy.saveFailed).catch(() => undefined);
        setDetails({ name: me.name, email: me.email ?? '', gender: me.gender });
      })
      .catch((err: unknown) => {
        // An ended session is the page's to handle (it asks for a new sign-in).
        if (isCurrent && !(err instanceof ApiError && err.status === 401)) toast.error(errorText(err, copy.loadFailed));
      });
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts follow the page's language, which never changes while it is open
  }, [isDue, token]);

  const isShown = details !== null;
  useEffect(() => {
    if (isShown) nameInput.current?.focus();
  }, [isShown]);

  if (!token || !details) return null;
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    void save({ name: details.name, email: details.email.trim() || null, gender: details.gender });
  };
  return (
    <div className="modal-backdrop">
      <form
        className="modal-panel confirm-details-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="confirm-details-title"
        onSubmit={submit}
        noValidate
      >
        <h2 id="confirm-details-title">{copy.title}</h2>
        <p>{copy.note}</p>
        <div className="field">
          <label htmlFor="confirm-details-name">{copy.name}</label>
          <input
            id="confirm-details-name"
            ref={nameInput}
            name="name"
            value={details.name}
            onChange={(e) => setDetails({ ...details, name: e.target.value })}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="confirm-details-email">{copy.email}</label>
          <input
            id="confirm-details-email"
            name="email"
            type="email"
            value={details.email}
            onChange={(e) => setDetails({ ...details, email: e.target.value })}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={isSaving}>
            {isSaving ? copy.saving : copy.confirm}
          </button>
        </div>
      </form>
    </div>
  );
}
