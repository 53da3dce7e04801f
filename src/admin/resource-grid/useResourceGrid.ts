import { useCallback, useEffect, useState } from 'react';
import type { ResourceGrid } from '../../lib/api/types';
import { reportListFailure } from '../components/useAdminList';
import { adminApi } from '../session/session-store';

const EMPTY: ResourceGrid = { resources: [], events: [] };

/** The grid of one window, read again when the window changes or after a block is added or released. */
export function useResourceGrid(from: Date, to: Date) {
  const [grid, setGrid] = useState<ResourceGrid>(EMPTY);
  const [isLoading, setIsLoading] = useState(true);
  const fromIso = from.toISOString();
  const toIso = to.toISOString();

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const query = new URLSearchParams({ from: fromIso, to: toIso });
        setGrid(await adminApi<ResourceGrid>(`/v1/resource-grid?${query}`, { signal }));
      } catch (err) {
        if (!signal?.aborted) reportListFailure('Failed to fetch the resource grid.', err);
      } finally {
        if (!signal?.aborted) setIsLoading(false);
      }
    },
    [fromIso, toIso],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { grid, isLoading, reload: () => load() };
}
