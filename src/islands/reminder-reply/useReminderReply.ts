import { useEffect, useState } from 'react';
import { api, ApiError } from '../../lib/api/client';
import type { AppointmentAction, AvailableSlot } from '../../lib/api/types';
import { formatAppointmentTime } from '../../lib/format/date';
import { CLINIC_TIME_ZONE, indiaDateOf } from '../../lib/time/clinic-time';
import { isLocale, type Locale, localizePath } from '../../i18n/locales';
import { usePatientCopy } from '../shared/island-language';

/** The link's code: the last segment of /r/<code> (or /hi/r/<code>). */
const codeOfPath = (pathname: string) => /\/r\/([A-Za-z0-9_-]{12})\/?$/.exec(pathname)?.[1] ?? null;

export type ReplyScreen =
  | { kind: 'loading' }
  | { kind: 'dead' }
  | { kind: 'failed' }
  | { kind: 'choices' }
  | { kind: 'move' }
  | { kind: 'confirmMove'; slot: AvailableSlot }
  | { kind: 'cancel' }
  | { kind: 'done'; text: string };

/** Days of free times shown at once; "More days" shows the next ones. */
const DAYS_AT_ONCE = 4;

const base = (code: string) => `/v1/appointment-actions/${code}`;

/**
 * The visit a reminder's link opens and the patient's answers to it: Confirm, Call me, a move to
 * another free time, Cancel. Each answer is one POST; the screen then says what happened.
 */
export function useReminderReply(locale: Locale) {
  const {
    myAppointments: { reminderPageCopy: copy },
    errorText,
  } = usePatientCopy();
  const [code] = useState(() => (typeof window === 'undefined' ? null : codeOfPath(window.location.pathname)));
  const [visit, setVisit] = useState<AppointmentAction | null>(null);
  const [screen, setScreen] = useState<ReplyScreen>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = async () => {
    if (!code) {
      setScreen({ kind: 'dead' });
      return;
    }
    setScreen({ kind: 'loading' });
    try {
      const shown = await api<AppointmentAction>(base(code));
      // The page speaks the patient's language: open the same link under their prefix.
      if (shown.language !== locale) {
        window.location.replace(localizePath(`/r/${code}`, shown.language));
        return;
      }
      setVisit(shown);
      setScreen(shown.status === 'confirmed' ? { kind: 'choices' } : { kind: 'done', text: copy.notOpen });
    } catch (err) {
      // A link that no longer works still names the patient's language: its page says so in it.
      const language = err instanceof ApiError ? err.params?.language : undefined;
      if (isLocale(language) && language !== locale) {
        window.location.replace(localizePath(`/r/${code}`, language));
        return;
      }
      setScreen(err instanceof ApiError && (err.status === 404 || err.status === 409 || err.status === 400) ? { kind: 'dead' } : { kind: 'failed' });
    }
  };
  useEffect(() => {
    // Once, for the link in the address bar.
    void load();
  }, []);

  /** Sends one answer; a dead link (404, 409) shows the dead page's text, anything else the API's message. */
  const send = async <T>(path: string, body: unknown, after: (answer: T) => void) => {
    setBusy(true);
    setError(null);
    try {
      after(await api<T>(`${base(code!)}${path}`, { method: 'POST', body }));
    } catch (err) {
      setError(errorText(err, copy.failed));
    } finally {
      setBusy(false);
    }
  };

  return {
    code,
    visit,
    screen,
    busy,
    error,
    isConfirmed: visit !== null && visit.patient_confirmed_at !== null,
    showChoices: () => setScreen({ kind: 'choices' }),
    showMove: () => setScreen({ kind: 'move' }),
    showCancel: () => setScreen({ kind: 'cancel' }),
    /** A move spends one of the patient's few online changes: the chosen time is asked about once more. */
    chooseSlot: (slot: AvailableSlot) => setScreen({ kind: 'confirmMove', slot }),
    confirm: () =>
      send<AppointmentAction>('/confirm', {}, (answer) => {
        setVisit(answer);
        setScreen({ kind: 'done', text: copy.confirmed });
      }),
    requestCall: () => send<AppointmentAction>('/change', {}, () => setScreen({ kind: 'done', text: copy.callRequested })),
    moveTo: (slot: AvailableSlot) =>
      send<{ time: string; end_time: string }>('/reschedule', { slot_id: slot.id }, (moved) => {
        // The page shows the new time everywhere, not only in the message.
        setVisit((shown) => shown && { ...shown, time: moved.time, end_time: moved.end_time });
        setScreen({ kind: 'done', text: copy.moved(formatAppointmentTime(moved.time, CLINIC_TIME_ZONE, locale).clinic) });
      }),
    cancel: () => send('/cancel', { confirm: true }, () => setScreen({ kind: 'done', text: copy.cancelled })),
  };
}

export type ReminderReplyState = ReturnType<typeof useReminderReply>;

/** The same doctor's free times (while the policy allows a move), by clinic day, a few days at a time. */
export function useFreeTimes(code: string, isAllowed: boolean) {
  const {
    myAppointments: { reminderPageCopy: copy },
    errorText,
  } = usePatientCopy();
  const [slots, setSlots] = useState<AvailableSlot[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shownDays, setShownDays] = useState(DAYS_AT_ONCE);
  useEffect(() => {
    if (!isAllowed) return;
    const controller = new AbortController();
    api<AvailableSlot[]>(`${base(code)}/slots`, { signal: controller.signal })
      .then(setSlots)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(errorText(err, copy.failed));
      });
    return () => controller.abort();
    // Not on the texts: they follow the page's language, which never changes while it is open.
  }, [code, isAllowed]);

  const days = new Map<string, AvailableSlot[]>();
  for (const slot of slots ?? []) {
    const day = indiaDateOf(new Date(slot.start_time));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return {
    slots,
    error,
    shownDays: [...days].slice(0, shownDays),
    hasMoreDays: days.size > shownDays,
    showMoreDays: () => setShownDays((n) => n + DAYS_AT_ONCE),
  };
}
