import type { CourseTemplate } from '../../lib/api/types';
import { COURSE_PHASES, type CoursePhase, TIMES_OF_DAY, type TimeOfDay } from '../../lib/domain/resources';
import { rupeesToPaise } from '../../lib/format/money';
import { courseTemplateSchema } from '../../lib/validation/resources';
import { EMPTY_LOCAL_TEXT, type LocalText } from '../components/LocalTextFields';

/** One row of the steps editor; `key` stays with the row as it moves, so focus and React state follow it. */
export interface StepRow {
  key: string;
  /** The course day as staff count it, from 1 (the API counts from 0). */
  day: string;
  phase: CoursePhase;
  therapyId: string;
  timeOfDay: TimeOfDay;
}

export interface CourseTemplateFormValues {
  name: LocalText;
  days: string;
  /** In rupees as typed; sent in paise. */
  price: string;
  status: boolean;
  steps: StepRow[];
}

let lastKey = 0;
const nextKey = () => `step-${++lastKey}`;

/** A new row: the day and phase of the row before it (a course is written day by day), no therapy yet. */
export const newStep = (after?: StepRow): StepRow => ({
  key: nextKey(),
  day: after?.day ?? '1',
  phase: after?.phase ?? COURSE_PHASES[0],
  therapyId: '',
  timeOfDay: after?.timeOfDay ?? 'any',
});

export const emptyCourseTemplate = (): CourseTemplateFormValues => ({
  name: EMPTY_LOCAL_TEXT,
  days: '',
  price: '',
  status: true,
  steps: [newStep()],
});

export const courseTemplateFormValues = (template: CourseTemplate): CourseTemplateFormValues => ({
  name: template.name,
  days: String(template.days),
  price: String(template.pricePaise / 100),
  status: template.status,
  steps: template.steps.map((step) => ({
    key: nextKey(),
    day: String(step.dayOffset + 1),
    phase: step.phase,
    therapyId: String(step.therapy.id),
    timeOfDay: step.timeOfDay,
  })),
});

/** An empty box is nothing (its own message), not 0. */
const numberOrNothing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * What the API reads: days from 0, the price in paise, the steps in the rows' order (the server
 * numbers the steps of one day in that order).
 */
export const toCourseTemplateInput = (values: CourseTemplateFormValues) => {
  const price = numberOrNothing(values.price);
  const day = numberOrNothing;
  return {
    name: values.name,
    days: numberOrNothing(values.days),
    pricePaise: price === undefined || Number.isNaN(price) ? price : rupeesToPaise(price),
    status: values.status,
    steps: values.steps.map((row) => ({
      phase: row.phase,
      dayOffset: (day(row.day) ?? Number.NaN) - 1,
      therapyId: numberOrNothing(row.therapyId),
      timeOfDay: row.timeOfDay,
    })),
  };
};

/** Each row's first problem, by row: the schema's issues under steps[i]. */
export function stepRowErrors(values: CourseTemplateFormValues): Record<number, string> {
  const result = courseTemplateSchema.safeParse(toCourseTemplateInput(values));
  const errors: Record<number, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    if (field === 'steps' && typeof index === 'number') errors[index] ??= issue.message;
  }
  return errors;
}

/** The rows with one moved a place up (-1) or down (1); at either end, unchanged. */
export function moveStep(steps: StepRow[], index: number, by: -1 | 1): StepRow[] {
  const target = index + by;
  if (target < 0 || target >= steps.length) return steps;
  const moved = [...steps];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export const PHASE_LABELS: Record<CoursePhase, string> = {
  purvakarma: 'Purvakarma (preparation)',
  pradhanakarma: 'Pradhanakarma (main therapy)',
  paschatkarma: 'Paschatkarma (recovery)',
};

export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = { morning: 'Morning', afternoon: 'Afternoon', any: 'Any time' };

export const PHASE_OPTIONS = COURSE_PHASES.map((phase) => ({ value: phase, label: PHASE_LABELS[phase] }));
export const TIME_OF_DAY_OPTIONS = TIMES_OF_DAY.map((time) => ({ value: time, label: TIME_OF_DAY_LABELS[time] }));
