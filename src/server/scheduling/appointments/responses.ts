import * as z from 'zod';
import { APPOINTMENT_MODES, APPOINTMENT_STATUSES } from '../../../lib/domain/appointments';
import { NOTIFICATION_CHANNELS } from '../../../lib/domain/notifications';
import { PAYMENT_STATUSES } from '../../../lib/domain/payments';
import { CANCELLATION_WINDOWS, RESCHEDULE_REFUSALS } from '../../../lib/policy/appointment-policy';
import { refundSummaryResponse } from '../../billing';
import { bookedAppointmentResponse } from '../booking/responses';

/** GET /v1/appointments/admin: SPEC §3 appointment (payment amount in paise) plus slot, doctor and service. */
export const appointmentResponse = z.strictObject({
  id: z.number().int(),
  user_id: z.number().int(),
  /** SPEC's name and e-mail, with the mobile staff call beside them. */
  user: z.strictObject({ name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }),
  time: z.iso.datetime(),
  status: z.enum(APPOINTMENT_STATUSES),
  google_meet_link: z.string().nullable(),
  payment: z.strictObject({ status: z.enum(PAYMENT_STATUSES), amount: z.number().int(), razorpay_payment_id: z.string().nullable() }).nullable(),
  /** Refunds of this appointment's payment, oldest first. */
  refunds: z.array(refundSummaryResponse),
  slot_id: z.number().int(),
  doctor: z.strictObject({ id: z.number().int(), name: z.string() }),
  /** The id lets a move offer only the doctors who offer this service. */
  service: z.strictObject({ id: z.number().int(), name: z.string() }),
  description: z.string().nullable(),
  mode: z.enum(APPOINTMENT_MODES),
  /** What staff or the patient gave when cancelling; null otherwise. */
  cancellation_reason: z.string().nullable(),
  /** When staff marked the patient of an in-person visit arrived (issue 34); null otherwise. */
  checked_in_at: z.iso.datetime().nullable(),
});
export type Appointment = z.infer<typeof appointmentResponse>;

/** GET /v1/appointments/mine: the patient's own appointment with what they may do with it now. */
export const myAppointmentResponse = z.strictObject({
  id: z.number().int(),
  time: z.iso.datetime(),
  end_time: z.iso.datetime(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** Null for a call: the doctor phones the patient's verified number. */
  google_meet_link: z.string().nullable(),
  mode: z.enum(APPOINTMENT_MODES),
  /** The id lets Book again open the booking with the same doctor (issue 34). */
  doctor: z.strictObject({ id: z.number().int(), name: z.string() }),
  /** The id lets a move offer only the doctors who offer this service. */
  service: z.strictObject({ id: z.number().int(), name: z.string() }),
  description: z.string().nullable(),
  /** Rises with every move or cancel; sent back with a change so a stale page cannot override a newer one. */
  version: z.number().int(),
  /** Upcoming (not yet ended and still pending or confirmed) come first. */
  is_upcoming: z.boolean(),
  payment: z.strictObject({ status: z.enum(PAYMENT_STATUSES), amount: z.number().int() }).nullable(),
  refunds: z.array(refundSummaryResponse),
  /** The policy's outcome if the patient cancelled now. */
  cancellation: z.strictObject({
    can_cancel: z.boolean(),
    window: z.enum(CANCELLATION_WINDOWS),
    refund_amount: z.number().int(),
    paid_amount: z.number().int(),
    /** An earlier move kept the refund at what cancelling at the moment of the move would have given. */
    refund_limited_by_move: z.boolean(),
  }),
  reschedule: z.strictObject({ can_reschedule: z.boolean(), reason: z.enum(RESCHEDULE_REFUSALS).nullable(), remaining: z.number().int() }),
  /** The doctor finalised the record: GET /v1/appointments/{id}/summary.pdf gives the visit summary. */
  visit_summary_ready: z.boolean(),
});
export type MyAppointment = z.infer<typeof myAppointmentResponse>;

/** GET /v1/appointments/{id}/note (admin): the doctor's consultation note, null while none is written. */
export const appointmentNoteResponse = z.strictObject({
  note: z.strictObject({ body: z.string(), updated_at: z.iso.datetime(), author: z.string().nullable() }).nullable(),
});
export type AppointmentNoteAnswer = z.infer<typeof appointmentNoteResponse>;

/**
 * POST /v1/appointments/staff (issue 34): the booking staff made for a patient. Paid at the desk
 * or waived, the appointment is confirmed at once; by a payment link, the slot is held until the
 * link expires and the answer carries the link (the appointment follows when it is paid).
 */
export const staffBookingResponse = z.union([
  z.strictObject({
    message: z.string(),
    patientId: z.number().int(),
    appointment: bookedAppointmentResponse.shape.appointment,
  }),
  z.strictObject({
    message: z.string(),
    patientId: z.number().int(),
    payment_link: z.strictObject({
      /** The provider's link id (Razorpay's `plink_…`). */
      id: z.string(),
      url: z.string(),
      /** Paise. */
      amount: z.number().int(),
      expires_at: z.iso.datetime(),
      slot_id: z.number().int(),
      /** The channels the link went out on (issue 45): e-mail, SMS, WhatsApp; empty when the patient has none. */
      channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
    }),
  }),
]);
export type StaffBooking = z.infer<typeof staffBookingResponse>;
