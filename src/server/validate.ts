import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from './errors';

/**
 * Validates one part of the request with a shared zod schema. The first problem becomes the
 * `error` text (our own catalogue messages come first), every problem is listed in `fields`.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
    const first = result.error.issues[0];
    throw new AppError('invalid', first?.message ?? 'Invalid request', fields);
  });
