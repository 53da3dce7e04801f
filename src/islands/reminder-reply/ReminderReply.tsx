import { useEffect, useState } from 'react';
import { api, ApiError } from '../../lib/api/client';
import type { AppointmentAction, AvailableSlot } from '../../lib/api/types';
import { formatAppointmentTime, formatBookingDate, formatSlotTime } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { CLINIC_TIME_ZONE, indiaDateOf } from '../../lib/time/clinic-time';
import { isLocale, type Locale, localizePath } from '../../i18n/locales';
import type { ClinicNames } from '../../i18n/clinic-names';
import { IslandLanguage, usePatientCopy } from '../shared/island-language';
import './reminder-reply.css';

export interface ReminderReplyProps {
  /** The page's language; the island moves to the patient's own when the link says another. */
  locale?: Locale;
  names?: ClinicNames;
  clinicPhone: { label: string; href: string };
  /** The clinic's address, shown for a visit at the clinic. */
  address: string[];
}

export default function ReminderReply({ locale = 'en', names, ...props }: ReminderReplyProps) {
  return (
    <IslandLanguage locale={locale} names={names}>
      <Reply locale={locale} {...props} />
    </IslandLanguage>
  );
}

/** The link's code: the last segment of /r/<code> (or /hi/r/<code>). */
const codeOfPath = (pathname: string) => /\/r\/([A-Za-z0-9_-]{12})\/?$/.exec(pathname)?.[1] ?? null;

