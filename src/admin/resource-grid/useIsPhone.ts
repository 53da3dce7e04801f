import { useEffect, useState } from 'react';

const PHONE = '(max-width: 600px)';

/** Whether the screen is a phone's width, followed as it turns or the window is resized. */
export function useIsPhone(): boolean {
  const [isPhone, setIsPhone] = useState(() => window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const follow = () => setIsPhone(query.matches);
    query.addEventListener('change', follow);
    follow();
    return () => query.removeEventListener('change', follow);
  }, []);
  return isPhone;
}
