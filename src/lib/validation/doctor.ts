import * as z from 'zod';
import { EMAIL_PATTERN, TEXT_LIMITS, requiredText } from './common';
import { doctorMessages as m } from './messages';

export const DOCTOR_GENDERS = ['male', 'female', 'other'] as const;

/** SPEC §5: an optional 91 prefix, then exactly 10 digits. */
export const DOCTOR_MOBILE_PATTERN = /^(91)?\d{10}$/;

/** SPEC §5 doctor form (create and edit): every field required; status defaults to Active. */
export const doctorSchema = z.object({
  name: requiredText(m.nameRequired, TEXT_LIMITS.name, 'Name'),
  specialization: requiredText(m.specializationRequired, TEXT_LIMITS.name, 'Specialization'),
  email: requiredText(m.emailRequired, TEXT_LIMITS.email, 'Email').regex(EMAIL_PATTERN, m.emailInvalid),
  mobile: requiredText(m.mobileRequired, TEXT_LIMITS.mobile, 'Mobile number').regex(DOCTOR_MOBILE_PATTERN, m.mobileInvalid),
  gender: z.enum(DOCTOR_GENDERS, { error: m.genderRequired }),
  status: z.boolean({ error: 'Status must be true or false' }).default(true),
});

export type DoctorInput = z.infer<typeof doctorSchema>;
