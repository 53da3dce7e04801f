import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, MAX_BODY_BYTES } from '../../src/server/http/app';
import { contactQueries } from '../../src/server/kernel/db/schema';
import { createTestContext, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports that the database answers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const unreachable = createApp({
      ...t.deps,
      database: {
        kind: 'postgres',
        acquire: () => ({ db: { execute: () => Promise.reject(new Error('down')) } as never, release: async () => {} }),
        close: async () => {},
      },
    });
    const res = await unreachable.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'error', database: 'unreachable' });
  });
});

describe('API conventions', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.request('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found', code: 'not_found', key: 'request.routeNotFound' });
  });

  it('refuses an oversized body with 413 and writes nothing', async () => {
    const message = 'x'.repeat(MAX_BODY_BYTES + 10);
    const res = await t.app.request('/api/v1/contact-queries', jsonRequest('POST', { name: 'A', email: 'a@b.co', subject: 'S', message }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'Request body is too large' });
    expect(await t.db.select().from(contactQueries)).toHaveLength(0);
  });

  it('sets security headers and no-store on API answers', async () => {
    const res = await t.app.request('/api/v1/services');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('Every API answer', () => {
  const SECURE_HEADERS = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
  };

  it.each([
    ['a JSON answer', '/api/v1/services', 200],
    ['the JSON 404', '/api/v1/no-such-route', 404],
    ['a refused request (401)', '/api/v1/appointments/mine', 401],
  ])('carries the secure headers and no-store: %s', async (_label, path, status) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(SECURE_HEADERS)) expect(res.headers.get(name), name).toBe(value);
  });

  it('carries them on a redirect too (the contact form posted as plain HTML)', async () => {
    const res = await t.app.request('/api/v1/contact-queries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
