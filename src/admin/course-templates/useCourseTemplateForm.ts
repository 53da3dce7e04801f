import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import { type CourseTemplateInput, courseTemplateSchema } from '../../lib/validation/resources';
import { useSchemaForm } from '../components/useSchemaForm';
import { emptyCourseTemplate, stepRowErrors, toCourseTemplateInput } from './course-template-form';

/**
 * A course template's form, checked with the API's schema (each step's problem beside its row);
 * `send` writes it, and the server's refusal (a therapy no active room is fitted for) stays shown
 * beside the form until the next try.
 */
export function useCourseTemplateForm(send: (template: CourseTemplateInput) => Promise<void>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm(
    courseTemplateSchema,
    emptyCourseTemplate(),
    async (template) => {
      setRefusal(null);
      try {
        await send(template);
      } catch (err) {
        const message = errorMessage(err, 'Something went wrong!');
        setRefusal(message);
        toast.error(message);
      }
    },
    toCourseTemplateInput,
  );
  // Row problems show once a save was tried, and follow the rows as they are fixed.
  const stepErrors = useMemo(() => (form.errors.steps ? stepRowErrors(form.values) : {}), [form.errors.steps, form.values]);
  return { ...form, stepErrors, refusal };
}
