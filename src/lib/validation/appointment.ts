import * as z from 'zod';
import { idSchema, numeric, requiredText } from './common';
import { appointmentMessages as m, myAppointmentMessages } from './messages';

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

/** A cancellation reason staff give (kept on the appointment and its refund). */
export const CANCELLATION_REASON_MAX = 500;

/**
 * The appointment's `version` as the patient last saw it (GET /v1/appointments/mine). When sent,
 * a change made since (a move or a cancel in another tab) makes the request 409, so of a cancel
 * and a move sent at once exactly one wins.
 */
const versionField = z
  .number({ error: myAppointmentMessages.versionInvalid })
  .int(myAppointmentMessages.versionInvalid)
  .min(0)
  .max(2_147_483_647)
  .optional();

/** POST /v1/appointments/{id}/cancel: the patient cancels their own appointment (the body is optional). */
export const patientCancelSchema = z.object({ version: versionField });

/** POST /v1/appointments/{id}/reschedule: the patient moves their own appointment. */
export const patientRescheduleSchema = z.object({
  newSlotId: rescheduleSchema.shape.newSlotId,
  version: versionField,
});

export type PatientRescheduleRequest = z.infer<typeof patientRescheduleSchema>;

/** Admin POST /v1/appointments/{id}/status: checked_in (arrived), completed or no_show, or cancelled with a reason. */
/** Staff's choice of refund when they cancel (issue 34): all that is still refundable, part of it (rupees), or none. */
export const staffRefundChoiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('full') }),
    z.object({
      kind: z.literal('part'),
      amount: numeric(z.number({ error: 'Refund amount must be a number of rupees' }).positive('Refund amount must be more than zero')),
    }),
    z.object({ kind: z.literal('none') }),
  ],
  { error: 'Refund must be full, part or none' },
);
export type StaffRefundChoice = z.infer<typeof staffRefundChoiceSchema>;

export const appointmentStatusChangeSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal(['completed', 'no_show']) }),
    /** Issue 34: the patient of an in-person visit has arrived. */
    z.object({ status: z.literal('checked_in') }),
    z.object({
      status: z.literal('cancelled'),
      reason: requiredText(myAppointmentMessages.reasonRequired, CANCELLATION_REASON_MAX, 'Reason'),
      /** Beside the reason (issue 34): how much goes back; full when absent. */
      refund: staffRefundChoiceSchema.optional(),
    }),
  ],
  { error: myAppointmentMessages.statusInvalid },
);

export type AppointmentStatusChange = z.infer<typeof appointmentStatusChangeSchema>;
