import * as z from 'zod';
import { line, text } from './common';

/** The kinds of question an intake form asks (issue 29). */
export const INTAKE_QUESTION_TYPES = ['short_text', 'long_text', 'single_choice', 'yes_no', 'number', 'date'] as const;
export type IntakeQuestionType = (typeof INTAKE_QUESTION_TYPES)[number];

/** The question whose answer the visit summary prints as the patient's age (docs/decisions/029). */
export const AGE_QUESTION_ID = 'age';
/** The question whose answer the visit summary prints as the chief complaint (issue 44). */
export const COMPLAINT_QUESTION_ID = 'main_complaint';

export const INTAKE_LIMITS = { questions: 40, options: 20, label: 300, shortText: 300, longText: 5000 } as const;

export const intakeMessages = {
  required: 'Please answer this question',
  notANumber: 'Please enter a number',
  notADate: 'Please enter a date',
  notAChoice: 'Please choose one of the options',
  notYesNo: 'Please answer yes or no',
  tooLong: 'This answer is too long',
  choicesNeeded: 'A single-choice question needs at least two options',
  duplicateIds: 'Each question needs its own id',
  versionOutdated: 'The form has changed since you opened it. Please reload it and check your answers.',
  closed: 'The questions can be answered or changed only until the consultation starts.',
  labelRequired: 'Each question needs its English wording',
} as const;

/** A text in English (required) and, when staff give them, Hindi and Gujarati. */
const localizedText = z.object({
  en: line({ error: intakeMessages.labelRequired }).min(1, intakeMessages.labelRequired).max(INTAKE_LIMITS.label),
  hi: line({ error: 'hi must be text' }).max(INTAKE_LIMITS.label).optional(),
  gu: line({ error: 'gu must be text' }).max(INTAKE_LIMITS.label).optional(),
});
export type LocalizedText = z.infer<typeof localizedText>;

export const intakeQuestionSchema = z
  .object({
    /** Stable within a service's forms, so answers stay readable across versions. */
    id: z.string().regex(/^[a-z0-9_]{1,40}$/, 'A question id is 1 to 40 lowercase letters, digits or _'),
    type: z.enum(INTAKE_QUESTION_TYPES, { error: `type must be one of: ${INTAKE_QUESTION_TYPES.join(', ')}` }),
    label: localizedText,
    required: z.boolean().default(false),
    options: z.array(localizedText).max(INTAKE_LIMITS.options).optional(),
  })
  .refine((q) => q.type !== 'single_choice' || (q.options?.length ?? 0) >= 2, { message: intakeMessages.choicesNeeded, path: ['options'] });
export type IntakeQuestion = z.infer<typeof intakeQuestionSchema>;

/** PUT /v1/services/{id}/intake-form: the questions, in order; saving makes a new version. */
export const intakeFormSchema = z.object({
  questions: z
    .array(intakeQuestionSchema)
    .min(1)
    .max(INTAKE_LIMITS.questions)
    .refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, intakeMessages.duplicateIds),
});

export type IntakeAnswerValue = string | number | boolean;
export type IntakeAnswers = Record<string, IntakeAnswerValue>;

/** PUT /v1/appointments/{id}/intake: answers by question id, against the form version shown. */
export const intakeSubmissionSchema = z.object({
  version: z.number().int().positive(),
  answers: z.record(
    z.string().max(40),
    z.union([text({ error: 'An answer must be text' }).max(INTAKE_LIMITS.longText), z.number(), z.boolean(), z.null()]),
  ),
});
export type IntakeSubmission = z.infer<typeof intakeSubmissionSchema>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks answers against a form's questions (browser and server alike): each required question
 * answered, each answer of its question's type. Answers to unknown questions are dropped; blank
 * answers count as none. `errors` is keyed by question id.
 */
export function checkIntakeAnswers(
  questions: readonly IntakeQuestion[],
  given: Record<string, IntakeAnswerValue | null | undefined>,
): { answers: IntakeAnswers; errors: Record<string, string> } {
  const answers: IntakeAnswers = {};
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const raw = given[question.id];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '') {
      if (question.required) errors[question.id] = intakeMessages.required;
      continue;
    }
    const problem = answerProblem(question, value);
    if (problem) errors[question.id] = problem;
    else answers[question.id] = question.type === 'number' ? Number(value) : value;
  }
  return { answers, errors };
}

function answerProblem(question: IntakeQuestion, value: IntakeAnswerValue): string | null {
  switch (question.type) {
    case 'short_text':
      return typeof value !== 'string'
        ? intakeMessages.required
        : value.length > INTAKE_LIMITS.shortText || /[\r\n]/.test(value)
          ? intakeMessages.tooLong
          : null;
    case 'long_text':
      return typeof value !== 'string' ? intakeMessages.required : value.length > INTAKE_LIMITS.longText ? intakeMessages.tooLong : null;
    case 'single_choice':
      return typeof value === 'string' && question.options?.some((option) => option.en === value) ? null : intakeMessages.notAChoice;
    case 'yes_no':
      return typeof value === 'boolean' ? null : intakeMessages.notYesNo;
    case 'number':
      return Number.isFinite(typeof value === 'string' ? Number(value) : value) && typeof value !== 'boolean' ? null : intakeMessages.notANumber;
    case 'date':
      return typeof value === 'string' && DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
        ? null
        : intakeMessages.notADate;
  }
}

/** A question's (or option's) words in the reader's language, English when staff gave none. */
export const localized = (label: LocalizedText, locale: string): string =>
  (locale === 'hi' || locale === 'gu' ? label[locale] : undefined) || label.en;
