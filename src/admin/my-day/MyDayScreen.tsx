import { useId, useState } from 'react';
import type { TherapistSession } from '../../lib/api/types';
import { longDateName } from '../../lib/format/date';
import { indiaDateOf } from '../../lib/time/clinic-time';
import { addDays } from '../../lib/time/month-grid';
import { type BadgeTone, StatusBadge } from '../components/StatusBadge';
import { useNow } from '../my-schedule/useNow';
import { MarkDoneDialog } from './MarkDoneDialog';
import './my-day.css';
import { sessionTimeRange } from './session-time';
import { useMyDay } from './useMyDay';

const STATUS: Record<TherapistSession['status'], { label: string; tone: BadgeTone }> = {
  planned: { label: 'Planned', tone: 'info' },
  done: { label: 'Done', tone: 'success' },
  missed: { label: 'Missed', tone: 'error' },
  moved: { label: 'Moved', tone: 'muted' },
  cancelled: { label: 'Cancelled', tone: 'muted' },
};

const PHASES: Record<TherapistSession['phase'], string> = {
  purvakarma: 'Purvakarma (preparation)',
  pradhanakarma: 'Pradhanakarma (main procedure)',
  paschatkarma: 'Paschatkarma (recovery)',
};

/** One session: when, whom, which therapy in which room, with whom, and marking it done once begun. */
function SessionCard({ session, now, onMark }: { session: TherapistSession; now: Date; onMark: (session: TherapistSession) => void }) {
  const titleId = useId();
  const status = STATUS[session.status];
  const hasStarted = Date.parse(session.startsAt) <= now.getTime();
  return (
    <article className="admin-card my-day-card" aria-labelledby={titleId}>
      <div className="my-day-card-head">
        <h3 id={titleId}>
          {sessionTimeRange(session)} · {session.patient.name}
        </h3>
        <StatusBadge tone={status.tone} hasIcon>
          {status.label}
        </StatusBadge>
      </div>
      <dl className="admin-details my-day-details">
        <dt>Therapy</dt>
        <dd>{session.therapy.name}</dd>
        <dt>Room</dt>
        <dd>{session.room.name}</dd>
        <dt>Phase</dt>
        <dd>{PHASES[session.phase]}</dd>
        {session.coTherapists.length > 0 && (
          <>
            <dt>With</dt>
            <dd>{session.coTherapists.join(', ')}</dd>
          </>
        )}
        {session.note && (
          <>
            <dt>Note</dt>
            <dd className="my-day-note">{session.note}</dd>
          </>
        )}
      </dl>
      {session.status === 'planned' &&
        (hasStarted ? (
          <div className="admin-row-actions">
            <button type="button" className="button" onClick={() => onMark(session)} aria-describedby={titleId}>
              Mark done
            </button>
          </div>
        ) : (
          <p className="admin-hint">It can be marked done from its start time.</p>
        ))}
    </article>
  );
}

/** My day (issue 47): a therapist's sessions of one clinic day, today unless another is chosen. Times are IST. */
export function MyDayScreen() {
  const now = useNow();
  const today = indiaDateOf(now);
  const [date, setDate] = useState(today);
  const [marking, setMarking] = useState<TherapistSession | null>(null);
  const { state, retry, reload } = useMyDay(date);
  const dateId = useId();

  return (
    <section className="admin-page my-day">
      <h1>My day</h1>
      <p className="admin-hint">Your therapy sessions, day by day. Times are India time (IST).</p>
      <div className="my-day-picker" role="group" aria-label="Choose the day">
        <button type="button" className="button button-secondary" onClick={() => setDate((d) => addDays(d, -1))}>
          <span aria-hidden="true">← </span>Previous day
        </button>
        <div className="admin-field">
          <label htmlFor={dateId}>Day</label>
          <input id={dateId} type="date" value={date} required onChange={(e) => e.target.value && setDate(e.target.value)} />
        </div>
        <button type="button" className="button button-secondary" onClick={() => setDate((d) => addDays(d, 1))}>
          Next day<span aria-hidden="true"> →</span>
        </button>
        {date !== today && (
          <button type="button" className="link-button" onClick={() => setDate(today)}>
            Back to today
          </button>
        )}
      </div>
      <h2 className="my-day-heading" aria-live="polite">
        {date === today ? `Today, ${longDateName(date)}` : longDateName(date)}
      </h2>
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'failed' && (
        <div role="alert">
          <p>Your sessions could not be loaded. Check the connection and try again.</p>
          <button type="button" className="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'ready' && state.sessions.length === 0 && <p>No sessions this day.</p>}
      {state.status === 'ready' && state.sessions.length > 0 && (
        <ul className="my-day-list" aria-label={`Sessions, ${longDateName(date)}`}>
          {state.sessions.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} now={now} onMark={setMarking} />
            </li>
          ))}
        </ul>
      )}
      <MarkDoneDialog session={marking} onClose={() => setMarking(null)} onDone={reload} />
    </section>
  );
}
