import * as z from 'zod';
import { publicDoctorResponse } from '../doctors/responses';

const slotFields = {
  id: z.number().int(),
  start_time: z.iso.datetime(),
  end_time: z.iso.datetime(),
  is_booked: z.boolean(),
  status: z.boolean(),
};

/** GET /v1/time-slots (admin): SPEC §3 time slot, instants as ISO strings. */
export const timeSlotResponse = z.strictObject({ ...slotFields, doctor: z.strictObject({ name: z.string() }) });
export type TimeSlot = z.infer<typeof timeSlotResponse>;

/** GET /v1/time-slots/available: SPEC's `doctor.name`, and beside it the doctor's public details. */
export const availableSlotResponse = z.strictObject({ ...slotFields, doctor: publicDoctorResponse });
export type AvailableSlot = z.infer<typeof availableSlotResponse>;

/** GET /v1/time-slots/availability: free slots per clinic day of one month. */
export const slotAvailabilityResponse = z.strictObject({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  days: z.array(z.strictObject({ date: z.iso.date(), count: z.number().int() })),
});
export type SlotAvailability = z.infer<typeof slotAvailabilityResponse>;

/** POST /v1/time-slots/generate. */
export const timeSlotGenerationResponse = z.strictObject({
  created: z.number().int(),
  /** Slots not made because they overlap the doctor's existing slots or have already begun. */
  skipped: z.number().int(),
});
export type TimeSlotGenerationResult = z.infer<typeof timeSlotGenerationResponse>;
