import { useEffect, useState } from 'react';
import type { DashboardTotals } from '../../lib/api/types';
import { adminApi } from '../session/session-store';

/** The five totals; SPEC §8: a failure is only logged. */
export function useDashboardTotals() {
  const [totals, setTotals] = useState<DashboardTotals | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    adminApi<DashboardTotals>('/v1/dashboard', { signal: controller.signal })
      .then(setTotals)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to load dashboard totals:', err);
      });
    return () => controller.abort();
  }, []);
  return totals;
}
