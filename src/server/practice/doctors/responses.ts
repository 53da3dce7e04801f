import * as z from 'zod';
import { APPOINTMENT_MODES, APPOINTMENT_STATUSES, PATIENT_ANSWERS } from '../../../lib/domain/appointments';
import { GENDERS } from '../../../lib/domain/people';

/** SPEC §3 doctor, plus beside it the public details and the services the doctor offers. */
export const doctorResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  specialization: z.string(),
  email: z.string(),
  mobile: z.string(),
  gender: z.enum(GENDERS),
  status: z.boolean(),
  qualification: z.string().nullable(),
  registration_number: z.string().nullable(),
  photo_url: z.string().nullable(),
  service_ids: z.array(z.number().int()),
});
export type Doctor = z.infer<typeof doctorResponse>;

/** A doctor as patients see them (the wizard's slots, the About page): no contact details. */
export const publicDoctorResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  qualification: z.string().nullable(),
  specialization: z.string(),
  registration_number: z.string().nullable(),
  photo_url: z.string().nullable(),
});
export type SlotDoctor = z.infer<typeof publicDoctorResponse>;

/** GET and PUT /v1/doctors/{id}/login: the doctor's own login as staff see it (never the password). */
export const doctorLoginResponse = z.strictObject({
  login: z.strictObject({ email: z.string(), active: z.boolean() }).nullable(),
});
export type DoctorLoginResponse = z.infer<typeof doctorLoginResponse>;

/** GET /v1/doctor/me: the doctor a doctor's login speaks for. */
export const doctorProfileResponse = z.strictObject({ id: z.number().int(), name: z.string(), specialization: z.string() });
export type DoctorProfile = z.infer<typeof doctorProfileResponse>;

/** GET /v1/doctor/appointments: one appointment on the signed-in doctor's schedule. */
export const doctorAppointmentResponse = z.strictObject({
  id: z.number().int(),
  time: z.iso.datetime(),
  end_time: z.iso.datetime(),
  status: z.enum(APPOINTMENT_STATUSES),
  mode: z.enum(APPOINTMENT_MODES),
  google_meet_link: z.string().nullable(),
  description: z.string().nullable(),
  patient: z.strictObject({ name: z.string(), mobile: z.string().nullable() }),
  service: z.strictObject({ name: z.string() }),
  /** The doctor's consultation note (sanitized HTML), if written. */
  note: z.strictObject({ body: z.string(), updated_at: z.iso.datetime() }).nullable(),
  /** When the patient of an in-person visit was marked arrived (issue 34): My Schedule lists who waits in this order. */
  checked_in_at: z.iso.datetime().nullable(),
  /** What the patient answered to the reminders: confirmed, not answered, wants to change. */
  patient_answer: z.enum(PATIENT_ANSWERS),
});
export type DoctorAppointment = z.infer<typeof doctorAppointmentResponse>;
