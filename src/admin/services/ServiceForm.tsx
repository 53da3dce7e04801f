import type { FormEvent } from 'react';
import { CheckboxField, TextField } from '../components/form-fields';
import type { useServiceForm } from './useServiceForm';

interface ServiceFormProps {
  form: ReturnType<typeof useServiceForm>;
  submitLabel: string;
  busyLabel: string;
}

/** The SPEC §5 service form: name, price in rupees (step 0.01, min 0), Active. */
export function ServiceForm({ form, submitLabel, busyLabel }: ServiceFormProps) {
  const { values, setField, errors, isSaving, submit } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <form className="admin-card admin-form" onSubmit={onSubmit} noValidate>
      <TextField label="Service Name" name="name" value={values.name} onChange={setField('name')} error={errors.name} required />
      <TextField
        label="Price (₹)"
        name="price"
        type="number"
        step="0.01"
        min="0"
        value={values.price}
        onChange={setField('price')}
        error={errors.price}
        required
      />
      <CheckboxField label="Active" name="status" checked={values.status} onChange={setField('status')} />
      <button type="submit" className="button" disabled={isSaving}>
        {isSaving ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
