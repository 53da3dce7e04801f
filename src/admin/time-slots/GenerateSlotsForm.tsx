import type { SubmitEvent } from 'react';
import { SelectField, TextField } from '../components/form-fields';
import { useGenerateSlots } from './useGenerateSlots';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface GenerateSlotsFormProps {
  onGenerated: () => Promise<void>;
  onDone: () => void;
}

/** Creates a doctor's slots for a date range; times are the clinic's (India) wall-clock times. */
export function GenerateSlotsForm({ onGenerated, onDone }: GenerateSlotsFormProps) {
  const { form, activeDoctors } = useGenerateSlots(onGenerated);
  const { values, setField, errors, isSaving, submit } = form;
  const toggleWeekday = (day: number, isChecked: boolean) =>
    setField('weekdays')(isChecked ? [...values.weekdays, day] : values.weekdays.filter((d) => d !== day));
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="admin-card admin-form admin-generate" onSubmit={onSubmit} noValidate aria-labelledby="generate-slots-title">
      <h2 id="generate-slots-title">Generate Slots</h2>
      <p className="admin-hint">Times are India time (IST). Slots that overlap the doctor's existing slots are skipped.</p>
      <SelectField
        label="Doctor"
        name="doctorId"
        value={values.doctorId}
        onChange={setField('doctorId')}
        options={activeDoctors.map((doctor) => ({ value: String(doctor.id), label: doctor.name }))}
        placeholder="Select doctor"
        error={errors.doctorId}
        required
      />
      <div className="admin-form-row">
        <TextField
          label="Start Date"
          name="startDate"
          type="date"
          value={values.startDate}
          onChange={setField('startDate')}
          error={errors.startDate}
          required
        />
        <TextField
          label="End Date"
          name="endDate"
          type="date"
          value={values.endDate}
          onChange={setField('endDate')}
          error={errors.endDate}
          required
        />
      </div>
      <fieldset className="admin-weekdays">
        <legend>Weekdays</legend>
        {WEEKDAYS.map((label, day) => (
          <label key={label}>
            <input type="checkbox" checked={values.weekdays.includes(day)} onChange={(e) => toggleWeekday(day, e.target.checked)} /> {label}
          </label>
        ))}
        {errors.weekdays && <p className="admin-field-error">{errors.weekdays}</p>}
      </fieldset>
      <div className="admin-form-row">
        <TextField
          label="Daily Start Time"
          name="dayStart"
          type="time"
          value={values.dayStart}
          onChange={setField('dayStart')}
          error={errors.dayStart}
          required
        />
        <TextField
          label="Daily End Time"
          name="dayEnd"
          type="time"
          value={values.dayEnd}
          onChange={setField('dayEnd')}
          error={errors.dayEnd}
          required
        />
        <TextField
          label="Slot Length (minutes)"
          name="slotMinutes"
          type="number"
          min="5"
          max="240"
          step="5"
          value={values.slotMinutes}
          onChange={setField('slotMinutes')}
          error={errors.slotMinutes}
          required
        />
      </div>
      <div className="admin-row-actions">
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? 'Generating...' : 'Generate Slots'}
        </button>
        <button type="button" className="button button-quiet" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}
