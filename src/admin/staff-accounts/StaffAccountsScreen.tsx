import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { Receptionist } from '../../lib/api/types';
import { newReceptionistSchema, receptionistSchema } from '../../lib/validation/resources';
import { CheckboxField, TextField, checkForm } from '../components/form-fields';
import { ActiveBadge } from '../components/StatusBadge';
import { useAdminList } from '../components/useAdminList';
import { adminApi } from '../session/session-store';

interface Draft {
  id?: number;
  name: string;
  email: string;
  password: string;
  active: boolean;
}

const EMPTY: Draft = { name: '', email: '', password: '', active: true };

function ReceptionistForm({ draft, onSaved, onCancel }: { draft: Draft; onSaved: () => void; onCancel: () => void }) {
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const isNew = draft.id === undefined;
  const set = (field: keyof Draft) => (value: string | boolean) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { name: values.name, email: values.email, password: values.password, active: values.active };
    const checked = checkForm(isNew ? newReceptionistSchema : receptionistSchema, body);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      await adminApi(isNew ? '/v1/receptionists' : `/v1/receptionists/${draft.id}`, { method: isNew ? 'POST' : 'PUT', body });
      toast.success(isNew ? 'Receptionist login created' : 'Receptionist login saved');
      onSaved();
    } catch (err) {
      toast.error(errorMessage(err, 'The login could not be saved. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="staff-account-form">
      <h2 id="staff-account-form">{isNew ? 'New receptionist login' : `Edit ${draft.name}`}</h2>
      <TextField label="Name" name="name" value={values.name} onChange={set('name')} error={errors.name} required />
      <TextField label="Login e-mail" name="email" type="email" value={values.email} onChange={set('email')} error={errors.email} required />
      <TextField
        label={isNew ? 'Password' : 'New password (leave blank to keep)'}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        required={isNew}
      />
      <CheckboxField label="Active (may sign in)" name="active" checked={values.active} onChange={set('active')} />
      <div className="admin-form-actions">
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Issue 51: the front desk's logins (role receptionist), created and changed by staff only. */
export function StaffAccountsScreen() {
  const { rows, isLoading, reload } = useAdminList<Receptionist>('/v1/receptionists', 'Failed to fetch receptionist logins.');
  const [draft, setDraft] = useState<Draft | null>(null);

  return (
    <section className="admin-page">
      <div className="admin-page-heading">
        <h1>Staff accounts</h1>
        <button type="button" className="button button-small" onClick={() => setDraft(EMPTY)}>
          Add receptionist
        </button>
      </div>
      <p className="admin-hint">
        A receptionist signs in here and sees the front desk only: appointments, patients, payments and refunds, follow-ups and the day close.
        Doctors’ and therapists’ logins are set on their own screens.
      </p>
      {draft && (
        <ReceptionistForm
          key={draft.id ?? 'new'}
          draft={draft}
          onCancel={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            void reload();
          }}
        />
      )}
      {isLoading ? (
        <p className="admin-loading">Loading...</p>
      ) : rows.length === 0 ? (
        <p>No receptionist logins yet.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table admin-table-cards admin-static-cards">
            <caption>Receptionist logins</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Login e-mail</th>
                <th scope="col">Active</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  <td data-label="Login e-mail">{row.email}</td>
                  <td data-label="Active">
                    <ActiveBadge isActive={row.active} />
                  </td>
                  <td data-label="Actions">
                    <button type="button" className="button button-small" onClick={() => setDraft({ ...row, password: '' })}>
                      Edit<span className="visually-hidden"> {row.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
