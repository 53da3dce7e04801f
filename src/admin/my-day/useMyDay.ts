import { useCallback, useEffect, useState } from 'react';
import type { TherapistSession } from '../../lib/api/types';
import { adminApi } from '../session/session-store';

type DayState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; sessions: TherapistSession[] };

/** One clinic day of the therapist's sessions (GET /v1/course-sessions/mine?date=); `reload` after marking one. */
export function useMyDay(date: string) {
  const [state, setState] = useState<DayState>({ status: 'loading' });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const sessions = await adminApi<TherapistSession[]>('/v1/course-sessions/mine', { query: { date }, signal });
        setState({ status: 'ready', sessions });
      } catch (err) {
        if (signal?.aborted) return;
        console.error('Your sessions could not be loaded', err);
        setState({ status: 'failed' });
      }
    },
    [date],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const retry = () => {
    setState({ status: 'loading' });
    void load();
  };
  // The list stays on screen while it refreshes after a change.
  const reload = () => void load();
  return { state, retry, reload };
}
