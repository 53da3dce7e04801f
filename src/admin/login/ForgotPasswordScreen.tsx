import { type SubmitEvent, useState } from 'react';
import { api, errorMessage } from '../../lib/api/client';
import { TextField } from '../components/form-fields';
import { LoginShell } from './LoginShell';

/** /admin/forgot-password: a staff member asks for an e-mailed link to choose a new password (it also lifts a login lock). */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ isError: boolean; text: string } | null>(null);

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    setIsSubmitting(true);
    try {
      const { message } = await api<{ message: string }>('/v1/users/password-reset', { method: 'POST', body: { email } });
      setOutcome({ isError: false, text: message });
    } catch (err) {
      setOutcome({ isError: true, text: errorMessage(err, 'The request could not be sent. Please try again.') });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <LoginShell>
      <form className="admin-card admin-form" onSubmit={onSubmit}>
        <h1>Forgot password</h1>
        <p>Enter your login e-mail. We send a link to choose a new password; it also unlocks a login locked after wrong passwords.</p>
        <TextField label="Email" name="email" type="email" autoComplete="username" value={email} onChange={setEmail} required />
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send the link'}
        </button>
        <p role="status" className={outcome?.isError ? 'admin-field-error' : undefined}>
          {outcome?.text}
        </p>
      </form>
    </LoginShell>
  );
}
