import { createMiddleware } from 'hono/factory';
import { CONTROL_CHARACTERS_MESSAGE, hasUnsafeCharacters } from '../../lib/validation/common';
import type { AppEnv } from './app-env';
import { AppError } from './errors';
import { requestHeader } from './node-http';

/** The first place (a dotted path) in a parsed JSON value where a key or string holds an unsafe character. */
function firstUnsafe(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasUnsafeCharacters(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasUnsafeCharacters(key)) return at;
    const found = firstUnsafe(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

const refuse = (field: string) => new AppError('invalid', CONTROL_CHARACTERS_MESSAGE, { [field]: CONTROL_CHARACTERS_MESSAGE });

/**
 * One rule for every route: a query string, or a string anywhere in a JSON body, holding a NUL or
 * another control character (tab and line breaks excepted: notes and recipes are multi-line) or a
 * lone UTF-16 half answers 400 before any route runs; Postgres would refuse a NUL with a 500.
 * Single-line fields refuse line breaks too, in their own schemas (`line` in src/lib/validation).
 * The payment webhook is left to its signature check: its body is the provider's, not a client's.
 */
export const refuseControlCharacters = createMiddleware<AppEnv>(async (c, next) => {
  // Parsed only when there is a query: most requests have none, and a URL costs a microsecond or two.
  if (c.req.url.includes('?')) {
    for (const [key, value] of new URL(c.req.url).searchParams) {
      if (hasUnsafeCharacters(key) || hasUnsafeCharacters(value)) throw refuse(key);
    }
  }
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  const isJson = hasBody && /^application\/([\w.+-]+\+)?json\b/i.test(requestHeader(c, 'content-type') ?? '');
  if (isJson && !c.req.path.endsWith('/payments/webhook')) {
    // Read as bytes, which Hono caches: the route's own json() or text() then sees the same body.
    const body = new TextDecoder().decode(await c.req.arrayBuffer());
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined; // the route's validator answers malformed JSON
    }
    const field = firstUnsafe(parsed, '');
    if (field) throw refuse(field);
  }
  await next();
});
