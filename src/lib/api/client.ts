/**
 * The one API client for islands and the admin app: JSON in and out, no timeout (SPEC §7),
 * errors turned into an ApiError whose message is the server's `error` text.
 */
export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
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
}

let onUnauthorizedHandler: ((status: number) => void) | null = null;

/** Called when a request that carried a token is answered 401 (the admin app logs out). */
export function setUnauthorizedHandler(handler: ((status: number) => void) | null): void {
  onUnauthorizedHandler = handler;
}

/** Sends one request and returns the status and headers with the parsed body (undefined for 204). */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<{ status: number; headers: Headers; data: T }> {
  const { method = 'GET', body, token, query, signal } = options;
  const search = query
    ? `?${new URLSearchParams(
        Object.entries(query)
          .filter((e): e is [string, string | number] => e[1] !== undefined)
          .map(([k, v]) => [k, String(v)]),
      )}`
    : '';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${search}`, {
      method,
      signal,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
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
    const payload = (data ?? {}) as { error?: unknown; code?: unknown; fields?: Record<string, string> };
    const message = typeof payload.error === 'string' ? payload.error : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, typeof payload.code === 'string' ? payload.code : undefined, payload.fields);
  }
  return { status: response.status, headers: response.headers, data: data as T };
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
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown };
    const message = typeof payload.error === 'string' ? payload.error : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, typeof payload.code === 'string' ? payload.code : undefined);
  }
  return response.blob();
}
