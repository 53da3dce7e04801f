import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, type RetryWhenBusy, api, apiDownload } from '../../lib/api/client';
import type { MyAppointment, AvailableSlot, PaymentDocumentListItem } from '../../lib/api/types';
import { clinicDayRangeIso } from '../../lib/time/booking-day';
import { $patientSession, endPatientSession, restorePatientSession } from '../phone-verification/patient-session-store';
import type { FirebaseWebConfig } from '../phone-verification/phone-auth-client';
import { usePhoneVerification } from '../phone-verification/usePhoneVerification';
import { usePatientCopy } from '../shared/island-language';

/** One toast for "busy, trying again": a second retry replaces it rather than stacking. */
const BUSY_TOAST_ID = 'my-appointments-busy';

/** How often the page re-reads the clock (Join opens 15 minutes before the start). */
const CLOCK_TICK_MS = 30_000;

type ListState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; appointments: MyAppointment[] };

/** My appointments' state and API calls: the patient session, the list, cancel, move and calendar files. */
export function useMyAppointments({ firebase }: { firebase: FirebaseWebConfig | null }) {
  const {
    messages: { myAppointments: m, busy: busyMessages },
    errorText,
  } = usePatientCopy();
  const session = useStore($patientSession);
  const [list, setList] = useState<ListState>({ kind: 'idle' });
  /** The patient's receipts and credit notes, shown on the appointment each belongs to. */
  const [documents, setDocuments] = useState<PaymentDocumentListItem[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  /** The appointment just moved: its card takes the view and the focus once the list shows it in its new place. */
  const [movedId, setMovedId] = useState<number | null>(null);
  const [now, setNow] = useState(() => new Date());
  const token = session?.token ?? null;
  /**
   * For calls safe to repeat: a busy clinic (503) is asked again after its Retry-After, and the
   * patient is told so meanwhile. A cancel or move carries the version seen, so a retry of one
   * that did commit is refused (409) rather than done twice.
   */
  const whenBusy: RetryWhenBusy = {
    onRetry: (_attempt, waitMs) => toast(busyMessages.retrying, { id: BUSY_TOAST_ID, duration: waitMs + 1000 }),
  };

  useEffect(() => {
    restorePatientSession();
    const tick = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(tick);
  }, []);

  /** An expired or revoked session sends the patient back to verification. */
  const onFailure = useCallback((err: unknown, fallback: string) => {
    if (err instanceof ApiError && err.status === 401) {
      endPatientSession();
      return;
    }
    toast.error(errorText(err, fallback));
  }, []);

  const load = useCallback(async () => {
    if (!token) return;
    setList((current) => (current.kind === 'loaded' ? current : { kind: 'loading' }));
    try {
      setList({ kind: 'loaded', appointments: await api<MyAppointment[]>('/v1/appointments/mine', { token, retryWhenBusy: whenBusy }) });
      // A refund settles after the list is read: each re-read takes the documents again. Without them the cards still show.
      setDocuments(await api<PaymentDocumentListItem[]>('/v1/users/me/documents', { token }).catch(() => []));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        endPatientSession();
        return;
      }
      setList({ kind: 'error', message: errorText(err, m.fetchFailed) });
    }
  }, [token]);

  useEffect(() => {
    if (token) void load();
    else setList({ kind: 'idle' });
  }, [token, load]);

  const verification = usePhoneVerification({ firebase, onVerified: () => undefined });

  function replace(updated: MyAppointment) {
    setList((current) =>
      current.kind === 'loaded' ? { kind: 'loaded', appointments: current.appointments.map((a) => (a.id === updated.id ? updated : a)) } : current,
    );
  }

  /** One change to one appointment: the server answers it updated; the list is then re-read. */
  async function change(
    { id, version }: MyAppointment,
    action: 'cancel' | 'reschedule',
    body: object,
    messages: { done: string; failed: string },
  ): Promise<boolean> {
    if (!token) return false;
    setBusyId(id);
    setMovedId(null);
    try {
      // The version seen makes a change from a stale page (another tab moved it) a 409.
      replace(
        await api<MyAppointment>(`/v1/appointments/${id}/${action}`, { method: 'POST', token, body: { ...body, version }, retryWhenBusy: whenBusy }),
      );
      toast.success(messages.done);
      if (action === 'reschedule') setMovedId(id);
      // Re-read the list in the background: a cancelled appointment moves to the past ones.
      void load();
      return true;
    } catch (err) {
      onFailure(err, messages.failed);
      // Refused (changed elsewhere, too late now): show the appointment as it is.
      if (err instanceof ApiError && err.status === 409) void load();
      return false;
    } finally {
      setBusyId(null);
    }
  }

  const cancel = (appointment: MyAppointment) => change(appointment, 'cancel', {}, { done: m.cancelled, failed: m.cancelFailed });
  const reschedule = (appointment: MyAppointment, newSlotId: number) =>
    change(appointment, 'reschedule', { newSlotId }, { done: m.rescheduled, failed: m.rescheduleFailed });

  /** Free slots of one clinic day with the doctors who offer the service (as the booking wizard asks). */
  const freeSlots = useCallback(
    (date: string, serviceId: number, signal: AbortSignal) =>
      api<AvailableSlot[]>('/v1/time-slots/available', {
        query: { ...clinicDayRangeIso(date), serviceId: String(serviceId) },
        token,
        signal,
        retryWhenBusy: whenBusy,
      }),
    [token],
  );

  /** Fetches a file with the patient's token and hands it to the browser as a download. */
  async function downloadFile(path: string, fileName: string, failed: string) {
    if (!token) return;
    try {
      const url = URL.createObjectURL(await apiDownload(path, token));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (err) {
      onFailure(err, failed);
    }
  }
  /** The doctor's finalised visit summary and prescription (PDF). */
  const downloadVisitSummary = (id: number) => downloadFile(`/v1/appointments/${id}/summary.pdf`, `visit-summary-${id}.pdf`, m.summaryFailed);

  const downloadCalendar = (id: number) => downloadFile(`/v1/appointments/${id}/calendar.ics`, `appointment-${id}.ics`, m.calendarFailed);
  /** A receipt or credit note of one of the patient's appointments. */
  const downloadDocument = (document: PaymentDocumentListItem, failed: string) =>
    downloadFile(
      document.kind === 'receipt'
        ? `/v1/appointments/${document.appointment_id}/receipt.pdf`
        : `/v1/appointments/${document.appointment_id}/credit-notes/${document.id}`,
      `${document.number.replaceAll('/', '-')}.pdf`,
      failed,
    );

  return {
    session,
    list,
    documents,
    now,
    busyId,
    movedId,
    verification,
    load,
    cancel,
    reschedule,
    freeSlots,
    downloadCalendar,
    downloadDocument,
    downloadFile,
    downloadVisitSummary,
    signOut: endPatientSession,
  };
}

export type MyAppointmentsState = ReturnType<typeof useMyAppointments>;
