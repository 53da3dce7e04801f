import { useStore } from '@nanostores/react';
import { $session } from './session-store';

/** The signed-in login's role, or null while loading or signed out. */
export function useSessionRole(): string | null {
  const session = useStore($session);
  return session.status === 'authenticated' ? session.user.role : null;
}

/** Whether the signed-in login is a receptionist's: the desk's screens, without their admin-only links and actions (issue 51). */
export function useIsReceptionist(): boolean {
  return useSessionRole() === 'receptionist';
}

/** Whether the signed-in login is a pharmacist's: the dispensary's screens, without editing the catalogue (issue 50). */
export function useIsPharmacist(): boolean {
  return useSessionRole() === 'pharmacist';
}
