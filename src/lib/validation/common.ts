import * as z from 'zod';

export { EMAIL_PATTERN } from './email';

/** Limits that keep one request from filling the database. */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
  mobile: 20,
  richText: 100_000,
  url: 2048,
} as const;

/**
 * A JSON number, or a numeric string (path segments, form fields). Unlike z.coerce it refuses
 * booleans, arrays and blank strings, which Number() would quietly turn into 1, 5 or 0.
 */
export const numeric = <T extends z.ZodType<number, number>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v), schema);

export const ID_MESSAGE = 'Id must be a positive integer';

/** A positive integer id from a path segment or a JSON number. */
export const idSchema = numeric(z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE));

export const idParamSchema = z.object({ id: idSchema });

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

/** C0 controls except tab, newline and carriage return, DEL, and UTF-16 halves without their partner. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every string field of every schema starts here: text with control characters or lone
 * surrogates is refused with a 400 (the database would refuse a NUL with a 500).
 */
export const text = (params: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !UNSAFE_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE);

/** Whether a string holds what `text` refuses: the API's shared rule for every query and body string. */
export const hasUnsafeCharacters = (value: string): boolean => UNSAFE_CHARACTERS.test(value);

export const LINE_BREAK_MESSAGE = 'This field must be one line, without line breaks or control characters';

/** Every control character (C0 with tab and line breaks, DEL, C1) and Unicode's line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * A single-line field (names, subjects, references, e-mails): what goes into an SMS, an e-mail
 * subject or a header line. Surrounding whitespace is trimmed; a line break or any other control
 * character inside is refused, so `Shyam\nBcc: …` never reaches a message.
 */
export const line = (params: Parameters<typeof z.string>[0]) =>
  text(params)
    .trim()
    .refine((value) => !NOT_ONE_LINE.test(value), LINE_BREAK_MESSAGE);

/** A required single-line field, with our own message when it is missing or not text. */
export const requiredLine = (message: string, max: number, label: string) =>
  line({ error: message }).min(1, message).max(max, `${label} must be at most ${max} characters`);

/** A string field that must be present, with our own message when it is missing or not text. */
export const requiredText = (message: string, max: number, label: string) =>
  text({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/** A blank string counts as not given (optional form fields send ''). */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
