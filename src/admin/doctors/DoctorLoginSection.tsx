import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../lib/api/client';
import type { DoctorLoginResponse } from '../../lib/api/types';
import { doctorLoginSchema, MIN_STAFF_PASSWORD_LENGTH } from '../../lib/validation/doctor';
import { doctorPortalMessages as m } from '../../lib/validation/messages';
import { AdminForm } from '../components/AdminForm';
import { CheckboxField, TextField } from '../components/form-fields';
import { ActiveBadge } from '../components/StatusBadge';
import { useSchemaForm } from '../components/useSchemaForm';
import { adminApi } from '../session/session-store';

type Login = DoctorLoginResponse['login'];

interface DoctorLoginSectionProps {
  doctorId: number;
  /** The doctor's own e-mail: a new login starts from it. */
  doctorEmail: string;
}

/**
 * Beside SPEC's doctor form (issue 14): the doctor's own login, given, changed, reset or turned
 * off by staff. A new login needs a password; later a blank one keeps the current password.
 */
export function DoctorLoginSection({ doctorId, doctorEmail }: DoctorLoginSectionProps) {
  const headingId = useId();
  // undefined while loading; null when the doctor has no login yet.
  const [login, setLogin] = useState<Login | undefined>(undefined);
  const form = useSchemaForm(doctorLoginSchema, { email: '', password: '', active: true }, async (input) => {
    try {
      const saved = await adminApi<DoctorLoginResponse>(`/v1/doctors/${doctorId}/login`, { method: 'PUT', body: input });
      setLogin(saved.login);
      setValues((values) => ({ ...values, password: '' }));
      toast.success(m.loginSaved);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(errorMessage(err, m.loginSaveFailed));
    }
  });
  const { values, setValues, setField, setErrors, errors, isSaving, submit } = form;

  // Read once: the doctor form's e-mail field changes as staff type, the login's prefill does not.
  const [initialEmail] = useState(doctorEmail);
  useEffect(() => {
    const controller = new AbortController();
    adminApi<DoctorLoginResponse>(`/v1/doctors/${doctorId}/login`, { signal: controller.signal })
      .then(({ login: current }) => {
        setLogin(current);
        setValues({ email: current?.email ?? initialEmail, password: '', active: current?.active ?? true });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error(m.loginLoadFailed, err);
        toast.error(m.loginLoadFailed);
      });
    return () => controller.abort();
  }, [doctorId, initialEmail, setValues]);

  return (
    <section className="admin-doctor-login" aria-labelledby={headingId}>
      <h2 id={headingId}>Login</h2>
      {login === undefined ? (
        <p>Loading...</p>
      ) : (
        <>
          <p>
            {login ? (
              <>
                Current login: <strong>{login.email}</strong> <ActiveBadge isActive={login.active} />
              </>
            ) : (
              'No login yet.'
            )}
          </p>
          <p className="admin-hint">The doctor logs in on the admin login screen and sees only their own schedule.</p>
          <AdminForm onSubmit={submit} isBusy={isSaving} submitLabel="Save Login" busyLabel="Saving Login...">
            <TextField
              label="Login e-mail"
              name="login_email"
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={setField('email')}
              error={errors.email}
              required
            />
            <TextField
              label="Password"
              name="login_password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={setField('password')}
              error={errors.password}
              hint={login ? 'Leave blank to keep the current password.' : `At least ${MIN_STAFF_PASSWORD_LENGTH} characters.`}
              required={!login}
            />
            <CheckboxField label="Can log in" name="login_active" checked={values.active} onChange={setField('active')} />
          </AdminForm>
        </>
      )}
    </section>
  );
}
