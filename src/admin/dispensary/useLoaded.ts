import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api/client';
import { adminApi } from '../session/session-store';

/** One GET for a dispensary screen: its answer, its failure's text, and `reload` (after a change, or "Try again"). */
export function useLoaded<T>(path: string | null, failure: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!path) return;
      setError(null);
      try {
        setData(await adminApi<T>(path, { signal, cache: 'reload' }));
      } catch (err) {
        if (signal?.aborted) return;
        setError(errorMessage(err, failure));
      }
    },
    [path, failure],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return { data, setData, error, reload: () => load() };
}
