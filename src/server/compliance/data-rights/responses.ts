import * as z from 'zod';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from '../../../lib/validation/data-requests';

/** A DPDP Act request (erasure) as the patient and staff see it: its deadline and how it ended. */
export const dataRequestResponse = z.strictObject({
  id: z.number().int(),
  kind: z.enum(DATA_REQUEST_KINDS),
  status: z.enum(DATA_REQUEST_STATUSES),
  requested_at: z.iso.datetime(),
  /** The clinic carries it out by then. */
  due_at: z.iso.datetime(),
  closed_at: z.iso.datetime().nullable(),
  /** What was erased, or why the request was refused. */
  outcome: z.string().nullable(),
  /** What the law makes the clinic keep, and until when (an India date). */
  kept: z.array(z.strictObject({ what: z.string(), reason: z.string().optional(), until: z.iso.date() })),
});
export type DataRequest = z.infer<typeof dataRequestResponse>;

/** GET /v1/data-requests (admin): each request with its patient as the record now names them. */
export const adminDataRequestResponse = dataRequestResponse.extend({
  user_id: z.number().int(),
  patient: z.strictObject({ name: z.string(), mobile: z.string().nullable() }),
  /** Paid visits still to come (an open request only): erasing must cancel and refund them (issue 43). */
  upcoming_appointments: z.number().int(),
});
export type AdminDataRequest = z.infer<typeof adminDataRequestResponse>;
