import * as z from 'zod';

/** A receptionist's login as staff see it (issue 51); never the password. */
export const receptionistResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
});
export type Receptionist = z.infer<typeof receptionistResponse>;
