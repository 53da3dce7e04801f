import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { site } from '../../content/site';

/** The signed-out screens' frame: the clinic's name above the card, the way back below it (the login by default). */
export function LoginShell({ children, back }: { children: ReactNode; back?: ReactNode }) {
  return (
    <main className="admin-login">
      <p className="admin-login-brand">
        <img src="/favicon.svg" alt="" width="40" height="40" />
        <span>
          {site.name}
          <small>Clinic staff</small>
        </span>
      </p>
      {children}
      {back ?? (
        <Link className="admin-login-back" to="/admin">
          <span aria-hidden="true">←</span> Back to the login
        </Link>
      )}
    </main>
  );
}
