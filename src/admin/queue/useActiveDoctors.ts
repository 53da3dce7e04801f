import { useEffect, useState } from 'react';
import type { Doctor } from '../../lib/api/types';
import { adminApi } from '../session/session-store';

/** The clinic's active doctors (the desk's choices), by name; null while loading. */
export function useActiveDoctors() {
  const [doctors, setDoctors] = useState<Doctor[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    adminApi<Doctor[]>('/v1/doctors', { signal: controller.signal })
      .then((rows) => setDoctors(rows.filter((doctor) => doctor.status).sort((a, b) => a.name.localeCompare(b.name))))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);
  return { doctors, failed };
}
