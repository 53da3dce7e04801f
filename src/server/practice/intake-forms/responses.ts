import * as z from 'zod';
import { INTAKE_QUESTION_TYPES } from '../../../lib/validation/intake';

/** A question's or option's words: English always, Hindi and Gujarati when staff gave them. */
export const localizedTextResponse = z.strictObject({ en: z.string(), hi: z.string().optional(), gu: z.string().optional() });

export const intakeQuestionResponse = z.strictObject({
  /** Stable across a service's versions, so answers given to an older one stay readable. */
  id: z.string(),
  type: z.enum(INTAKE_QUESTION_TYPES),
  label: localizedTextResponse,
  required: z.boolean(),
  /** Only for single_choice: the answer is the chosen option's English words. */
  options: z.array(localizedTextResponse).optional(),
});

/** GET and PUT /v1/services/{id}/intake-form: one version of a service's intake form, questions in order. */
export const intakeFormResponse = z.strictObject({
  service_id: z.number().int(),
  version: z.number().int(),
  questions: z.array(intakeQuestionResponse),
});
export type IntakeForm = z.infer<typeof intakeFormResponse>;
