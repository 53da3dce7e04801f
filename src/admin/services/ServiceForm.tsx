import { bookingCopy } from '../../content/booking';
import { APPOINTMENT_MODES } from '../../lib/domain/appointments';
import { MIN_SERVICE_PRICE } from '../../lib/validation/service';
import { AdminForm } from '../components/AdminForm';
import { CheckboxField, TextField } from '../components/form-fields';
import type { useServiceForm } from './useServiceForm';

interface ServiceFormProps {
  form: ReturnType<typeof useServiceForm>;
  submitLabel: string;
  busyLabel: string;
}

/** The SPEC §5 service form: name, price in rupees (step 0.01, min MIN_SERVICE_PRICE), Active. */
export function ServiceForm({ form, submitLabel, busyLabel }: ServiceFormProps) {
  const { values, setField, errors, isSaving, submit } = form;
  return (
    <AdminForm onSubmit={submit} isBusy={isSaving} submitLabel={submitLabel} busyLabel={busyLabel}>
      <TextField label="Service Name" name="name" value={values.name} onChange={setField('name')} error={errors.name} required />
      <TextField
        label="Price (₹)"
        name="price"
        type="number"
        step="0.01"
        min={MIN_SERVICE_PRICE}
        value={values.price}
        onChange={setField('price')}
        error={errors.price}
        required
      />
      <CheckboxField label="Active" name="status" checked={values.status} onChange={setField('status')} />
      <fieldset className="admin-field">
        <legend>Offered as</legend>
        {APPOINTMENT_MODES.map((mode) => (
          <CheckboxField
            key={mode}
            label={bookingCopy.modes[mode].label}
            name={`mode-${mode}`}
            checked={values.modes.includes(mode)}
            onChange={(isChecked) =>
              setField('modes')(
                isChecked ? APPOINTMENT_MODES.filter((m) => m === mode || values.modes.includes(m)) : values.modes.filter((m) => m !== mode),
              )
            }
          />
        ))}
        {errors.modes && <p className="admin-field-error">{errors.modes}</p>}
      </fieldset>
    </AdminForm>
  );
}
