import * as z from 'zod';
import { APPOINTMENT_MODES } from '../../../lib/domain/appointments';

/** SPEC §3 service: the price in rupees. */
export const serviceResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** Rupees. */
  price: z.number(),
  status: z.boolean(),
  /** Beside SPEC (issue 34): how it may be booked. */
  modes: z.array(z.enum(APPOINTMENT_MODES)),
});
export type Service = z.infer<typeof serviceResponse>;
