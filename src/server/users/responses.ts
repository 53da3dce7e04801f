import * as z from 'zod';
import { LOCALES } from '../../i18n/locales';
import { PATIENT_MESSAGE_CHANNELS } from '../../lib/domain/notifications';
import { GENDERS } from '../../lib/domain/people';

/** POST /v1/users/login: a staff session. */
export const loginResponse = z.strictObject({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

/** Answers that only confirm what was done (logout, password reset). */
export const messageResponse = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** POST /v1/users: SPEC's registration answer (the language stays out of it). */
export const registrationResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

/** GET/PUT /v1/users/me: the signed-in patient's own details. */
export const patientDetailsResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** The language of the patient's notifications: 'en', 'hi' or 'gu'. */
  language: z.enum(LOCALES),
  details_confirmed: z.boolean(),
});
export type PatientDetails = z.infer<typeof patientDetailsResponse>;

/** GET /v1/users/patients: SPEC §3 patient, in snake case. */
export const patientResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  role: z.literal('patient'),
  status: z.boolean(),
  firebase_uid: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Patient = z.infer<typeof patientResponse>;

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
