import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { DoctorQueue } from '../../lib/api/types';
import { minutesText } from '../queue/QueueTable';
import { adminApi } from '../session/session-store';
import '../queue/queue.css';

const REFRESH_MS = 15_000;

/**
 * The doctor's walk-in queue today (issue 51 item 7): the token now called, who waits (by token),
 * the average wait, and "Call next patient", which the waiting room's board shows at once. Hidden
 * until someone is in the queue today.
 */
export function QueueCard() {
  const [queue, setQueue] = useState<DoctorQueue | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isCalling, setIsCalling] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setQueue(await adminApi<DoctorQueue>('/v1/doctor/queue', { signal, cache: 'reload' }));
      setLoadError(null);
    } catch (err) {
      if (!signal?.aborted) setLoadError(errorMessage(err, 'Your queue could not be loaded.'));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    const timer = setInterval(() => void load(controller.signal), REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [load]);

  const callNext = async () => {
    setIsCalling(true);
    try {
      const after = await adminApi<DoctorQueue>('/v1/doctor/queue/call-next', { method: 'POST' });
      setQueue(after);
      const called = after.tokens.find((token) => token.number === after.nowCalling);
      toast.success(`Token ${after.nowCalling} called${called?.patient.name ? `: ${called.patient.name}` : ''}`);
    } catch (err) {
      toast.error(errorMessage(err, 'The next patient could not be called. Please try again.'));
      void load();
    } finally {
      setIsCalling(false);
    }
  };

  const waiting = queue?.tokens.filter((token) => token.status === 'waiting') ?? [];
  // Like the waiting list: nothing until someone is in today's queue (or the read failed).
  if (loadError) {
    return (
      <p role="alert" className="schedule-queue-error">
        {loadError}{' '}
        <button type="button" className="button button-small" onClick={() => void load()}>
          Try again
        </button>
      </p>
    );
  }
  if (!queue || queue.tokens.length === 0) return null;
  return (
    <section className="admin-card schedule-queue" aria-labelledby="schedule-queue-heading">
      <h2 id="schedule-queue-heading">Queue today</h2>
      <div className="queue-call">
        <span>
          Now calling:{' '}
          <span className="queue-call-now" data-testid="schedule-now-calling">
            {queue.nowCalling ?? '–'}
          </span>
        </span>
        <button type="button" className="button" disabled={isCalling || queue.waiting === 0} onClick={() => void callNext()}>
          {isCalling ? 'Calling...' : 'Call next patient'}
        </button>
      </div>
      <p className="admin-hint">
        Waiting: {queue.waiting} · Average wait (arrival to call): {minutesText(queue.averageWaitMinutes)}
      </p>
      {waiting.length > 0 && (
        <ol className="schedule-waiting-list" aria-label="Tokens waiting">
          {waiting.map((token) => (
            <li key={token.id}>
              <strong>Token {token.number}</strong> · {token.patient.name ?? 'Patient'}
              {token.appointmentId ? '' : ' (walk-in)'}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
