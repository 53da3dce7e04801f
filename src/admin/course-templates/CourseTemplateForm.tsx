import type { Therapy } from '../../lib/api/types';
import { MAX_COURSE_DAYS } from '../../lib/domain/resources';
import { AdminForm } from '../components/AdminForm';
import { CheckboxField, TextField } from '../components/form-fields';
import { LocalTextFields } from '../components/LocalTextFields';
import { StepsEditor } from './StepsEditor';
import type { useCourseTemplateForm } from './useCourseTemplateForm';
import './course-templates.css';

interface CourseTemplateFormProps {
  form: ReturnType<typeof useCourseTemplateForm>;
  therapies: Therapy[];
  submitLabel: string;
  busyLabel: string;
}

/** A course as the clinic sells it: its names, days, one price for the whole course, and its steps. */
export function CourseTemplateForm({ form, therapies, submitLabel, busyLabel }: CourseTemplateFormProps) {
  const { values, setField, errors, stepErrors, refusal, isSaving, submit } = form;
  return (
    <AdminForm
      className="admin-card admin-form course-template-form"
      onSubmit={submit}
      isBusy={isSaving}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    >
      <LocalTextFields legend="Name" name="name" value={values.name} onChange={setField('name')} error={errors.name} required />
      <TextField
        label="Days"
        name="days"
        type="number"
        min={1}
        max={MAX_COURSE_DAYS}
        value={values.days}
        onChange={setField('days')}
        error={errors.days}
        required
      />
      <TextField
        label="Price of the whole course (₹)"
        name="price"
        type="number"
        min={0}
        step="0.01"
        value={values.price}
        onChange={setField('price')}
        error={errors.pricePaise}
        required
      />
      <CheckboxField label="Active" name="status" checked={values.status} onChange={setField('status')} />
      <StepsEditor steps={values.steps} onChange={setField('steps')} therapies={therapies} errors={stepErrors} error={errors.steps} />
      {refusal && (
        <p className="admin-field-error course-template-refusal" role="alert">
          {refusal}
        </p>
      )}
    </AdminForm>
  );
}
