import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { busyMessages, type notFoundMessages, requestMessages } from '../../lib/validation/messages';
import { errorKeyOf, type ErrorKey, type ErrorText } from './error-keys';

const STATUS_BY_CODE = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  // A patient whose name and e-mail on file are not yet confirmed by the phone's owner (SECURITY.md).
  details_unconfirmed: 403,
  not_found: 404,
  conflict: 409,
  /** The slot's doctor does not offer the service asked for (a conflict a client can tell apart). */
  service_not_offered: 409,
  payload_too_large: 413,
  /** A file whose bytes are not of a type the route accepts. */
  unsupported_media_type: 415,
  rate_limited: 429,
  provider_failed: 502,
  unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

/** The values an error's text holds (tries left), for a client that words the text itself. */
export type ErrorParams = Record<string, string | number>;

/** A text with its key, for a text the catalogue may not hold (a zod issue's). */
export interface KeyedText {
  key: ErrorKey;
  text: string;
}

/**
 * An expected failure: its message is safe to show a patient or an admin. Its text comes from
 * the catalogue (src/lib/validation/*-messages.ts), which gives it the stable `key` clients
 * translate by (src/server/kernel/error-keys.ts).
 */
export class AppError extends Error {
  readonly key: ErrorKey;

  constructor(
    readonly code: ErrorCode,
    message: ErrorText | KeyedText,
    readonly fields?: Record<string, string>,
    /** Sent as `Retry-After` (a busy server, a short lock). */
    readonly retryAfterSeconds?: number,
    readonly params?: ErrorParams,
  ) {
    // An expected answer, not a fault: nobody reads its stack, and capturing one was a fifth of a
    // refused request's time.
    const { stackTraceLimit } = Error;
    Error.stackTraceLimit = 0;
    super(typeof message === 'string' ? message : message.text);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.key = typeof message === 'string' ? (errorKeyOf(message) ?? 'request.invalid') : message.key;
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}

type NotFoundSubject<T> = T extends `${infer S} not found` ? S : never;
/** 404 for a record by its name ('Time slot'); the names are those of notFoundMessages. */
export const notFound = (what: NotFoundSubject<(typeof notFoundMessages)[keyof typeof notFoundMessages]>) =>
  new AppError('not_found', `${what} not found` as ErrorText);

/** Postgres error codes that mean the client asked for something the data does not allow. */
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_UNIQUE_VIOLATION = '23505';

/** The errors an error wraps: Drizzle's and pg's `cause`, and the `error` of a WebSocket ErrorEvent (Neon's driver). */
function* errorChain(err: unknown): Generator<object> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 8) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    yield e;
    queue.push((e as { cause?: unknown }).cause, (e as { error?: unknown }).error);
  }
}

function pgErrorCode(err: unknown): string | undefined {
  for (const e of errorChain(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** How long a client should wait before trying again after a 503 (seconds). */
export const RETRY_AFTER_SECONDS = 2;

/**
 * SQLSTATEs that mean the database cannot serve now, not that the request is wrong:
 * 53300 too_many_connections, 53400 configuration_limit_exceeded, 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now, 57014 query_canceled (statement_timeout),
 * 55P03 lock_not_available (lock_timeout), and class 08, connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = /^(53300|53400|57P01|57P02|57P03|57014|55P03|08...)$/;
/** Node's socket errors on the way to the database. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * The drivers' own words for a connection that was not had or was lost: pg-pool's wait for a
 * client, node-postgres's connection and query timeouts, a closed socket, Neon's WebSocket.
 */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|connection timeout|query read timeout|not queryable|connection (?:refused|reset)|websocket|socket hang up|too many clients|remaining connection slots/i;

/** Whether an error means the database refused, timed out or dropped the connection (a 503, not a 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of errorChain(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    // A WebSocket ErrorEvent (Neon's driver) is not an Error: its `type` is 'error'.
    if (!(e instanceof Error) && (e as { type?: unknown }).type === 'error' && 'target' in e) return true;
    const message = (e as { message?: unknown }).message;
    // Drizzle's "Failed query: <sql>" names the query, which may hold anything: only the causes' words count.
    if (typeof message === 'string' && !message.startsWith('Failed query:') && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * What an unexpected error logs: its chain of names and messages, with Drizzle's `params: …`
 * (names, mobiles, e-mails) cut off, so the log never holds a request's values.
 */
export function describeForLog(err: unknown): string {
  const parts: string[] = [];
  for (const e of errorChain(err)) {
    if (parts.length >= 5) break;
    const fields = e as { name?: unknown; message?: unknown; type?: unknown; code?: unknown };
    // Neon's driver rejects with a WebSocket ErrorEvent: no Error, but a `message` (and an `error`, followed next).
    const kind = (e.constructor as { name?: string } | undefined)?.name ?? 'Object';
    const name = e instanceof Error ? e.name : typeof fields.type === 'string' ? `${kind}(${fields.type})` : kind;
    // An object with no message is named by its keys only: its values may be a request's data.
    const message =
      typeof fields.message === 'string' && fields.message ? fields.message : e instanceof Error ? '' : `{${Object.keys(e).join(', ')}}`;
    const code = typeof fields.code === 'string' ? ` [${fields.code}]` : '';
    parts.push(`${name}${code}: ${message.replace(/\nparams: [\s\S]*$/, '\nparams: [hidden]')}`);
  }
  if (parts.length === 0) parts.push(`${typeof err}: ${String(err)}`);
  return parts.join('\n  caused by ');
}

/**
 * An error body: SPEC's `error` text and our `code`, the `key` clients translate by, the values
 * the text holds (`params`) and the problem of each field (`fields`).
 */
export function errorBody(code: string, text: string, key: ErrorKey, extra: { params?: ErrorParams; fields?: Record<string, string> } = {}) {
  return { error: text, code, key, ...(extra.params ? { params: extra.params } : {}), ...(extra.fields ? { fields: extra.fields } : {}) };
}

/** The one error handler: `{ error, code, key }` bodies, never internals. */
export function handleError(err: Error, c: Context) {
  if (err instanceof AppError) {
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(errorBody(err.code, err.message, err.key, { params: err.params, fields: err.fields }), err.status);
  }
  if (err instanceof HTTPException) {
    if (err.status === 413) return c.json(errorBody('payload_too_large', requestMessages.bodyTooLarge, 'request.bodyTooLarge'), 413);
    if (err.status === 401) return c.json(errorBody('unauthorized', err.message || requestMessages.badRequest, 'staffAuth.authRequired'), 401);
    return c.json(errorBody('invalid', err.message || requestMessages.badRequest, 'request.badRequest'), err.status);
  }
  const pgCode = pgErrorCode(err);
  if (pgCode === PG_UNIQUE_VIOLATION) return c.json(errorBody('conflict', requestMessages.conflict, 'request.conflict'), 409);
  if (pgCode === PG_FOREIGN_KEY_VIOLATION) return c.json(errorBody('conflict', requestMessages.inUse, 'request.inUse'), 409);
  const where = `${c.req.method} ${new URL(c.req.url).pathname}`;
  if (isDatabaseUnavailable(err)) {
    console.error(`[api] ${where} database unavailable (503): ${describeForLog(err)}`);
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(errorBody('unavailable', busyMessages.unavailable, 'busy.unavailable'), 503);
  }
  console.error(`[api] ${where} failed: ${describeForLog(err)}`);
  return c.json(errorBody('internal', requestMessages.internal, 'request.internal'), 500);
}
