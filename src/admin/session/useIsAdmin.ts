import { useStore } from '@nanostores/react';
import { $session } from './session-store';

/** Whether the signed-in login is staff's (admin): a receptionist's shares the desk's screens without their admin-only links (issue 51). */
export function useIsAdmin(): boolean {
  const session = useStore($session);
  return session.status === 'authenticated' && session.user.role === 'admin';
}
