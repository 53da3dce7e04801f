import * as z from 'zod';
import { patientDetailsSchema, registrationSchema, mobileSchema } from './booking';
import { blankToNull, line, numeric, text } from './common';

/** Issue 45: the details a prescription, a receipt and an emergency need, beside SPEC's name, e-mail, mobile and gender. */
export const PATIENT_DETAIL_LIMITS = { address: 300, emergencyName: 100, maxAge: 120 } as const;

export const patientDetailsMessages = {
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  dateOfBirthFuture: 'The date of birth cannot be after today',
  ageInvalid: 'Age must be a whole number of years from 0 to 120',
  ageOrDateOfBirth: 'Give a date of birth or an age, not both',
  addressTooLong: 'The address must be at most 300 characters',
  emergencyNameTooLong: 'The emergency contact’s name must be at most 100 characters',
  emergencyMobileInvalid: 'Please enter a valid mobile number for the emergency contact',
  mobileChangeSame: 'This is already your number',
  mobileChangeTaken: 'This number belongs to another patient. Please ask the clinic to help.',
} as const;

const m = patientDetailsMessages;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day from 1900 on, as YYYY-MM-DD (whether it is past is the server's clock to say). */
const isCalendarDay = (value: string) =>
  DATE_PATTERN.test(value) && value >= '1900-01-01' && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The optional details, each left as on file when absent and cleared by null (or a blank): a date
 * of birth or, for someone who gives only that, an age in years; an address; an emergency contact.
 */
export const personalDetailsFields = {
  date_of_birth: z.preprocess(blankToNull, text({ error: m.dateOfBirthInvalid }).refine(isCalendarDay, m.dateOfBirthInvalid).nullish()),
  age: z.preprocess(
    blankToNull,
    numeric(z.number({ error: m.ageInvalid }).int(m.ageInvalid).min(0, m.ageInvalid).max(PATIENT_DETAIL_LIMITS.maxAge, m.ageInvalid)).nullish(),
  ),
  address: z.preprocess(blankToNull, text({ error: m.addressTooLong }).trim().max(PATIENT_DETAIL_LIMITS.address, m.addressTooLong).nullish()),
  emergency_contact_name: z.preprocess(
    blankToNull,
    line({ error: m.emergencyNameTooLong }).max(PATIENT_DETAIL_LIMITS.emergencyName, m.emergencyNameTooLong).nullish(),
  ),
  // An Indian number may be typed without +91 here: it is a relative's, not a sign-in (SPEC's rule).
  emergency_contact_mobile: z.preprocess(
    (value) =>
      typeof value === 'string' && /^0?\d{10}$/.test(value.replace(/[\s().-]/g, ''))
        ? `+91${value.replace(/\D/g, '').slice(-10)}`
        : blankToNull(value),
    mobileSchema(m.emergencyMobileInvalid).nullish(),
  ),
};

/** A date of birth and an age given together could disagree: one or the other. */
const oneAgeSource = (details: { date_of_birth?: string | null; age?: number | null }) => !(details.date_of_birth && typeof details.age === 'number');
const ONE_AGE_SOURCE = { message: m.ageOrDateOfBirth, path: ['age'] };

/** PUT /v1/users/me: the patient confirms or corrects their details (the mobile changes only with a code). */
export const patientSelfDetailsSchema = patientDetailsSchema.extend(personalDetailsFields).refine(oneAgeSource, ONE_AGE_SOURCE);
export type PatientSelfDetailsRequest = z.infer<typeof patientSelfDetailsSchema>;

/** What staff may correct on a patient's record (PUT /v1/users/patients/{id}), the mobile included, audited. */
export const patientCorrectionSchema = registrationSchema
  .pick({ name: true, email: true, gender: true, language: true })
  .extend({ mobile: registrationSchema.shape.mobile.optional(), ...personalDetailsFields })
  .refine(oneAgeSource, ONE_AGE_SOURCE);
export type PatientCorrectionRequest = z.infer<typeof patientCorrectionSchema>;

/** The front desk's new patient: registration's fields and the details a visit needs. */
export const newPatientSchema = registrationSchema
  .pick({ name: true, mobile: true, email: true, gender: true, language: true })
  .extend(personalDetailsFields)
  .refine(oneAgeSource, ONE_AGE_SOURCE);

/** POST /v1/users/me/mobile: the new number the code goes to. */
export const mobileChangeSchema = registrationSchema.pick({ mobile: true });
