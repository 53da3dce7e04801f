import type { RoomFitting } from '../../lib/domain/resources';
import { AdminForm } from '../components/AdminForm';
import { CheckboxField, TextField } from '../components/form-fields';
import { WeeklyHoursEditor } from '../components/WeeklyHoursEditor';
import { FITTING_OPTIONS } from './room-options';
import type { useRoomForm } from './useRoomForm';

interface RoomFormProps {
  form: ReturnType<typeof useRoomForm>;
  submitLabel: string;
  busyLabel: string;
}

/** What the room is fitted with: a therapy is planned only in a room with the fitting it needs. */
function FittingChoices({ value, onChange, error }: { value: RoomFitting[]; onChange: (fittings: RoomFitting[]) => void; error?: string }) {
  const toggle = (fitting: RoomFitting, isOn: boolean) => onChange(isOn ? [...value, fitting] : value.filter((f) => f !== fitting));
  return (
    <fieldset className="admin-field admin-choices" aria-describedby={error ? 'room-fittings-error' : undefined}>
      <legend>Fittings</legend>
      {FITTING_OPTIONS.map((option) => (
        <label key={option.value} className="admin-field-checkbox">
          <input type="checkbox" checked={value.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} /> {option.label}
        </label>
      ))}
      {error && (
        <p className="admin-field-error" id="room-fittings-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A therapy room: its name, fittings and opening hours, for create and edit. */
export function RoomForm({ form, submitLabel, busyLabel }: RoomFormProps) {
  const { values, setField, errors, isSaving, submit } = form;
  return (
    <AdminForm onSubmit={submit} isBusy={isSaving} submitLabel={submitLabel} busyLabel={busyLabel}>
      <TextField label="Name" name="name" value={values.name} onChange={setField('name')} error={errors.name} required />
      <FittingChoices value={values.fittings} onChange={setField('fittings')} error={errors.fittings} />
      <WeeklyHoursEditor legend="Opening hours" value={values.hours} onChange={setField('hours')} error={errors.hours} />
      <CheckboxField label="Active (can be planned)" name="status" checked={values.status} onChange={setField('status')} />
    </AdminForm>
  );
}
