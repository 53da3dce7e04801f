import { testClient } from 'hono/testing';
import { test } from 'vitest';
import type { ApiApp } from '../../src/server/http/app';
import { createTestContext, createUser, jsonRequest, type TestContext } from './test-app';

/** A user of the file's database with their bearer token, and the API as they call it. */
export interface Caller {
  user: Awaited<ReturnType<typeof createUser>>['user'];
  token: string;
  password: string;
  /** `Authorization: Bearer <token>`, for a request built by hand. */
  headers: { Authorization: string };
  /** The typed client (`hono/testing`), every request sent with this user's token. */
  client: ReturnType<typeof testClient<ApiApp>>;
}

/**
 * A request by method and path, for what a typed call cannot say: a table of paths, a body of the
 * wrong shape. Sent as the file's admin unless another token (or null: none) is given.
 */
export type Call = (method: string, path: string, body?: unknown, token?: string | null) => Promise<Response>;

async function caller(api: TestContext, role: 'admin' | 'patient'): Promise<Caller> {
  const { user, token, password } = await createUser(api.db, role);
  const headers = { Authorization: `Bearer ${token}` };
  return { user, token, password, headers, client: testClient(api.app, undefined, undefined, { headers }) };
}

/**
 * The API test (docs/testing.md): `apiTest('POST /api/v1/services creates …', async ({ admin, api }) => …)`.
 * Per file, created at its first use and closed after the file's last test: `api` (the app on a
 * fresh database: app, db, deps), `admin` and `patient` (a user each, with token and typed
 * client), `client` (the typed client without a token) and `call` (method and path, as the admin).
 * In hooks: `apiTest.beforeAll(({ api }) => …)`, `apiTest.beforeEach(({ api }) => …)`.
 */
export const apiTest = test
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern: none
  .extend('api', { scope: 'file' }, async ({}, { onCleanup }) => {
    const api = await createTestContext();
    onCleanup(() => api.close());
    return api;
  })
  .extend('admin', { scope: 'file' }, ({ api }) => caller(api, 'admin'))
  .extend('patient', { scope: 'file' }, ({ api }) => caller(api, 'patient'))
  .extend('client', { scope: 'file' }, ({ api }) => testClient(api.app))
  .extend(
    'call',
    { scope: 'file' },
    ({ api, admin }): Call =>
      async (method, path, body, token = admin.token) =>
        api.app.request(path, jsonRequest(method, body, token ?? undefined)),
  );
