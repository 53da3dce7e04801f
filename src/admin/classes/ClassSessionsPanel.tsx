import { useCallback, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/api/client';
import type { ClinicClass, StaffClassSession } from '../../lib/api/types';
import type { SeatMode } from '../../lib/domain/classes';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAdminWrite } from '../components/useAdminWrite';
import { adminApi } from '../session/session-store';
import { RosterDialog, inIst } from './SessionRoster';

/** Add one session, or a weekly series from an RRULE; the server holds the teacher and room or names the clash. */
function AddSessionsForm({ classId, onAdded }: { classId: number; onAdded: () => void }) {
  const ids = { start: useId(), minutes: useId(), weekly: useId(), rule: useId(), hint: useId() };
  const [startsAt, setStartsAt] = useState('');
  const [minutes, setMinutes] = useState('60');
  const [isWeekly, setIsWeekly] = useState(false);
  const [rrule, setRrule] = useState('FREQ=WEEKLY;COUNT=6');
  const { isBusy, write } = useAdminWrite();
  const submit = async () => {
    const body = { startsAt: `${startsAt}:00+05:30`, minutes: Number(minutes), ...(isWeekly ? { rrule } : {}) };
    const done = await write(
      () => adminApi(`/v1/classes/${classId}/sessions`, { method: 'POST', body }),
      isWeekly ? 'Weekly sessions added.' : 'Session added.',
      'Could not add the sessions.',
    );
    if (done) onAdded();
  };
  return (
    <form
      className="admin-form"
      aria-label="Add sessions"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="admin-field">
        <label htmlFor={ids.start}>{isWeekly ? 'First session starts (IST)' : 'Starts (IST)'}</label>
        <input id={ids.start} type="datetime-local" required value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor={ids.minutes}>Minutes</label>
        <input id={ids.minutes} type="number" min={15} max={480} step={5} required value={minutes} onChange={(e) => setMinutes(e.target.value)} />
      </div>
      <div className="admin-field admin-field-checkbox">
        <label htmlFor={ids.weekly}>
          <input id={ids.weekly} type="checkbox" checked={isWeekly} onChange={(e) => setIsWeekly(e.target.checked)} /> Repeat weekly
        </label>
      </div>
      {isWeekly && (
        <div className="admin-field">
          <label htmlFor={ids.rule}>Weekly rule (RRULE)</label>
          <input id={ids.rule} required value={rrule} onChange={(e) => setRrule(e.target.value)} aria-describedby={ids.hint} />
          <p id={ids.hint} className="admin-hint">
            For example FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8 (end it by COUNT or UNTIL; at most 52 sessions).
          </p>
        </div>
      )}
      <button type="submit" className="button" disabled={isBusy || startsAt === ''}>
        {isBusy ? 'Adding...' : 'Add'}
      </button>
    </form>
  );
}

const modesOf = (cls: ClinicClass): SeatMode[] => [
  ...(cls.inPersonSeats > 0 ? ['in_person' as const] : []),
  ...(cls.onlineSeats > 0 ? ['online' as const] : []),
];

/** A class's sessions to come: add one or a weekly series, see each one's seats and roster, cancel one. */
export function ClassSessionsPanel({ cls }: { cls: ClinicClass }) {
  const [sessions, setSessions] = useState<StaffClassSession[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rosterOf, setRosterOf] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<StaffClassSession | null>(null);
  const { isBusy, write } = useAdminWrite();
  const load = useCallback(
    (signal?: AbortSignal) =>
      adminApi<StaffClassSession[]>(`/v1/classes/${cls.id}/sessions`, { signal })
        .then((rows) => {
          setSessions(rows);
          setProblem(null);
        })
        .catch((err: unknown) => {
          if (!signal?.aborted) setProblem(errorMessage(err, 'Failed to fetch the sessions.'));
        }),
    [cls.id],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const cancel = async () => {
    const done = await write(
      () => adminApi(`/v1/class-sessions/${cancelling!.id}/cancel`, { method: 'POST' }),
      'Session cancelled: seats refunded and attendees told.',
      'Could not cancel the session.',
    );
    setCancelling(null);
    if (done) void load();
  };

  return (
    <section aria-labelledby="class-sessions-heading">
      <h2 id="class-sessions-heading">Sessions</h2>
      <AddSessionsForm classId={cls.id} onAdded={() => void load()} />
      {problem ? (
        <p role="alert">{problem}</p>
      ) : !sessions ? (
        <p>Loading...</p>
      ) : sessions.length === 0 ? (
        <p>No sessions to come. Add one above.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>Sessions to come of {cls.title.en}</caption>
            <thead>
              <tr>
                <th scope="col">Starts</th>
                <th scope="col">Status</th>
                <th scope="col">Seats taken (in person / online)</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <td>
                    {inIst(session.startsAt)}
                    {session.inSeries ? ' (weekly)' : ''}
                  </td>
                  <td>{session.status === 'cancelled' ? 'Cancelled' : 'Scheduled'}</td>
                  <td>
                    {session.taken.in_person} of {cls.inPersonSeats} / {session.taken.online} of {cls.onlineSeats}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button-small button-quiet"
                      onClick={() => setRosterOf(session.id)}
                      aria-label={`Roster of ${inIst(session.startsAt)}`}
                    >
                      Roster
                    </button>{' '}
                    {session.status === 'scheduled' && (
                      <button
                        type="button"
                        className="button button-small button-danger"
                        onClick={() => setCancelling(session)}
                        aria-label={`Cancel ${inIst(session.startsAt)}`}
                      >
                        Cancel
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RosterDialog sessionId={rosterOf} modes={modesOf(cls)} onClose={() => setRosterOf(null)} onChanged={() => void load()} />
      <ConfirmDialog
        isOpen={cancelling !== null}
        title="Cancel session"
        confirmLabel={isBusy ? 'Cancelling...' : 'Cancel session'}
        cancelLabel="Keep it"
        isBusy={isBusy}
        onConfirm={() => void cancel()}
        onCancel={() => setCancelling(null)}
      >
        <p>
          Cancel the session of {cancelling ? inIst(cancelling.startsAt) : ''}? Its teacher and room are released, every paid seat is refunded (a
          whole-series seat this session’s share) and every attendee is told.
        </p>
      </ConfirmDialog>
    </section>
  );
}
