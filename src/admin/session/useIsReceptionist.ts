import { useStore } from '@nanostores/react';
import { $session } from './session-store';

/** Whether the signed-in login is a receptionist's: the desk's screens, without their admin-only links and actions (issue 51). */
export function useIsReceptionist(): boolean {
  const session = useStore($session);
  return session.status === 'authenticated' && session.user.role === 'receptionist';
}
