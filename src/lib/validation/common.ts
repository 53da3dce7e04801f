import { z } from 'zod';

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

/** A positive integer id from a path segment or a JSON number. */
export const idSchema = z.coerce
  .number({ error: 'Id must be a positive integer' })
  .int('Id must be a positive integer')
  .positive('Id must be a positive integer')
  .max(2_147_483_647, 'Id must be a positive integer');

export const idParamSchema = z.object({ id: idSchema });

/** A string field that must be present, with our own message when it is missing or not text. */
export const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);
