import { type SubmitEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { api, errorMessage } from '../../lib/api/client';
import { MIN_STAFF_PASSWORD_LENGTH } from '../../lib/validation/doctor';
import { passwordResetMessages } from '../../lib/validation/messages';
import { TextField } from '../components/form-fields';
import { LoginShell } from './LoginShell';

/** /admin/reset-password#token=…: the e-mailed link; the token stays in the fragment, out of logs. */
export function ResetPasswordScreen() {
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ isDone: boolean; text: string } | null>(null);
  const mismatch = repeat && repeat !== password ? 'The two passwords differ' : undefined;

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (mismatch) return;
    setIsSubmitting(true);
    try {
      const { message } = await api<{ message: string }>('/v1/users/password-reset/confirm', { method: 'POST', body: { token, password } });
      setOutcome({ isDone: true, text: message });
    } catch (err) {
      setOutcome({ isDone: false, text: errorMessage(err, 'The password could not be changed. Please try again.') });
    } finally {
      setIsSubmitting(false);
    }
  }

  if (!token) {
    return (
      <LoginShell>
        <div className="admin-card admin-form">
          <h1>Choose a new password</h1>
          <p className="admin-field-error">{passwordResetMessages.linkInvalid}</p>
          <Link to="/admin/forgot-password">Ask for a new link</Link>
        </div>
      </LoginShell>
    );
  }

  return (
    <LoginShell>
      {outcome?.isDone ? (
        <div className="admin-card admin-form">
          <h1>Password changed</h1>
          <p role="status">{outcome.text}</p>
          <Link className="button" to="/admin">
            Sign in
          </Link>
        </div>
      ) : (
        <form className="admin-card admin-form" onSubmit={onSubmit}>
          <h1>Choose a new password</h1>
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_STAFF_PASSWORD_LENGTH}
            hint={`At least ${MIN_STAFF_PASSWORD_LENGTH} characters`}
            value={password}
            onChange={setPassword}
            required
          />
          <TextField
            label="The new password again"
            name="repeat"
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={setRepeat}
            error={mismatch}
            required
          />
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save the new password'}
          </button>
          <p role="status" className="admin-field-error">
            {outcome?.text}
          </p>
          {outcome && <Link to="/admin/forgot-password">Ask for a new link</Link>}
        </form>
      )}
    </LoginShell>
  );
}
