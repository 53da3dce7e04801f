import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { test as base, expect } from './clinic-clock';
import { SignJWT } from 'jose';
import { E2E_ADMIN, e2eBaseUrl } from '../../../playwright.config';
import { clinicClockResponse } from '../../../src/server/http/dev/responses';

/** Logs in through the login screen, as a person would, and waits for the dashboard. */
export async function loginThroughForm(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Puts a token into the admin app's storage ('token', SPEC §3). */
export async function storeToken(page: Page, token: string) {
  await page.goto('/unauthorized');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/**
 * A token the server would refuse but the browser can decode: the admin app only decodes
 * (it never holds the signing key), so expiry and role handling can be tried with it.
 */
export function unsignedToken(claims: { id: number; role: string; exp: number }) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not-the-server-secret-0123456789'));
}

/** When a token expires (its `exp` claim, epoch seconds): the admin app reads it the same way. */
const expiresAtMs = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;

/** A token this close to its expiry on the server's clock is replaced before a test gets it. */
const TOKEN_MARGIN_MS = 2 * 60 * 60_000;

/**
 * `adminToken`: a real admin token shared by a worker's tests (the login route is rate limited),
 * logged in again when the server's clock has moved near its expiry (tests jump the clock ahead,
 * a course's first session may be tomorrow); `adminPage`: a page already logged in with it, opened
 * on the dashboard.
 */
export const test = base.extend<{ adminPage: Page; adminToken: string }, { adminLogin: { current: () => Promise<string> } }>({
  adminLogin: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: e2eBaseUrl(workerInfo.parallelIndex) });
      const login = async () => {
        const res = await api.post('/api/v1/users/login', { data: E2E_ADMIN });
        expect(res.status()).toBe(200);
        return ((await res.json()) as { token: string }).token;
      };
      let token = await login();
      const serverNow = async () => Date.parse(clinicClockResponse.parse(await (await api.get('/api/dev/clock')).json()).now);
      await use({
        current: async () => {
          if (expiresAtMs(token) - (await serverNow()) < TOKEN_MARGIN_MS) token = await login();
          return token;
        },
      });
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  adminToken: async ({ adminLogin }, use) => use(await adminLogin.current()),
  adminPage: async ({ page, adminToken }, use) => {
    await storeToken(page, adminToken);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await use(page);
  },
});

export { expect };

/** Clicks Export CSV and returns the downloaded file's name and lines (after its UTF-8 byte order mark). */
export async function exportCsv(page: Page): Promise<{ fileName: string; lines: string[] }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  // Excel reads Hindi and Gujarati names right only with the mark.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { fileName: download.suggestedFilename(), lines: bytes.subarray(3).toString('utf8').split('\r\n') };
}

const adminHeaders = async (page: Page) => ({ Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` });

/** An admin API call from the test, with the token the page's session holds. */
export async function adminGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/v1${path}`, { headers: await adminHeaders(page) });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** Deletes what a test made, with the page session's token. */
export async function adminDelete(page: Page, path: string): Promise<void> {
  const res = await page.request.delete(`/api/v1${path}`, { headers: await adminHeaders(page) });
  expect(res.status()).toBe(204);
}

/**
 * Runs `steps` with a GSTIN in the clinic settings, which a tax invoice for medicines needs, and
 * puts the settings back afterwards, whatever happens: the worker's later tests expect receipts.
 */
export async function withClinicGstin(page: Page, steps: () => Promise<void>): Promise<void> {
  const headers = await adminHeaders(page);
  const {
    addressLines: _,
    updatedAt: __,
    logoUrl: ___,
    ...settings
  } = (await (await page.request.get('/api/v1/clinic-settings')).json()) as Record<string, unknown>;
  expect((await page.request.put('/api/v1/clinic-settings', { data: { ...settings, gstin: '24AAAPL1234C1ZK' }, headers })).status()).toBe(200);
  try {
    await steps();
  } finally {
    await page.request.put('/api/v1/clinic-settings', { data: { ...settings, gstin: settings.gstin ?? null }, headers });
  }
}
