import * as z from 'zod';
import { LOCALES } from '../../../i18n/locales';
import { APPOINTMENT_MODES, APPOINTMENT_STATUSES } from '../../../lib/domain/appointments';
import { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES, PATIENT_MESSAGE_CHANNELS } from '../../../lib/domain/notifications';
import { PAYMENT_STATUSES, REFUND_STATUSES } from '../../../lib/domain/payments';
import { GENDERS } from '../../../lib/domain/people';
import { auditEventResponse } from '../audit/responses';

/** POST /v1/users/login: a staff session. */
export const loginResponse = z.strictObject({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

/** Answers that only confirm what was done (logout, password reset). */
export const messageResponse = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** POST /v1/users: SPEC's registration answer (the language stays out of it); the other patient answers extend it. */
export const registrationResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

/** Beside SPEC's fields (issue 45): what a prescription, a receipt and an emergency need, each null until given. */
export const personalDetailsResponse = {
  /** YYYY-MM-DD; an estimate (the day an age was given, that many years back) when `date_of_birth_estimated`. */
  date_of_birth: z.iso.date().nullable(),
  date_of_birth_estimated: z.boolean(),
  /** Whole years today (clinic time), from the date of birth. */
  age: z.number().int().nullable(),
  address: z.string().nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_mobile: z.string().nullable(),
};

/** GET/PUT /v1/users/me: the signed-in patient's own details. */
export const patientDetailsResponse = registrationResponse.extend({
  /** The language of the patient's notifications: 'en', 'hi' or 'gu'. */
  language: z.enum(LOCALES),
  details_confirmed: z.boolean(),
  ...personalDetailsResponse,
});
export type PatientDetails = z.infer<typeof patientDetailsResponse>;

/** GET /v1/users/patients: SPEC §3 patient, in snake case. */
export const patientResponse = registrationResponse.extend({
  role: z.literal('patient'),
  status: z.boolean(),
  firebase_uid: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Patient = z.infer<typeof patientResponse>;

/** One appointment on a patient's page: what, with whom, how, and how it went. */
const patientPageAppointment = z.strictObject({
  id: z.number().int(),
  time: z.iso.datetime(),
  status: z.enum(APPOINTMENT_STATUSES),
  mode: z.enum(APPOINTMENT_MODES),
  doctor: z.strictObject({ id: z.number().int(), name: z.string() }),
  service: z.strictObject({ id: z.number().int(), name: z.string() }),
  /** What the patient (or staff booking for them) wrote. */
  description: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  /** The doctor's consultation note (sanitized rich text), null while none is written. */
  note: z.string().nullable(),
});

/**
 * GET /v1/users/patients/{id} (issue 34): one patient's whole story. A doctor (only for a patient
 * with an appointment with them) gets the details and appointments; payments, refunds, messages
 * and the audit history are null for them.
 */
export const patientPageResponse = z.strictObject({
  patient: registrationResponse.extend({
    language: z.enum(LOCALES),
    ...personalDetailsResponse,
    status: z.boolean(),
    /** False while the number is unverified (a patient staff added stays provisional). */
    phone_verified: z.boolean(),
    created_at: z.iso.datetime(),
  }),
  /** Soonest first. */
  upcoming: z.array(patientPageAppointment),
  /** Newest first. */
  past: z.array(patientPageAppointment),
  payments: z
    .array(
      z.strictObject({
        id: z.number().int(),
        appointment_id: z.number().int().nullable(),
        /** Paise. */
        amount: z.number().int(),
        refunded: z.number().int(),
        status: z.enum(PAYMENT_STATUSES),
        method: z.string(),
        reference: z.string().nullable(),
        waiver_reason: z.string().nullable(),
        /** Paise taken off the fee at the desk (issue 51 item 10), 0 when none. */
        discount: z.number().int(),
        discount_reason: z.string().nullable(),
        taken_by: z.string().nullable(),
        created_at: z.iso.datetime(),
      }),
    )
    .nullable(),
  refunds: z
    .array(
      z.strictObject({
        id: z.number().int(),
        appointment_id: z.number().int().nullable(),
        /** Paise. */
        amount: z.number().int(),
        reason: z.string(),
        status: z.enum(REFUND_STATUSES),
        created_at: z.iso.datetime(),
        settled_at: z.iso.datetime().nullable(),
      }),
    )
    .nullable(),
  messages: z
    .array(
      z.strictObject({
        id: z.number().int(),
        appointment_id: z.number().int().nullable(),
        kind: z.string(),
        channel: z.enum(NOTIFICATION_CHANNELS),
        subject: z.string(),
        status: z.enum(NOTIFICATION_STATUSES),
        /** The provider's last delivery report (delivered, read, …), null until one arrives. */
        delivery_status: z.string().nullable(),
        created_at: z.iso.datetime(),
        sent_at: z.iso.datetime().nullable(),
      }),
    )
    .nullable(),
  /** Newest first: the patient's record and their appointments' events. */
  history: z.array(auditEventResponse).nullable(),
});
export type PatientPage = z.infer<typeof patientPageResponse>;

/** GET and PUT /v1/users/me/message-preferences: the patient's channel and whether reminders go out (issue 28). */
export const messagePreferencesResponse = z.strictObject({
  /** The chosen channel; null: every channel the clinic runs. */
  channel: z.enum(PATIENT_MESSAGE_CHANNELS).nullable(),
  /** What the patient may choose from. */
  available_channels: z.array(z.enum(PATIENT_MESSAGE_CHANNELS)),
  /** Whether reminders go out, and when the patient last said so (null: never asked, on). */
  reminders: z.strictObject({ enabled: z.boolean(), changed_at: z.iso.datetime().nullable() }),
});
export type MessagePreferences = z.infer<typeof messagePreferencesResponse>;
