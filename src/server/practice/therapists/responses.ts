import * as z from 'zod';
import { GENDERS } from '../../../lib/domain/people';

/** One weekday's working span, in clinic minutes since midnight. */
export const workingSpanResponse = z.strictObject({
  weekday: z.number().int().min(0).max(6),
  startMinute: z.number().int(),
  endMinute: z.number().int(),
});

/** A therapist as the admin app shows them (issue 47); never the password. */
export const therapistResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS),
  active: z.boolean(),
  therapyIds: z.array(z.number().int()),
  hours: z.array(workingSpanResponse),
});
export type Therapist = z.infer<typeof therapistResponse>;
