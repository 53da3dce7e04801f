import { useEffect, useState } from 'react';
import type { DashboardOperations } from '../../lib/api/types';
import { adminApi } from '../session/session-store';

export type OperationsLoad = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; figures: DashboardOperations };

/** The operations figures, with a retry after a failure (the screen shows the failure in place). */
export function useDashboardOperations() {
  const [load, setLoad] = useState<OperationsLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    adminApi<DashboardOperations>('/v1/dashboard/operations', { signal: controller.signal })
      .then((figures) => setLoad({ state: 'loaded', figures }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the dashboard figures:', err);
        setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  /** Fetches the figures again after a change, keeping the current ones on screen meanwhile. */
  const refresh = () => setAttempt((n) => n + 1);
  return { load, retry, refresh };
}
