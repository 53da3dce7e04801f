import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../../lib/api/client';
import { endPatientSession } from '../phone-verification/patient-session-store';

/** Where a section's own list stands (courses, seats, programmes, medicines). */
export type OwnList<T> = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; items: T[] };

/**
 * A My appointments section's own list from `path`, read when the section mounts: `load` reads it
 * again in place (after a change, nothing flickers), `retry` shows the loading line first. A 401
 * ends the patient's session, as every patient call does.
 */
export function useOwnList<T>(path: string, token: string) {
  const [list, setList] = useState<OwnList<T>>({ kind: 'loading' });
  const load = useCallback(async () => {
    try {
      setList({ kind: 'loaded', items: await api<T[]>(path, { token }) });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        endPatientSession();
        return;
      }
      setList({ kind: 'error' });
    }
  }, [path, token]);
  useEffect(() => {
    void load();
  }, [load]);
  const retry = useCallback(() => {
    setList({ kind: 'loading' });
    void load();
  }, [load]);
  return { list, load, retry };
}
