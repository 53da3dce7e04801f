import { useEffect, useState } from 'react';

const REFRESH_MS = 30_000;

/** The current time, refreshed every half minute, so what waits for a start time appears on its own. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
