import * as z from 'zod';
import { COURSE_PHASES, TIMES_OF_DAY } from '../../../lib/domain/resources';
import type { courseTemplateSteps, courseTemplates, therapies } from '../../kernel/db/schema';
import { localTextResponse } from '../therapies/responses';

const courseTemplateStepResponse = z.strictObject({
  phase: z.enum(COURSE_PHASES),
  /** The day, counted from 0. */
  dayOffset: z.number().int(),
  /** The order within the day, from 0. */
  position: z.number().int(),
  timeOfDay: z.enum(TIMES_OF_DAY),
  therapy: z.strictObject({ id: z.number().int(), name: localTextResponse, minutes: z.number().int() }),
});

/** A course template with its steps in the order they run (issue 47). */
export const courseTemplateResponse = z.strictObject({
  id: z.number().int(),
  name: localTextResponse,
  days: z.number().int(),
  pricePaise: z.number().int(),
  status: z.boolean(),
  steps: z.array(courseTemplateStepResponse),
});
export type CourseTemplate = z.infer<typeof courseTemplateResponse>;

export const toCourseTemplateJson = (
  row: typeof courseTemplates.$inferSelect,
  steps: { step: typeof courseTemplateSteps.$inferSelect; therapy: typeof therapies.$inferSelect }[],
): CourseTemplate => ({
  id: row.id,
  name: { en: row.nameEn, hi: row.nameHi, gu: row.nameGu },
  days: row.days,
  pricePaise: row.pricePaise,
  status: row.status,
  steps: steps.map(({ step, therapy }) => ({
    phase: step.phase,
    dayOffset: step.dayOffset,
    position: step.position,
    timeOfDay: step.timeOfDay,
    therapy: { id: therapy.id, name: { en: therapy.nameEn, hi: therapy.nameHi, gu: therapy.nameGu }, minutes: therapy.minutes },
  })),
});
