import type { ClinicNames } from '../../i18n/clinic-names';
import { INTL_LOCALE, type Locale } from '../../i18n/locales';
import { queueBoardCopyOf } from '../../i18n/queue-board-copy';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { useQueueBoard } from './useQueueBoard';
import './queue-board.css';

export interface QueueBoardProps {
  locale: Locale;
  /** Doctors' names in the page's language. */
  names: ClinicNames;
}

/**
 * The waiting room's screen (issue 51 item 7): per doctor, the token now called and the tokens
 * waiting, with the patients' initials only. Reads itself again every ten seconds; a failed read
 * keeps the last board on screen and says so.
 */
export default function QueueBoard({ locale, names }: QueueBoardProps) {
  const copy = queueBoardCopyOf(locale);
  const state = useQueueBoard();
  if (state.kind === 'loading')
    return (
      <p role="status" className="queue-board-note">
        {copy.loading}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <p role="alert" className="queue-board-note">
        {copy.loadFailed}
      </p>
    );
  const { board, readAt, stale } = state;
  const time = readAt.toLocaleTimeString(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit', timeZone: CLINIC_TIME_ZONE });
  return (
    <div className="queue-board">
      {board.doctors.length === 0 ? <p className="queue-board-note">{copy.noQueues}</p> : null}
      <ul className="queue-board-doctors">
        {board.doctors.map((doctor) => (
          <li key={doctor.doctorId} className="queue-board-doctor" aria-labelledby={`queue-doctor-${doctor.doctorId}`}>
            <h2 id={`queue-doctor-${doctor.doctorId}`}>{names[doctor.doctorName] ?? doctor.doctorName}</h2>
            <div className="queue-board-calling" aria-live="polite">
              <span className="queue-board-label">{copy.nowCalling}</span>
              {doctor.nowCalling ? (
                <span className="queue-board-now" data-testid={`now-calling-${doctor.doctorId}`}>
                  <span className="queue-board-number" aria-label={`${copy.token} ${doctor.nowCalling.number}`}>
                    {doctor.nowCalling.number}
                  </span>
                  <span className="queue-board-initials">{doctor.nowCalling.initials}</span>
                </span>
              ) : (
                <span className="queue-board-empty">{copy.nobodyCalled}</span>
              )}
            </div>
            <div className="queue-board-waiting">
              <span className="queue-board-label">
                {copy.waiting} · {copy.waitingCount(doctor.waiting.length)}
              </span>
              {doctor.waiting.length === 0 ? (
                <span className="queue-board-empty">{copy.nobodyWaiting}</span>
              ) : (
                <ol className="queue-board-tokens">
                  {doctor.waiting.map((token) => (
                    <li key={token.number}>
                      <span className="queue-board-token-number" aria-label={`${copy.token} ${token.number}`}>
                        {token.number}
                      </span>
                      <span className="queue-board-token-initials">{token.initials}</span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className={stale ? 'queue-board-status queue-board-stale' : 'queue-board-status'} role={stale ? 'alert' : 'status'}>
        {stale ? copy.stale : copy.updatedAt(time)}
      </p>
    </div>
  );
}
