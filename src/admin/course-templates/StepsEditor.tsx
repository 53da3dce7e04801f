import { useRef } from 'react';
import type { Therapy } from '../../lib/api/types';
import type { CoursePhase, TimeOfDay } from '../../lib/domain/resources';
import { SelectField, TextField } from '../components/form-fields';
import { PHASE_OPTIONS, type StepRow, TIME_OF_DAY_OPTIONS, moveStep, newStep } from './course-template-form';

interface StepsEditorProps {
  steps: StepRow[];
  onChange: (steps: StepRow[]) => void;
  therapies: Therapy[];
  /** Each row's problem, by row. */
  errors: Record<number, string>;
  /** The whole list's problem (no steps at all). */
  error?: string;
}

/**
 * A course's steps, a row each: day, phase, therapy, time of day. Rows run in the order shown
 * (within a day, that is the order the sessions are given); every action is a button, so the
 * editor works from the keyboard, and a moved row keeps its focus.
 */
export function StepsEditor({ steps, onChange, therapies, errors, error }: StepsEditorProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const therapyOptions = therapies.map((therapy) => ({
    value: String(therapy.id),
    label: `${therapy.name.en} (${therapy.minutes} min)${therapy.status ? '' : ' (inactive)'}`,
  }));
  const change = (index: number, patch: Partial<StepRow>) => onChange(steps.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => {
    onChange(steps.filter((_, i) => i !== index));
    // The row and its button are gone: focus goes somewhere that stays.
    addButton.current?.focus();
  };

  return (
    <fieldset className="admin-field steps-editor">
      <legend>Steps</legend>
      <p className="admin-hint">
        Day by day, purvakarma before pradhanakarma before paschatkarma. Within a day, the rows’ order is the order of the sessions.
      </p>
      <ol className="steps-editor-rows">
        {steps.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.key}>
              <fieldset className="steps-editor-row" aria-describedby={errors[index] ? `${row.key}-error` : undefined}>
                <legend>Step {number}</legend>
                <TextField label="Day" name={`${row.key}-day`} type="number" min={1} value={row.day} onChange={(day) => change(index, { day })} />
                <SelectField
                  label="Phase"
                  name={`${row.key}-phase`}
                  value={row.phase}
                  onChange={(phase) => change(index, { phase: phase as CoursePhase })}
                  options={PHASE_OPTIONS}
                />
                <SelectField
                  label="Therapy"
                  name={`${row.key}-therapy`}
                  value={row.therapyId}
                  onChange={(therapyId) => change(index, { therapyId })}
                  options={therapyOptions}
                  placeholder="Choose a therapy"
                />
                <SelectField
                  label="Time of day"
                  name={`${row.key}-time`}
                  value={row.timeOfDay}
                  onChange={(timeOfDay) => change(index, { timeOfDay: timeOfDay as TimeOfDay })}
                  options={TIME_OF_DAY_OPTIONS}
                />
                <div className="steps-editor-actions">
                  <button
                    type="button"
                    className="button button-small button-quiet"
                    onClick={() => onChange(moveStep(steps, index, -1))}
                    disabled={index === 0}
                    aria-label={`Move step ${number} up`}
                  >
                    ↑ Up
                  </button>
                  <button
                    type="button"
                    className="button button-small button-quiet"
                    onClick={() => onChange(moveStep(steps, index, 1))}
                    disabled={index === steps.length - 1}
                    aria-label={`Move step ${number} down`}
                  >
                    ↓ Down
                  </button>
                  <button
                    type="button"
                    className="button button-small button-danger"
                    onClick={() => remove(index)}
                    aria-label={`Remove step ${number}`}
                  >
                    Remove
                  </button>
                </div>
                {errors[index] && (
                  <p className="admin-field-error" id={`${row.key}-error`}>
                    {errors[index]}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {error && steps.length === 0 && <p className="admin-field-error">{error}</p>}
      <button ref={addButton} type="button" className="button button-small" onClick={() => onChange([...steps, newStep(steps.at(-1))])}>
        Add step
      </button>
    </fieldset>
  );
}
