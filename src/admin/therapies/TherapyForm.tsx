import { MAX_THERAPISTS_PER_SESSION, ROOM_FITTINGS, type RoomFitting } from '../../lib/domain/resources';
import { AdminForm } from '../components/AdminForm';
import { CheckboxField, SelectField, TextField } from '../components/form-fields';
import { LocalTextFields } from '../components/LocalTextFields';
import { FITTING_LABELS } from './therapy-labels';
import type { useTherapyForm } from './useTherapyForm';

interface TherapyFormProps {
  form: ReturnType<typeof useTherapyForm>;
  submitLabel: string;
  busyLabel: string;
}

const FITTING_OPTIONS = ROOM_FITTINGS.map((fitting) => ({ value: fitting, label: FITTING_LABELS[fitting] }));

/** A therapy of the catalogue: its name and pre-instructions in three languages, what a session takes. */
export function TherapyForm({ form, submitLabel, busyLabel }: TherapyFormProps) {
  const { values, setField, errors, isSaving, submit } = form;
  return (
    <AdminForm onSubmit={submit} isBusy={isSaving} submitLabel={submitLabel} busyLabel={busyLabel}>
      <LocalTextFields legend="Name" name="name" value={values.name} onChange={setField('name')} error={errors.name} required />
      <TextField
        label="Minutes"
        name="minutes"
        type="number"
        min={10}
        max={240}
        step={5}
        value={values.minutes}
        onChange={setField('minutes')}
        error={errors.minutes}
        required
      />
      <TextField
        label="Therapists needed"
        name="therapistsNeeded"
        type="number"
        min={1}
        max={MAX_THERAPISTS_PER_SESSION}
        value={values.therapistsNeeded}
        onChange={setField('therapistsNeeded')}
        error={errors.therapistsNeeded}
        required
      />
      <SelectField
        label="Room fitting needed"
        name="fitting"
        value={values.fitting}
        onChange={(value) => setField('fitting')(value as RoomFitting | '')}
        options={FITTING_OPTIONS}
        placeholder="None (any room)"
        error={errors.fitting}
      />
      <LocalTextFields
        legend="Pre-instructions for the patient"
        name="preInstructions"
        rows={3}
        value={values.preInstructions}
        onChange={setField('preInstructions')}
        error={errors.preInstructions}
      />
      <CheckboxField label="Active" name="status" checked={values.status} onChange={setField('status')} />
    </AdminForm>
  );
}