type Screen =
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
 * The one screen a reminder's link opens, no sign-in: the visit and Confirm, Change time (another
 * free time of the same doctor) and Cancel (the policy's refund shown, asked once more).
 */
function Reply({ locale, clinicPhone, address }: Omit<ReminderReplyProps, 'names'> & { locale: Locale }) {
  const {
    myAppointments: { reminderPageCopy: copy },
    errorText,
    name,
  } = usePatientCopy();
  const [code] = useState(() => (typeof window === 'undefined' ? null : codeOfPath(window.location.pathname)));
  const [visit, setVisit] = useState<AppointmentAction | null>(null);
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = async () => {
    if (!code) return setScreen({ kind: 'dead' });
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
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the link in the address bar
  }, []);

  /** Sends one answer; a dead link (404, 409) shows the dead page's text, anything else the API's message. */
  const send = async <T,>(path: string, body: unknown, after: (answer: T) => void) => {
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

  if (screen.kind === 'loading') return <p role="status">{copy.loading}</p>;
  if (screen.kind === 'dead' || screen.kind === 'failed') {
    return (
      <section className="reminder-reply-card" aria-labelledby="reminder-dead-title">
        <h2 id="reminder-dead-title">{screen.kind === 'dead' ? copy.deadTitle : copy.failed}</h2>
        {screen.kind === 'dead' && <p>{copy.dead}</p>}
        <p>
          {copy.deadHelp} <a href={clinicPhone.href}>{clinicPhone.label}</a>
        </p>
        <p>
          <a className="button" href={localizePath('/my-appointments', locale)}>
            {copy.myAppointments}
          </a>
        </p>
      </section>
    );
  }
  const v = visit!;
  const when = formatAppointmentTime(v.time, CLINIC_TIME_ZONE, locale).clinic;
  const confirmed = v.patient_confirmed_at !== null;

  return (
    <section className="reminder-reply-card" aria-labelledby="reminder-title">
      <h2 id="reminder-title">{copy.greeting(v.patient_first_name)}</h2>
      <dl className="reminder-facts">
        <dt>{copy.service}</dt>
        <dd>{name(v.service_name)}</dd>
        <dt>{copy.doctor}</dt>
        <dd>{name(v.doctor_name)}</dd>
        <dt>{copy.date}</dt>
        <dd>{when}</dd>
        <dt>{copy.where}</dt>
        <dd>
          {copy.modes[v.mode]}
          {v.mode === 'in_person' && (
            <address>
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          )}
        </dd>
      </dl>
      {error && (
        <p role="alert" className="reminder-error">
          {error}
        </p>
      )}
      {screen.kind === 'done' && (
        <p role="status" className="reminder-done">
          {screen.text}
        </p>
      )}
      {screen.kind === 'choices' && (
        <>
          {confirmed ? <p className="reminder-done">{copy.alreadyConfirmed}</p> : <p>{copy.intro}</p>}
          <div className="reminder-actions">
            {!confirmed && (
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-busy={busy}
                onClick={() =>
                  send<AppointmentAction>('/confirm', {}, (answer) => {
                    setVisit(answer);
                    setScreen({ kind: 'done', text: copy.confirmed });
                  })
                }
              >
                {copy.confirm}
              </button>
            )}
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => setScreen({ kind: 'move' })}>
              {copy.change}
            </button>
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => setScreen({ kind: 'cancel' })}>
              {copy.cancel}
            </button>
          </div>
        </>
      )}
      {screen.kind === 'move' && (
        <MoveChoices
          code={code!}
          visit={v}
          busy={busy}
          clinicPhone={clinicPhone}
          locale={locale}
          onBack={() => setScreen({ kind: 'choices' })}
          onMove={(slot) => setScreen({ kind: 'confirmMove', slot })}
          onCallMe={() => send<AppointmentAction>('/change', {}, () => setScreen({ kind: 'done', text: copy.callRequested }))}
        />
      )}
      {screen.kind === 'confirmMove' && (
        // A move spends one of the patient's few online changes (and this link): asked once more, saying so.
        <div className="reminder-cancel" role="group" aria-labelledby="reminder-move-question">
          <h3 id="reminder-move-question">{copy.moveQuestion(formatAppointmentTime(screen.slot.start_time, CLINIC_TIME_ZONE, locale).clinic)}</h3>
          <p>{copy.moveSpends(v.reschedule.moves_left)}</p>
          <div className="reminder-actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() =>
                send<{ time: string; end_time: string }>('/reschedule', { slot_id: screen.slot.id }, (moved) => {
                  // The page shows the new time everywhere, not only in the message.
                  setVisit({ ...v, time: moved.time, end_time: moved.end_time });
                  setScreen({ kind: 'done', text: copy.moved(formatAppointmentTime(moved.time, CLINIC_TIME_ZONE, locale).clinic) });
                })
              }
            >
              {copy.moveYes}
            </button>
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => setScreen({ kind: 'move' })}>
              {copy.otherTime}
            </button>
          </div>
        </div>
      )}
      {screen.kind === 'cancel' && (
        <div className="reminder-cancel" role="group" aria-labelledby="reminder-cancel-question">
          <h3 id="reminder-cancel-question">{copy.cancelQuestion}</h3>
          {v.cancel.allowed ? (
            <>
              <p>
                {v.cancel.refund_paise > 0
                  ? copy.cancelRefund(formatPaise(v.cancel.refund_paise, locale), formatPaise(v.cancel.paid_paise, locale))
                  : copy.cancelNoRefund}
              </p>
              <div className="reminder-actions">
                <button
                  type="button"
                  className="button button-danger"
                  disabled={busy}
                  aria-busy={busy}
                  onClick={() => send('/cancel', { confirm: true }, () => setScreen({ kind: 'done', text: copy.cancelled }))}
                >
                  {copy.cancelYes}
                </button>
                <button type="button" className="button button-secondary" disabled={busy} onClick={() => setScreen({ kind: 'choices' })}>
                  {copy.keep}
                </button>
              </div>
            </>
          ) : (
            <p>
              {copy.cannotMove} <a href={clinicPhone.href}>{clinicPhone.label}</a>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** The same doctor's free times, by day, each a button that moves the visit there. */
function MoveChoices({
  code,
  visit,
  busy,
  clinicPhone,
  locale,
  onBack,
  onMove,
  onCallMe,
}: {
  code: string;
  visit: AppointmentAction;
  busy: boolean;
  clinicPhone: { label: string; href: string };
  locale: Locale;
  onBack: () => void;
  onMove: (slot: AvailableSlot) => void;
  onCallMe: () => void;
}) {
  const {
    myAppointments: { reminderPageCopy: copy },
    errorText,
  } = usePatientCopy();
  const [slots, setSlots] = useState<AvailableSlot[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shownDays, setShownDays] = useState(DAYS_AT_ONCE);
  useEffect(() => {
    if (!visit.reschedule.allowed) return;
    const controller = new AbortController();
    api<AvailableSlot[]>(`${base(code)}/slots`, { signal: controller.signal })
      .then(setSlots)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(errorText(err, copy.failed));
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts follow the page's language, which never changes while it is open
  }, [code, visit.reschedule.allowed]);

  const days = new Map<string, AvailableSlot[]>();
  for (const slot of slots ?? []) {
    const day = indiaDateOf(new Date(slot.start_time));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  const callMe = visit.used_actions.includes('change') ? null : (
    <button type="button" className="link-button" disabled={busy} onClick={onCallMe}>
      {copy.callMe}
    </button>
  );

  return (
    <div className="reminder-move" role="group" aria-labelledby="reminder-move-title">
      <h3 id="reminder-move-title">{copy.chooseTime}</h3>
      {!visit.reschedule.allowed ? (
        <p>
          {copy.cannotMove} <a href={clinicPhone.href}>{clinicPhone.label}</a>
        </p>
      ) : error ? (
        <p role="alert">{error}</p>
      ) : slots === null ? (
        <p role="status">{copy.loadingSlots}</p>
      ) : slots.length === 0 ? (
        <p role="status">{copy.noSlots}</p>
      ) : (
        <ul className="reminder-days">
          {[...days].slice(0, shownDays).map(([day, free]) => (
            <li key={day}>
              <h4>{formatBookingDate(free[0]!.start_time, CLINIC_TIME_ZONE, locale)}</h4>
              <ul className="reminder-times">
                {free.map((slot) => (
                  <li key={slot.id}>
                    <button
                      type="button"
                      className="slot-chip"
                      disabled={busy}
                      aria-label={`${copy.moveTo}: ${formatAppointmentTime(slot.start_time, CLINIC_TIME_ZONE, locale).clinic}`}
                      onClick={() => onMove(slot)}
                    >
                      {formatSlotTime(slot.start_time, CLINIC_TIME_ZONE, locale)}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {days.size > shownDays && (
        <button type="button" className="link-button" onClick={() => setShownDays((n) => n + DAYS_AT_ONCE)}>
          {copy.moreDays}
        </button>
      )}
      <div className="reminder-actions">
        {visit.reschedule.allowed && callMe}
        <button type="button" className="button button-secondary" disabled={busy} onClick={onBack}>
          {copy.back}
        </button>
      </div>
    </div>
  );
}
