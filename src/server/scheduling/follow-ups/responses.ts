import * as z from 'zod';

/** GET /v1/follow-ups: one recall due in the asked range, with whether the patient rebooked. */
export const followUpDueResponse = z.strictObject({
  id: z.number().int(),
  /** The visit that asked for the follow-up. */
  appointment_id: z.number().int(),
  due_at: z.iso.datetime(),
  /** When the recall message is (or was) sent. */
  message_at: z.iso.datetime(),
  patient: z.strictObject({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() }),
  service: z.strictObject({ name: z.string() }),
  doctor: z.strictObject({ name: z.string() }),
  /** The patient's later booking of the same service with the same doctor; null: not rebooked. */
  rebooked_appointment_id: z.number().int().nullable(),
});
export type FollowUpDue = z.infer<typeof followUpDueResponse>;

/** GET /v1/follow-ups/summary: the last 30 days' recalls whose message went out, and how many rebooked. */
export const recallCountsResponse = z.strictObject({ recalls_sent: z.number().int(), recalls_rebooked: z.number().int() });
export type RecallCounts = z.infer<typeof recallCountsResponse>;
