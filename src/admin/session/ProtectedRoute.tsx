import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { $session } from './session-store';

/** The static page (outside the admin app) for a logged-in user of another role. */
export const UNAUTHORIZED_PATH = '/unauthorized';

interface ProtectedRouteProps {
  roles: readonly string[];
  children: ReactNode;
}

/** SPEC §2: 'Loading...' while checking, /admin when logged out, /unauthorized for another role. */
export function ProtectedRoute({ roles, children }: ProtectedRouteProps) {
  const session = useStore($session);
  const isForbidden = session.status === 'authenticated' && !roles.includes(session.user.role);

  useEffect(() => {
    if (isForbidden) window.location.replace(UNAUTHORIZED_PATH);
  }, [isForbidden]);

  if (session.status === 'loading' || isForbidden) return <p className="admin-loading">Loading...</p>;
  if (session.status === 'anonymous') return <Navigate to="/admin" replace />;
  return children;
}
