import { atom, onMount } from 'nanostores';
import toast from 'react-hot-toast';
import { type ApiRequestOptions, api, apiDownload, apiFetch, errorMessage, setUnauthorizedHandler } from '../../lib/api/client';
import type { LoginResponse } from '../../lib/api/types';
import { saveFile } from '../components/save-file';
import { SESSION_EXPIRED_MESSAGE, type SessionUser, decodeSessionToken } from '../../lib/auth/session-token';

/** SPEC §3: the admin token lives in local storage under this key. */
export const TOKEN_STORAGE_KEY = 'token';

export type SessionState = { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; user: SessionUser; token: string };

/** The admin session (SPEC §4 admin auth): loading, then authenticated or anonymous. */
export const $session = atom<SessionState>({ status: 'loading' });

function endSession(message?: string) {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  $session.set({ status: 'anonymous' });
  if (message) toast.error(message);
}

/** Restores the session from storage; an expired or undecodable token is removed with a toast. */
function restoreSession() {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (!token) {
    $session.set({ status: 'anonymous' });
    return;
  }
  const user = decodeSessionToken(token, Date.now());
  if (!user) {
    endSession(SESSION_EXPIRED_MESSAGE);
    return;
  }
  $session.set({ status: 'authenticated', user, token });
}

onMount($session, () => {
  if ($session.get().status === 'loading') restoreSession();
  // The server refused our token (expired or revoked): back to the login screen.
  setUnauthorizedHandler(() => {
    if ($session.get().status === 'authenticated') endSession(SESSION_EXPIRED_MESSAGE);
  });
});

/** Logs in with e-mail and password; true on success (SPEC §8 toasts). */
export async function login(email: string, password: string): Promise<boolean> {
  try {
    const { token } = await api<LoginResponse>('/v1/users/login', { method: 'POST', body: { email, password } });
    const user = decodeSessionToken(token, Date.now());
    if (!user) throw new Error('The server sent an unusable token');
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    $session.set({ status: 'authenticated', user, token });
    toast.success('Login successful');
    return true;
  } catch (err) {
    toast.error(`Login failed. ${errorMessage(err, '')}`);
    return false;
  }
}

/** SPEC's logout (token removed, user cleared) at once; the server ends the session too. */
export function logout() {
  const token = currentToken();
  endSession();
  if (token) api('/v1/users/logout', { method: 'POST', token }).catch(() => undefined);
}

const currentToken = () => {
  const session = $session.get();
  return session.status === 'authenticated' ? session.token : null;
};

/** An admin API call: the shared client with the session's bearer token. */
export const adminApi = <T>(path: string, options: Omit<ApiRequestOptions, 'token'> = {}) => api<T>(path, { ...options, token: currentToken() });

/** Like adminApi, for screens that look at the success status (SPEC §8 'completed with status: N'). */
export const adminApiFetch = <T>(path: string, options: Omit<ApiRequestOptions, 'token'> = {}) =>
  apiFetch<T>(path, { ...options, token: currentToken() });

/** A file the API serves to staff (a receipt PDF, the accountant's CSV), as a Blob. */
export const adminDownload = (path: string) => apiDownload(path, currentToken() ?? '');

/** Fetches a file the API serves to signed-in staff (a report, a PDF) and saves it under `fileName`. */
export const adminSaveFile = async (path: string, fileName: string) => saveFile(await adminDownload(path), fileName);
