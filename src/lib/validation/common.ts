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

const ID_MESSAGE = 'Id must be a positive integer';

/** A positive integer id from a path segment or a JSON number. */
export const idSchema = numeric(z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE));

export const idParamSchema = z.object({ id: idSchema });

/** A string field that must be present, with our own message when it is missing or not text. */
export const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);
