import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const STATUS_BY_CODE = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** The slot's doctor does not offer the service asked for (a conflict a client can tell apart). */
  service_not_offered: 409,
  payload_too_large: 413,
  rate_limited: 429,
  provider_failed: 502,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

/** An expected failure: its message is safe to show a patient or an admin. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

/** Postgres error codes that mean the client asked for something the data does not allow. */
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_UNIQUE_VIOLATION = '23505';

function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * What an unexpected error logs: its chain of names and messages, with Drizzle's `params: …`
 * (names, mobiles, e-mails) cut off, so the log never holds a request's values.
 */
export function describeForLog(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e && parts.length < 5; e = (e as { cause?: unknown }).cause) {
    const name = e instanceof Error ? e.name : typeof e;
    const message = e instanceof Error ? e.message : String(e);
    parts.push(`${name}: ${message.replace(/\nparams: [\s\S]*$/, '\nparams: [hidden]')}`);
    if (typeof e !== 'object') break;
  }
  return parts.join('\n  caused by ');
}

/** The one error handler: `{ error, code }` bodies, never internals. */
export function handleError(err: Error, c: Context) {
  if (err instanceof AppError) {
    return c.json({ error: err.message, code: err.code, ...(err.fields ? { fields: err.fields } : {}) }, err.status);
  }
  if (err instanceof HTTPException) {
    const code = err.status === 413 ? 'payload_too_large' : err.status === 401 ? 'unauthorized' : 'invalid';
    const message = err.status === 413 ? 'Request body is too large' : err.message || 'Bad request';
    return c.json({ error: message, code }, err.status);
  }
  const pgCode = pgErrorCode(err);
  if (pgCode === PG_UNIQUE_VIOLATION) {
    return c.json({ error: 'This record conflicts with an existing one', code: 'conflict' }, 409);
  }
  if (pgCode === PG_FOREIGN_KEY_VIOLATION) {
    return c.json({ error: 'This record is in use or refers to a record that does not exist', code: 'conflict' }, 409);
  }
  console.error(`[api] ${c.req.method} ${new URL(c.req.url).pathname} failed: ${describeForLog(err)}`);
  return c.json({ error: 'Something went wrong. Please try again later.', code: 'internal' }, 500);
}
