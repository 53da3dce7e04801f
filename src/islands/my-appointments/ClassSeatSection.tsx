import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, api } from '../../lib/api/client';
import type { MySeat } from '../../lib/api/types';
import { LONG_DATE, clinicDateAndTime } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { JOIN_OPENS_MINUTES_BEFORE, joinState } from '../../lib/policy/appointment-policy';
import { localizePath } from '../../i18n/locales';
import { endPatientSession } from '../phone-verification/patient-session-store';
import { usePatientCopy } from '../shared/island-language';
import { ConfirmPanel } from './ConfirmPanel';
import { LoadedSection } from './LoadedSection';
import type { MyAppointmentsState } from './useMyAppointments';
import { useOwnList } from './useOwnList';

/** The session an online seat joins now: its next one, while open to join. */
const nextSession = (seat: MySeat) => seat.sessions.find((s) => s.status === 'scheduled' && s.startsAt === seat.nextStartsAt);

/** One seat: the class, in person or online, the next session, the calendar file, the join link near the start, cancel. */
function Seat({ seat, state, onChanged }: { seat: MySeat; state: MyAppointmentsState; onChanged: () => Promise<void> }) {
  const {
    myAppointments: { seatCopy: copy },
    locale,
    errorText,
  } = usePatientCopy();
  const headingId = useId();
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const next = nextSession(seat);
  const when = (iso: string) => {
    const { date, time } = clinicDateAndTime(new Date(iso), locale, LONG_DATE);
    return `${date}, ${time} IST`;
  };
  const join = next ? joinState(new Date(next.startsAt), new Date(next.endsAt), state.now) : null;
  const scheduled = seat.sessions.filter((s) => s.status === 'scheduled').length;
  const cancellation = seat.cancellation;

  async function cancel() {
    if (!state.session || !cancellation) return;
    setBusy(true);
    try {
      await api(`/v1/class-seats/${seat.id}/cancel`, { method: 'POST', token: state.session.token, body: { refundPaise: cancellation.refundPaise } });
      toast.success(copy.cancelled);
      setConfirming(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        endPatientSession();
        return;
      }
      toast.error(errorText(err, copy.cancelFailed));
    } finally {
      setBusy(false);
    }
    // Read again either way: a refund that changed meanwhile is shown afresh before another try.
    await onChanged();
  }

  return (
    <article className="course-card" aria-labelledby={headingId}>
      <div className="course-card-head">
        <h3 id={headingId}>{seat.title[locale]}</h3>
        <span className="course-status">
          {copy.modes[seat.mode]}
          {seat.series && ` · ${copy.series(scheduled)}`}
        </span>
      </div>
      {seat.status === 'refunded' ? (
        <p className="appointment-note">{seat.refundedPaise ? copy.refunded(formatPaise(seat.refundedPaise, locale)) : copy.cancelledSeat}</p>
      ) : (
        <>
          <p>{seat.nextStartsAt ? copy.next(when(seat.nextStartsAt)) : copy.noneLeft}</p>
          {seat.mode === 'online' && seat.meetingLink && (
            <a className="button" href={seat.meetingLink} target="_blank" rel="noopener noreferrer">
              {copy.join}
            </a>
          )}
          {seat.mode === 'online' && join?.kind === 'not_yet' && <p className="appointment-note">{copy.joinOpens(JOIN_OPENS_MINUTES_BEFORE)}</p>}
          <div className="actions">
            {seat.nextStartsAt && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void state.downloadFile(`/v1/class-seats/${seat.id}/calendar.ics`, `class-seat-${seat.id}.ics`, copy.calendarFailed)}
              >
                {copy.addToCalendar}
              </button>
            )}
            {cancellation?.canCancel && (
              <button type="button" className="button button-secondary" aria-expanded={isConfirming} onClick={() => setConfirming(!isConfirming)}>
                {copy.cancel}
              </button>
            )}
          </div>
          {cancellation && !cancellation.canCancel && cancellation.window === 'too_late' && <p className="appointment-note">{copy.cancelTooLate}</p>}
          {isConfirming && cancellation && (
            <ConfirmPanel
              label={copy.cancel}
              isBusy={isBusy}
              confirmLabel={copy.confirmCancel}
              keepLabel={copy.keep}
              onConfirm={() => void cancel()}
              onKeep={() => setConfirming(false)}
            >
              <p>
                <strong>
                  {cancellation.refundPaise > 0
                    ? copy.cancelRefund(formatPaise(cancellation.refundPaise, locale), formatPaise(seat.pricePaise, locale))
                    : copy.cancelNoRefund}
                </strong>
              </p>
            </ConfirmPanel>
          )}
        </>
      )}
    </article>
  );
}

/** My appointments (issue 48): the patient's seats in classes and workshops. */
export function ClassSeatSection({ state, token }: { state: MyAppointmentsState; token: string }) {
  const {
    myAppointments: { seatCopy: copy },
    locale,
  } = usePatientCopy();
  const { list: seats, load, retry } = useOwnList<MySeat>('/v1/class-seats/mine', token);

  // The server gives an online link only once its session opens to join: read again when one opens.
  const opensNow =
    seats.kind === 'loaded' &&
    seats.items.some((seat) => {
      const next = nextSession(seat);
      return (
        seat.mode === 'online' &&
        seat.status === 'paid' &&
        !seat.meetingLink &&
        next &&
        joinState(new Date(next.startsAt), new Date(next.endsAt), state.now).kind === 'open'
      );
    });
  useEffect(() => {
    if (opensNow) void load();
  }, [opensNow, load]);

  return (
    <LoadedSection
      className="course-section"
      headingId="seat-heading"
      heading={copy.heading}
      status={seats.kind}
      loadingText={copy.loading}
      failedText={copy.failed}
      onRetry={retry}
    >
      {seats.kind === 'loaded' && seats.items.length === 0 && (
        <div className="my-appointments-note">
          <p>{copy.empty}</p>
          <a href={localizePath('/workshops', locale)}>{copy.browse}</a>
        </div>
      )}
      {seats.kind === 'loaded' && seats.items.map((seat) => <Seat key={seat.id} seat={seat} state={state} onChanged={load} />)}
    </LoadedSection>
  );
}
