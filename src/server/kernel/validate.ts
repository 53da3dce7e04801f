import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from './errors';
import { errorKeyOf } from './error-keys';
import { requestMessages } from '../../lib/validation/messages';

/**
 * Validates one part of the request with a shared zod schema. The first problem becomes the
 * `error` text (our own catalogue messages come first), every problem is listed in `fields`.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw invalidRequest(result.error);
  });

/** The 400 for a request a schema refused: the first problem's text and key, every problem in `fields`. */
export function invalidRequest(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const text = error.issues[0]?.message ?? requestMessages.invalid;
  // Our schemas' texts are in the catalogue; zod's own words (a wrong type) share one key.
  return new AppError('invalid', { key: errorKeyOf(text) ?? 'request.invalid', text }, fields);
}
