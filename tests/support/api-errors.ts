import { expect } from 'vitest';
import { errorCatalogue, type ErrorKey } from '../../src/server/kernel/error-keys';

/**
 * An error body in our own words: its `key` names a text of our catalogue and its `error` is
 * that text (never zod's or a library's default wording), with the `code` given.
 */
export function expectOurError(body: unknown, code: string, label?: string): void {
  const { error, key } = body as { error?: unknown; key?: unknown };
  expect(typeof key, label).toBe('string');
  expect(error, label).toBe(errorCatalogue().get(key as ErrorKey));
  expect((body as { code?: unknown }).code, label).toBe(code);
}
