import * as z from 'zod';
import { APPOINTMENT_MODES, APPOINTMENT_STATUSES } from '../../../lib/domain/appointments';
import { LOCALES } from '../../../i18n/locales';
import { availableSlotResponse } from '../../practice';

/** GET /v1/appointment-actions/:code (and the answer to confirm, change, reschedule): what the reminder's page shows. */
export const appointmentActionResponse = z.strictObject({
  /** The patient's language: the page speaks it. */
  language: z.enum(LOCALES),
  /** Only the first name: anyone holding the link reads the page. */
  patient_first_name: z.string(),
  doctor_name: z.string(),
  service_name: z.string(),
  time: z.iso.datetime(),
  end_time: z.iso.datetime(),
  mode: z.enum(APPOINTMENT_MODES),
  status: z.enum(APPOINTMENT_STATUSES),
  patient_confirmed_at: z.iso.datetime().nullable(),
  patient_wants_change_at: z.iso.datetime().nullable(),
  /** The answers already given through this link (each works once). */
  used_actions: z.array(z.enum(['confirm', 'change', 'cancel'])),
  /** The refund the policy gives if the patient cancels now (paise). */
  cancel: z.strictObject({ allowed: z.boolean(), refund_paise: z.number().int(), paid_paise: z.number().int() }),
  /** Whether the patient may still move it online (the policy's time and count limits), and how many moves are left. */
  reschedule: z.strictObject({ allowed: z.boolean(), moves_left: z.number().int() }),
});
export type AppointmentAction = z.infer<typeof appointmentActionResponse>;

/** POST /v1/appointment-actions/:code/cancel. */
export const appointmentActionCancelResponse = z.strictObject({ cancelled: z.literal(true) });

/** GET /v1/appointment-actions/:code/slots: the same doctor's free times for the same service. */
export const appointmentActionSlotsResponse = z.array(availableSlotResponse);

/** POST /v1/appointment-actions/:code/reschedule: the new time (the link is spent: a move raises the version). */
export const appointmentActionMovedResponse = z.strictObject({ time: z.iso.datetime(), end_time: z.iso.datetime() });
