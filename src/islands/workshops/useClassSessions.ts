import { useEffect, useState } from 'react';
import { api } from '../../lib/api/client';
import type { PublicClassSession } from '../../lib/api/types';

/** GET /v1/class-sessions: the sessions to come with their seats left; `reload` reads past the minute the browser may keep it. */
export function useClassSessions() {
  const [sessions, setSessions] = useState<PublicClassSession[] | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  async function load(cache?: RequestCache) {
    setHasFailed(false);
    try {
      setSessions(await api<PublicClassSession[]>('/v1/class-sessions', { cache, retryWhenBusy: {} }));
    } catch {
      setHasFailed(true);
    }
  }

  useEffect(() => void load(), []);
  return { sessions, hasFailed, reload: () => void load('reload') };
}
