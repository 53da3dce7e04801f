import * as z from 'zod';
import { consentVersionSchema, privacyNoticeVersionSchema } from './consent';
import { LOCALES } from '../../i18n/locales';
import { APPOINTMENT_MODES, type AppointmentMode } from '../domain/appointments';
import { GENDERS } from '../domain/people';
import { EMAIL_PATTERN, TEXT_LIMITS, blankToNull, idSchema, line, requiredLine, requiredText, text } from './common';
import { normalizePatientMobile } from '../format/phone';
import { bookingMessages as m, contactMessages } from './messages';

/** SPEC §5 and §9: the country codes the wizard offers, +91 first and by default. */
export const COUNTRY_CODES = ['+91', '+1', '+44', '+61'] as const;
export const DEFAULT_COUNTRY_CODE = '+91';

/** E.164: a plus, a country code and the subscriber number, 8 to 15 digits in all. */
export const MOBILE_PATTERN = /^\+[1-9]\d{7,14}$/;
export const MOBILE_INVALID = 'Please enter a valid mobile number';
export const DESCRIPTION_MAX = 2000;

/** SPEC §5: the full number is the country code plus the number without leading zeros. */
export const fullMobileNumber = (countryCode: string, number: string): string => `${countryCode}${number.replace(/\D/g, '').replace(/^0+/, '')}`;

/** A mobile number typed with spaces, dashes or a trunk 0, stored one way (E.164). */
export const mobileSchema = (requiredMessage: string) =>
  text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform(normalizePatientMobile)
    .pipe(z.string().regex(MOBILE_PATTERN, MOBILE_INVALID));

export const sendOtpSchema = z.object({ mobile: mobileSchema(m.mobileRequired) });
export type SendOtpRequest = z.infer<typeof sendOtpSchema>;

export const verifyOtpSchema = z.object({
  firebase_uid: text({ error: m.otpVerifyMissingToken }).min(1, m.otpVerifyMissingToken).max(200, m.otpVerifyMissingToken),
  idToken: text({ error: m.otpVerifyMissingToken }).min(1, m.otpVerifyMissingToken).max(8192, m.otpVerifyMissingToken),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpSchema>;

/** The local phone-auth provider's code check (the stand-in for Firebase's confirm()). */
export const confirmCodeSchema = z.object({
  sessionId: text({ error: m.otpVerifyMissingToken }).min(1, m.otpVerifyMissingToken).max(200, m.otpVerifyMissingToken),
  code: text({ error: m.otpRequired })
    .trim()
    .min(1, m.otpRequired)
    .regex(/^\d{6}$/, m.otpInvalid),
});

/** The language a patient's notifications are written in: one of the site's (issue 16). */
export const patientLanguageSchema = z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` });

/** SPEC §3 registration: name and mobile required, e-mail and gender optional; beside SPEC, an optional language (English when absent). */
export const registrationSchema = z.object({
  name: requiredLine(m.registrationRequired, TEXT_LIMITS.name, 'Name'),
  mobile: mobileSchema(m.registrationRequired),
  email: z.preprocess(
    blankToNull,
    line({ error: contactMessages.emailInvalid })
      .max(TEXT_LIMITS.email, contactMessages.emailInvalid)
      .regex(EMAIL_PATTERN, contactMessages.emailInvalid)
      .nullish(),
  ),
  gender: z.preprocess(blankToNull, z.enum(GENDERS, { error: 'Gender must be male, female or other' }).nullish()),
  language: patientLanguageSchema.optional(),
  // Beside SPEC's fields: the privacy notice the patient agreed to (DPDP Act 2023); a SPEC client may leave it out.
  privacy_notice_version: privacyNoticeVersionSchema.optional(),
});
export type RegistrationRequest = z.infer<typeof registrationSchema>;

/** A verified patient confirming or correcting the details on file: registration's rules, without the number (no language keeps the one on file). */
export const patientDetailsSchema = registrationSchema.omit({ mobile: true });
export type PatientDetailsRequest = z.infer<typeof patientDetailsSchema>;

/** Longest range one slot lookup may cover (the wizard asks for one day). */
export const MAX_SLOT_RANGE_DAYS = 31;

/** Optional beside SPEC's range: only the slots of doctors who offer this service. */
const serviceFilter = { serviceId: idSchema.optional() };

export const availableSlotsQuerySchema = z
  .object({
    startDate: z.iso.datetime({ offset: true, error: 'startDate must be an ISO date-time' }),
    endDate: z.iso.datetime({ offset: true, error: 'endDate must be an ISO date-time' }),
    ...serviceFilter,
  })
  .refine((q) => Date.parse(q.endDate) >= Date.parse(q.startDate), 'endDate must not be before startDate')
  .refine(
    (q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= MAX_SLOT_RANGE_DAYS * 86_400_000,
    `The range may cover at most ${MAX_SLOT_RANGE_DAYS} days`,
  )
  .transform((q) => ({ start: new Date(q.startDate), end: new Date(q.endDate), serviceId: q.serviceId }));

/** A calendar month, YYYY-MM. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GET /v1/time-slots/availability: free slots per clinic (IST) day of one month. */
export const slotAvailabilityQuerySchema = z.object({
  month: text({ error: 'month must be YYYY-MM' }).regex(MONTH_PATTERN, 'month must be YYYY-MM'),
  ...serviceFilter,
});

export const MODE_INVALID = 'Mode must be video, call or in_person';
/** One mode (a request's). */
export const appointmentModeSchema = z.enum(APPOINTMENT_MODES, { error: MODE_INVALID });
/** The modes a service offers (issue 34): at least one, each once. */
export const serviceModesSchema = z
  .array(appointmentModeSchema, { error: 'Modes must be a list of video, call and in_person' })
  .min(1, 'Choose at least one way the service is offered')
  .refine((modes) => new Set(modes).size === modes.length, 'Each mode may be listed once');
/** What a service offers unless staff say otherwise: the remote modes the clinic began with. */
export const DEFAULT_SERVICE_MODES: readonly AppointmentMode[] = ['video', 'call'];

/** SPEC §3 order request. */
export const createOrderSchema = z.object({
  userId: idSchema,
  slotId: idSchema,
  serviceId: idSchema,
  description: requiredText(m.serviceAndDescriptionRequired, DESCRIPTION_MAX, 'Description'),
  mode: appointmentModeSchema.default('video'),
  /** The teleconsultation consent version the patient agreed to at checkout (recorded with the order). */
  consent_version: consentVersionSchema.optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderSchema>;

const providerId = (name: string) =>
  text({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is too long`);

/** SPEC §3 payment confirmation plus the order request it belongs to (SPEC §7). */
export const verifyPaymentSchema = createOrderSchema.extend({
  razorpay_order_id: providerId('razorpay_order_id'),
  razorpay_payment_id: providerId('razorpay_payment_id'),
  razorpay_signature: providerId('razorpay_signature'),
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentSchema>;
