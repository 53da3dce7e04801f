import * as z from 'zod';
import { APPOINTMENT_MODES, APPOINTMENT_STATUSES } from '../../../lib/domain/appointments';
import { PAYMENT_STATUSES } from '../../../lib/domain/payments';
import { meetingRoomOf } from '../../../lib/policy/appointment-policy';
import type { appointments, payments } from '../../kernel/db/schema';

/** POST /v1/appointments/create-order: SPEC §3 order response, plus what the browser's checkout needs to open. */
export const orderResponse = z.strictObject({
  order_id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.string(),
  userId: z.number().int(),
  slotId: z.number().int(),
  serviceId: z.number().int(),
  description: z.string(),
  key: z.string(),
  provider: z.enum(['local', 'razorpay']),
});
export type OrderResponse = z.infer<typeof orderResponse>;

/** POST /v1/appointments/verify-payment: SPEC §3 appointment with its payment (amount in paise). */
export const bookedAppointmentResponse = z.strictObject({
  message: z.string(),
  appointment: z.strictObject({
    id: z.number().int(),
    user_id: z.number().int(),
    slot_id: z.number().int(),
    service_id: z.number().int(),
    time: z.iso.datetime(),
    status: z.enum(APPOINTMENT_STATUSES),
    google_meet_link: z.string().nullable(),
    description: z.string().nullable(),
    mode: z.enum(APPOINTMENT_MODES),
    payment: z.strictObject({ status: z.enum(PAYMENT_STATUSES), amount: z.number().int(), razorpay_payment_id: z.string().nullable() }),
  }),
});
export type BookedAppointment = z.infer<typeof bookedAppointmentResponse>;

/** SPEC §3 appointment with its payment, as the patient's browser receives it. */
export const toAppointmentJson = (
  appointment: typeof appointments.$inferSelect,
  payment: typeof payments.$inferSelect,
): BookedAppointment['appointment'] => ({
  id: appointment.id,
  user_id: appointment.userId,
  slot_id: appointment.slotId,
  service_id: appointment.serviceId,
  time: appointment.time.toISOString(),
  status: appointment.status,
  google_meet_link: meetingRoomOf(appointment),
  description: appointment.description,
  mode: appointment.mode,
  payment: { status: payment.status, amount: payment.amountPaise, razorpay_payment_id: payment.razorpayPaymentId },
});

/** POST /api/payments/webhook: what the webhook did with a delivery (the provider reads only the status code). */
export const webhookResponse = z.strictObject({ status: z.string() });
