import { type SubmitEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { Receptionist } from '../../lib/api/types';
import { newPharmacistSchema, newReceptionistSchema, pharmacistSchema, receptionistSchema } from '../../lib/validation/resources';
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

/** The two logins kept here (docs/decisions/052, 064): each with its API path, its words and its form's checks. */
const KINDS = {
  receptionist: {
    path: '/v1/receptionists',
    noun: 'receptionist',
    title: 'Receptionist',
    hint: 'A receptionist signs in here and sees the front desk only: appointments, patients, payments and refunds, follow-ups and the day close.',
    schemas: { create: newReceptionistSchema, edit: receptionistSchema },
  },
  pharmacist: {
    path: '/v1/pharmacists',
    noun: 'pharmacist',
    title: 'Pharmacist',
    hint: 'A pharmacist signs in here and sees the dispensary only: the dispense queue, stock, receiving and adjusting batches, returns and stock reports.',
    schemas: { create: newPharmacistSchema, edit: pharmacistSchema },
  },
} as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];

function LoginForm({ kind, draft, onSaved, onCancel }: { kind: Kind; draft: Draft; onSaved: () => void; onCancel: () => void }) {
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const isNew = draft.id === undefined;
  const set = (field: keyof Draft) => (value: string | boolean) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const body = { name: values.name, email: values.email, password: values.password, active: values.active };
    const checked = checkForm(isNew ? kind.schemas.create : kind.schemas.edit, body);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      await adminApi(isNew ? kind.path : `${kind.path}/${draft.id}`, { method: isNew ? 'POST' : 'PUT', body });
      toast.success(isNew ? `${kind.title} login created` : `${kind.title} login saved`);
      onSaved();
    } catch (err) {
      toast.error(errorMessage(err, 'The login could not be saved. Please try again.'));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`staff-account-form-${kind.noun}`}>
      <h2 id={`staff-account-form-${kind.noun}`}>{isNew ? `New ${kind.noun} login` : `Edit ${draft.name}`}</h2>
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

/** One role's logins: the list, and the form to add one or change one. */
function LoginsOf({ kind }: { kind: Kind }) {
  const { rows, isLoading, reload } = useAdminList<Receptionist>(kind.path, `Failed to fetch ${kind.noun} logins.`);
  const [draft, setDraft] = useState<Draft | null>(null);
  const headingId = `staff-accounts-${kind.noun}`;

  return (
    <section aria-labelledby={headingId}>
      <div className="admin-page-heading">
        <h2 id={headingId}>{kind.title}s</h2>
        <button type="button" className="button button-small" onClick={() => setDraft(EMPTY)}>
          Add {kind.noun}
        </button>
      </div>
      <p className="admin-hint">{kind.hint}</p>
      {draft && (
        <LoginForm
          key={draft.id ?? 'new'}
          kind={kind}
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
        <p>No {kind.noun} logins yet.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table admin-table-cards admin-static-cards">
            <caption>{kind.title} logins</caption>
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

/** Issue 51 and 50: the front desk's and the dispensary's logins (roles receptionist and pharmacist), created and changed by staff only. */
export function StaffAccountsScreen() {
  return (
    <section className="admin-page">
      <h1>Staff accounts</h1>
      <p className="admin-hint">Doctors’ and therapists’ logins are set on their own screens.</p>
      <LoginsOf kind={KINDS.receptionist} />
      <LoginsOf kind={KINDS.pharmacist} />
    </section>
  );
}
