import { useStore } from '@nanostores/react';
import { type SubmitEvent, useState } from 'react';
import { LoginShell } from './LoginShell';
import { Link, Navigate, useNavigate } from 'react-router';
import { site } from '../../content/site';
import { TextField } from '../components/form-fields';
import { ADMIN_APP_ROLES, homePathFor } from '../layout/admin-nav';
import { $session, login } from '../session/session-store';

/** /admin: e-mail and password; a login already in goes to its home: the dashboard, My Schedule (a doctor) or My day (a therapist). */
export function LoginScreen() {
  const session = useStore($session);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  if (session.status === 'loading') return <p className="admin-loading">Loading...</p>;
  if (session.status === 'authenticated' && ADMIN_APP_ROLES.includes(session.user.role)) {
    return <Navigate to={homePathFor(session.user.role)} replace />;
  }

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    setIsSubmitting(true);
    const isLoggedIn = await login(email, password);
    setIsSubmitting(false);
    const current = $session.get();
    if (isLoggedIn && current.status === 'authenticated') void navigate(homePathFor(current.user.role), { replace: true });
  }

  return (
    <LoginShell
      back={
        <a className="admin-login-back" href="/">
          <span aria-hidden="true">←</span> Back to {site.shortName} website
        </a>
      }
    >
      <form className="admin-card admin-form" onSubmit={onSubmit}>
        <h1>Admin Login</h1>
        <TextField label="Email" name="email" type="email" autoComplete="username" value={email} onChange={setEmail} required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
        />
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </button>
        <Link to="/admin/forgot-password">Forgot password?</Link>
      </form>
    </LoginShell>
  );
}
