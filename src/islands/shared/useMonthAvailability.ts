import { useEffect, useState } from 'react';
import { api } from '../../lib/api/client';
import type { SlotAvailability } from '../../lib/api/types';

export type AvailabilityState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; counts: Map<string, number> };

/** Free slots per clinic day of one month for a service: one call per month shown. */
export function useMonthAvailability(month: string, serviceId: string, token: string | undefined): AvailabilityState {
  const [state, setState] = useState<AvailabilityState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    // A busy clinic is asked again quietly: the calendar shows it is still loading meanwhile.
    api<SlotAvailability>('/v1/time-slots/availability', {
      query: { month, serviceId: serviceId || undefined },
      token,
      signal: controller.signal,
      retryWhenBusy: {},
    })
      .then((answer) => setState({ kind: 'loaded', counts: new Map(answer.days.map((d) => [d.date, d.count])) }))
      .catch(() => !controller.signal.aborted && setState({ kind: 'failed' }));
    return () => controller.abort();
  }, [month, serviceId, token]);
  return state;
}
