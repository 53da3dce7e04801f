import * as z from 'zod';
import { GENDERS } from '../domain/people';
import { EMAIL_PATTERN, TEXT_LIMITS, blankToNull, idSchema, line, requiredLine, requiredText, text } from './common';
import { normalizeDoctorMobile } from '../format/phone';
import { doctorMessages as m, doctorPortalMessages } from './messages';

/** SPEC §5: an optional 91 prefix, then exactly 10 digits. */
export const DOCTOR_MOBILE_PATTERN = /^(91)?\d{10}$/;

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    line({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`)
      .nullish(),
  );

/** SPEC §5 doctor form (create and edit): every field required; status defaults to Active. */
export const doctorSchema = z.object({
  name: requiredLine(m.nameRequired, TEXT_LIMITS.name, 'Name'),
  specialization: requiredLine(m.specializationRequired, TEXT_LIMITS.name, 'Specialization'),
  email: requiredLine(m.emailRequired, TEXT_LIMITS.email, 'Email').regex(EMAIL_PATTERN, m.emailInvalid),
  // Typed with spaces, dashes or a leading 0, stored one way (91 and ten digits).
  mobile: requiredText(m.mobileRequired, TEXT_LIMITS.mobile, 'Mobile number')
    .transform(normalizeDoctorMobile)
    .pipe(z.string().regex(DOCTOR_MOBILE_PATTERN, m.mobileInvalid)),
  gender: z.enum(GENDERS, { error: m.genderRequired }),
  status: z.boolean({ error: 'Status must be true or false' }).default(true),
  // Beside SPEC's fields: what patients see of the doctor before booking.
  qualification: optionalText('Qualification', TEXT_LIMITS.name * 2),
  registration_number: optionalText('Registration number', TEXT_LIMITS.name),
  photo_url: z.preprocess(
    blankToNull,
    z
      .url({ protocol: /^https?$/, error: 'Photo URL must be a valid http or https URL' })
      .max(TEXT_LIMITS.url)
      .nullish(),
  ),
  /** The services the doctor offers; left out, the doctor's services stay as they are. */
  service_ids: z.array(idSchema, { error: 'Services must be a list of service ids' }).max(100).optional(),
});

export type DoctorInput = z.infer<typeof doctorSchema>;

export const MIN_STAFF_PASSWORD_LENGTH = 8;

/** PUT /v1/doctors/{id}/login: the doctor's own login. A password is required for a new login; given later, it resets it. */
export const doctorLoginSchema = z.object({
  email: requiredLine(doctorPortalMessages.loginEmailInvalid, TEXT_LIMITS.email, 'Login e-mail').regex(
    EMAIL_PATTERN,
    doctorPortalMessages.loginEmailInvalid,
  ),
  password: z.preprocess(
    blankToNull,
    text({ error: doctorPortalMessages.passwordTooShort }).min(MIN_STAFF_PASSWORD_LENGTH, doctorPortalMessages.passwordTooShort).max(200).nullish(),
  ),
  active: z.boolean({ error: 'active must be true or false' }).default(true),
});

export type DoctorLoginInput = z.infer<typeof doctorLoginSchema>;

/** The doctor's outcome of a consultation, from its start time on. */
export const doctorOutcomeSchema = z.object({
  status: z.enum(['completed', 'no_show'], { error: doctorPortalMessages.statusInvalid }),
});

export const CONSULTATION_NOTE_MAX = 20_000;

/** PUT /v1/doctor/appointments/{id}/note: plain text or the recipe editor's rich text (sanitized on the server). */
export const consultationNoteSchema = z.object({
  body: text({ error: doctorPortalMessages.noteRequired })
    .trim()
    .min(1, doctorPortalMessages.noteRequired)
    .max(CONSULTATION_NOTE_MAX, doctorPortalMessages.noteTooLong),
});

export const DOCTOR_SCHEDULE_VIEWS = ['upcoming', 'past'] as const;
