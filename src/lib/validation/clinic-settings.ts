import * as z from 'zod';
import { blankToNull, EMAIL_PATTERN, line, numeric, requiredLine, TEXT_LIMITS } from './common';
import { GSTIN_PATTERN, isValidGstin } from './gstin';
import { detectReportType } from './reports';

/** The longest address line, city or state the clinic settings keep. */
export const ADDRESS_LINE_MAX = 120;

/** How many lines of opening hours the public pages print (a week's days, at most). */
export const OPENING_HOURS_MAX_LINES = 7;

const optionalLine = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    line({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`)
      .nullish(),
  );

/** An optional https:// address (blank: none). */
const optionalHttpsLink = (label: string) =>
  z.preprocess(
    blankToNull,
    line({ error: `${label} must be a web address` })
      .max(TEXT_LIMITS.url, `${label} is too long`)
      .regex(/^https:\/\/\S+$/, `${label} must be a web address starting with https://`)
      .nullish(),
  );

const coordinate = (label: string, limit: number) =>
  z.preprocess(
    blankToNull,
    numeric(
      z
        .number({ error: `${label} must be a number` })
        .min(-limit, `${label} must be between -${limit} and ${limit}`)
        .max(limit, `${label} must be between -${limit} and ${limit}`),
    ).nullish(),
  );

/**
 * PUT /v1/clinic-settings: the clinic's name, address, map link, position, phone and e-mail
 * (issue 34), opening hours and registration number (issue 45). The position is optional, but latitude and longitude come together.
 */
export const clinicSettingsSchema = z
  .object({
    name: requiredLine('Clinic name is required', TEXT_LIMITS.name, 'Clinic name'),
    addressLine1: requiredLine('Address is required', ADDRESS_LINE_MAX, 'Address line 1'),
    addressLine2: optionalLine('Address line 2', ADDRESS_LINE_MAX),
    city: requiredLine('City is required', ADDRESS_LINE_MAX, 'City'),
    state: requiredLine('State is required', ADDRESS_LINE_MAX, 'State'),
    postalCode: line({ error: 'PIN code is required' }).regex(/^\d{6}$/, 'PIN code must be 6 digits'),
    mapUrl: optionalHttpsLink('Map link'),
    geoLat: coordinate('Latitude', 90),
    geoLon: coordinate('Longitude', 180),
    phone: requiredLine('Phone is required', TEXT_LIMITS.mobile, 'Phone').regex(/^\+?[\d\s()-]{8,20}$/, 'Phone must be a phone number'),
    email: line({ error: 'E-mail is required' }).max(TEXT_LIMITS.email, 'E-mail is invalid').regex(EMAIL_PATTERN, 'E-mail is invalid'),
    // GST registration (issue 30): 2-digit state code, PAN, entity number, Z, check character,
    // which must match (issue 43): the admin form and the server refuse a mistyped number alike.
    gstin: z.preprocess(
      (value) => (typeof value === 'string' ? blankToNull(value.trim().toUpperCase()) : value),
      line({ error: 'GSTIN must be text' })
        .regex(GSTIN_PATTERN, 'GSTIN must be 15 characters, like 24AAAPL1234C1ZK')
        .refine(isValidGstin, 'This GSTIN’s last character does not match the rest: please check the number')
        .nullish(),
    ),
    // Issue 45: the Contact page and footer print these as written, one line each; left out, they stay.
    openingHours: z
      .array(requiredLine('An opening hours line cannot be empty', ADDRESS_LINE_MAX, 'An opening hours line'), {
        error: 'Opening hours must be a list of lines',
      })
      .min(1, 'Opening hours are required')
      .max(OPENING_HOURS_MAX_LINES, `Opening hours fit in at most ${OPENING_HOURS_MAX_LINES} lines`)
      .optional(),
    // The clinic's registration under the state's clinical establishments rules, as issued.
    registrationNumber: optionalLine('Registration number', 60),
    // Issue 49: the clinic's public review page (Google, Practo, …), shown to every patient who rated a visit.
    reviewUrl: optionalHttpsLink('Review link'),
  })
  .refine((s) => (s.geoLat == null) === (s.geoLon == null), { message: 'Give both latitude and longitude, or neither', path: ['geoLon'] });
export type ClinicSettingsInput = z.infer<typeof clinicSettingsSchema>;

/** The clinic's logo (issue 45): a small PNG or JPEG, within the API's body limit with its form framing. */
export const CLINIC_LOGO_MAX_BYTES = 200 * 1024;

export const clinicLogoMessages = {
  wrongType: 'The logo must be a PNG or JPEG image',
  tooLarge: 'The logo may be at most 200 KB',
  fileMissing: 'Please choose an image',
  none: 'The clinic has no logo',
} as const;

/**
 * The logo's type as read from its first bytes, or null: only PNG and JPEG, never SVG (an SVG is
 * a document that can carry scripts and links) or a PDF that a report may be.
 */
export function detectLogoType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const type = detectReportType(bytes);
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}
