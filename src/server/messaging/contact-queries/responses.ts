import * as z from 'zod';
import { CONTACT_QUERY_STATUSES } from '../../../lib/domain/contact-queries';

/** SPEC §3 contact query, with its mixed-case timestamps. */
export const contactQueryResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_QUERY_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ContactQuery = z.infer<typeof contactQueryResponse>;
