import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSchemaOf, checkAnswer } from '../support/answer-schemas';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

/** Routes no island or admin screen reads as JSON: 204 deletions, files (calendar, PDF, CSV) and the hosts' health probe. */
const NOT_JSON = [
  /^DELETE /,
  /^GET \/api\/v1\/(appointments|courses|class-seats)\/:id\/calendar\.ics$/,
  /\.(pdf|csv)$/,
  /^GET \/api\/v1\/appointments\/:id\/credit-notes\/:noteId$/,
  /^GET \/api\/v1\/payment-documents\/:id$/,
  /^GET \/api\/v1\/appointments\/:id\/reports\/:reportId$/,
  // The clinic's logo: the image itself.
  /^GET \/api\/v1\/clinic-settings\/logo$/,
  // Meta's subscription check answers its challenge as plain text.
  /^GET \/api\/v1\/notifications\/whatsapp\/webhook$/,
  /^GET \/api\/health$/,
  // The local payment link's page (HTML, what Razorpay's hosted page is in production).
  /^GET \/api\/dev\/payment-links\/:linkId$/,
  // An SMS's short link: a redirect, or the HTML page of an expired one (docs/decisions/034).
  /^GET \/p\/:code/,
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const service = { id: 1, name: 'Nadi Pariksha', price: 500, status: true, modes: ['video', 'call'] };

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('response schemas (docs/decisions/018)', () => {
  it('every JSON route of the API has a response schema', () => {
    const routes = new Set(t.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`));
    const withoutSchema = [...routes].filter((route) => {
      if (NOT_JSON.some((pattern) => pattern.test(route))) return false;
      const [method, path] = route.split(' ') as [string, string];
      return !answerSchemaOf(method, path.replace(/:id\b/g, '1'));
    });
    expect(withoutSchema).toEqual([]);
  });

  it('refuses an answer with a field missing, added or of another type, and passes the real one', async () => {
    await expect(checkAnswer('GET', '/api/v1/services/1', json(service))).resolves.toBeUndefined();
    const { price: _price, ...withoutPrice } = service;
    await expect(checkAnswer('GET', '/api/v1/services/1', json(withoutPrice))).rejects.toThrow(/^GET \/api\/v1\/services\/1 answered[\s\S]*at price/);
    await expect(checkAnswer('GET', '/api/v1/services/1', json({ ...service, price_paise: 50_000 }))).rejects.toThrow(/price_paise/);
    await expect(checkAnswer('GET', '/api/v1/services', json([{ ...service, status: 'active' }]))).rejects.toThrow(/status/);
    // Errors have their own shape (SPEC's `error`), checked by the tests that expect them.
    await expect(checkAnswer('GET', '/api/v1/services/1', json({ error: 'Service not found' }, 404))).resolves.toBeUndefined();
  });

  it('checks the answers tests get from the app', async () => {
    const { token } = await createUser(t.db, 'admin');
    const created = await t.app.request('/api/v1/services', jsonRequest('POST', { name: 'Abhyanga', price: 1200, status: true }, token));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: expect.any(Number), name: 'Abhyanga', price: 1200, status: true, modes: expect.any(Array) });
    // The same route, had it answered with a field more, would have failed the request above.
    expect(answerSchemaOf('POST', '/api/v1/services')?.schema.safeParse({ ...service, extra: 1 }).success).toBe(false);
  });
});
