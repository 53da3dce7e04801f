import { useEffect, useState } from 'react';
import type { Patient } from '../../lib/api/types';
import { adminApi } from '../session/session-store';

/** Patients whose name starts with, or whose mobile holds, what staff typed (the Patients list's search). */
export function usePatientSearch(q: string) {
  const [found, setFound] = useState<Patient[] | null>(null);
  useEffect(() => {
    const query = q.trim();
    if (query.length < 2) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      adminApi<Patient[]>('/v1/users/patients', { query: { q: query, limit: 8 }, signal: controller.signal })
        .then(setFound)
        .catch(() => !controller.signal.aborted && setFound([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return found;
}
