import { useCallback, useEffect, useState } from 'react';
import type { DoctorAppointment } from '../../lib/api/types';
import { doctorPortalMessages as m } from '../../lib/validation/messages';
import { adminApi } from '../session/session-store';

type ScheduleState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; appointments: DoctorAppointment[] };

/** Today and the week ahead (GET /v1/doctor/appointments?view=upcoming); `retry` after a failure, `reload` after a change. */
export function useMySchedule() {
  const [state, setState] = useState<ScheduleState>({ status: 'loading' });

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const appointments = await adminApi<DoctorAppointment[]>('/v1/doctor/appointments', { query: { view: 'upcoming' }, signal });
      setState({ status: 'ready', appointments });
    } catch (err) {
      if (signal?.aborted) return;
      console.error(m.scheduleFailed, err);
      setState({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
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
