/**
 * The one API client for islands and the admin app: JSON in and out, no timeout (SPEC §7),
 * errors turned into an ApiError whose message is the server's `error` text and whose `key` and
 * `params` let an island word it in the patient's language.
 */
export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** The error's stable key (`bookingServer.slotBooked`) and the values its text holds. */
    readonly key?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent as a bearer Authorization header. */
  token?: string | null;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** The browser cache's rule for this call: 'reload' reads past a response the server let it keep (a list read again after a change). */
  cache?: RequestCache;
  /**
   * Opt-in, for calls that are safe to repeat (reads, and writes the server makes idempotent):
   * a 503 with Retry-After (the clinic's database is overloaded) is tried again after the wait.
   */
  retryWhenBusy?: RetryWhenBusy;
}

export interface RetryWhenBusy {
  /** Called before each wait, to tell the person it is busy: the try about to be made (2, 3, …) and the wait in ms. */
  onRetry?: (attempt: number, waitMs: number) => void;
  /** Tries in all, the first included. */
  maxAttempts?: number;
}

/** A few tries: a patient waits at most about half a minute before being told it failed. */
export const BUSY_MAX_ATTEMPTS = 4;
/**
 * Once the patient has paid, the money is taken: the wizard keeps asking for the booking about a
 * minute before it tells them it failed (the payment's webhook still completes it after that).
 */
export const PAID_MAX_ATTEMPTS = 12;
/** Bounds on one wait (ms) whatever Retry-After says, and the wait when it says nothing we read. */
const BUSY_MIN_WAIT_MS = 500;
const BUSY_MAX_WAIT_MS = 10_000;
const BUSY_DEFAULT_WAIT_MS = 2_000;

/**
 * The wait before trying again (ms): Retry-After's seconds, bounded, plus up to half again at
 * random so a crowd turned away together does not come back together.
 */
export function busyWaitMs(retryAfter: string | null, random: () => number = Math.random): number {
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : NaN;
  const base = Number.isFinite(seconds) ? Math.min(BUSY_MAX_WAIT_MS, Math.max(BUSY_MIN_WAIT_MS, seconds * 1000)) : BUSY_DEFAULT_WAIT_MS;
  return Math.round(base * (1 + random() / 2));
}

/** Waits `ms`, or rejects with the AbortError as soon as the signal aborts. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

let onUnauthorizedHandler: ((status: number) => void) | null = null;

/** Called when a request that carried a token is answered 401 (the admin app logs out). */
export function setUnauthorizedHandler(handler: ((status: number) => void) | null): void {
  onUnauthorizedHandler = handler;
}

/**
 * Sends one request and returns the status and headers with the parsed body (undefined for 204);
 * with `retryWhenBusy`, a busy 503 is sent again after its Retry-After, a few times at most.
 */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<{ status: number; headers: Headers; data: T }> {
  const maxAttempts = options.retryWhenBusy ? (options.retryWhenBusy.maxAttempts ?? BUSY_MAX_ATTEMPTS) : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sendOnce<T>(path, options);
    } catch (err) {
      if (!(err instanceof BusyError) || attempt >= maxAttempts) throw err instanceof BusyError ? err.apiError : err;
      const waitMs = busyWaitMs(err.retryAfter);
      options.retryWhenBusy?.onRetry?.(attempt + 1, waitMs);
      await wait(waitMs, options.signal);
    }
  }
}

/** A 503 that says when to come back: the error to throw if no try is left. */
class BusyError extends Error {
  constructor(
    readonly apiError: ApiError,
    readonly retryAfter: string,
  ) {
    super(apiError.message);
  }
}

async function sendOnce<T>(path: string, options: ApiRequestOptions): Promise<{ status: number; headers: Headers; data: T }> {
  const { method = 'GET', body, token, query, signal, cache } = options;
  const search = query
    ? `?${new URLSearchParams(
        Object.entries(query)
          .filter((e): e is [string, string | number] => e[1] !== undefined)
          .map(([k, v]) => [k, String(v)]),
      )}`
    : '';
  // A file goes as the form the browser frames itself; anything else as JSON.
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${search}`, {
      method,
      signal,
      ...(cache ? { cache } : {}),
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error. Please check your connection and try again.', 'network');
  }
  const text = response.status === 204 ? '' : await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorizedHandler?.(response.status);
    const error = apiErrorOf(response.status, data);
    const retryAfter = response.headers.get('Retry-After');
    if (response.status === 503 && retryAfter !== null) throw new BusyError(error, retryAfter);
    throw error;
  }
  return { status: response.status, headers: response.headers, data: data as T };
}

/** The ApiError an error body stands for (`{ error, code, key, params, fields }`, any part missing). */
function apiErrorOf(status: number, data: unknown): ApiError {
  const payload = (data ?? {}) as {
    error?: unknown;
    code?: unknown;
    key?: unknown;
    params?: Record<string, string | number>;
    fields?: Record<string, string>;
  };
  const message = typeof payload.error === 'string' ? payload.error : `Request failed with status ${status}`;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return new ApiError(status, message, text(payload.code), payload.fields, text(payload.key), payload.params);
}

/** Like apiFetch, for callers that need only the body. */
export async function api<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiFetch<T>(path, options)).data;
}

/** The server's error text when the failure came from the API, else the caller's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status !== 0 && err.message && !err.message.startsWith('Request failed with status') ? err.message : fallback;
}

/** Downloads a file the API serves to a signed-in caller (a calendar file): the body as a Blob. */
export async function apiDownload(path: string, token: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.', 'network');
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  return response.blob();
}
