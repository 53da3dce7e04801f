import { useEffect, useState } from 'react';
import type { DashboardTotals, RecallCounts } from '../../lib/api/types';
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

/** Follow-up recalls sent in the last 30 days and how many of those patients rebooked (issue 29); a failure is only logged. */
export function useRecallCounts() {
  const [counts, setCounts] = useState<RecallCounts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    adminApi<RecallCounts>('/v1/follow-ups/summary', { signal: controller.signal })
      .then(setCounts)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to load follow-up recall counts:', err);
      });
    return () => controller.abort();
  }, []);
  return counts;
}
