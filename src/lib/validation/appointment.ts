import * as z from 'zod';
import { idSchema } from './common';
import { appointmentMessages as m } from './messages';

/** SPEC §9: an appointment may be moved to a slot from today up to 90 days ahead. */
export const RESCHEDULE_WINDOW_DAYS = 90;

/** Only these appointment statuses may be rescheduled (SPEC §4). */
export const RESCHEDULABLE_STATUSES = ['pending', 'confirmed'] as const;

export const isReschedulable = (status: string): boolean => (RESCHEDULABLE_STATUSES as readonly string[]).includes(status);

/** SPEC §7 POST /v1/appointments/reschedule: the new slot id is an integer, never a string. */
export const rescheduleSchema = z.object({
  appointmentId: idSchema,
  newSlotId: z.number({ error: m.slotRequired }).int(m.slotRequired).positive(m.slotRequired).max(2_147_483_647, m.slotRequired),
  userId: idSchema,
});

export type RescheduleRequest = z.infer<typeof rescheduleSchema>;
