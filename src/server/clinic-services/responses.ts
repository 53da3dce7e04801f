import * as z from 'zod';

/** SPEC §3 service: the price in rupees. */
export const serviceResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** Rupees. */
  price: z.number(),
  status: z.boolean(),
});
export type Service = z.infer<typeof serviceResponse>;
