import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages as m } from '../../src/lib/validation/messages';
import { contactQueries, rateLimits } from '../../src/server/kernel/db/schema';
import { createTestContext, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(contactQueries);
  await t.db.delete(rateLimits);
});

const valid = { name: 'Ritu Desai', email: 'ritu@example.com', mobile: '98765 43210', subject: 'Garbhasanskar', message: 'Is it online?' };
const post = (body: unknown, ip = '10.0.0.1') => t.app.request('/api/v1/contact-queries', jsonRequest('POST', body, undefined, { 'x-test-ip': ip }));

describe('POST /api/v1/contact-queries', () => {
  it('creates a pending query and answers 201 with the record', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ...valid, status: 'pending' });
    expect(typeof body.id).toBe('number');
    expect(new Date(body.createdAt as string).getTime()).not.toBeNaN();
    expect(body.updatedAt).toBeTruthy();
    expect(await t.db.select().from(contactQueries)).toHaveLength(1);
  });

  it('accepts a null or missing mobile', async () => {
    const { mobile: _omit, ...withoutMobile } = valid;
    expect((await post({ ...valid, mobile: null })).status).toBe(201);
    const res = await post(withoutMobile);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ mobile: null });
  });

  it('trims the text it stores', async () => {
    const res = await post({ ...valid, name: '  Ritu  ', subject: ' Hi ' });
    expect(await res.json()).toMatchObject({ name: 'Ritu', subject: 'Hi' });
  });

  it.each([
    ['a blank name', { ...valid, name: '   ' }, m.nameRequired],
    ['a missing name', { ...valid, name: undefined }, m.nameRequired],
    ['a numeric name', { ...valid, name: 42 }, m.nameRequired],
    ['a missing email', { ...valid, email: '' }, m.emailRequired],
    ['a missing subject', { ...valid, subject: '' }, m.subjectRequired],
    ['a missing message', { ...valid, message: ' ' }, m.messageRequired],
    ['a missing message before a bad email', { ...valid, email: 'nope', message: '' }, m.messageRequired],
    ['a bad email', { ...valid, email: 'ritu@example' }, m.emailInvalid],
    ['a one-letter top-level domain', { ...valid, email: 'ritu@example.c' }, m.emailInvalid],
    ['a 9-digit mobile', { ...valid, mobile: '987654321' }, m.mobileInvalid],
    ['an 11-digit mobile', { ...valid, mobile: '98765432101' }, m.mobileInvalid],
    ['a numeric mobile', { ...valid, mobile: 9876543210 }, m.mobileInvalid],
    ['a huge message', { ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses %s with 400 and writes nothing', async (_label, body, error) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error, code: 'invalid' });
    expect(await t.db.select().from(contactQueries)).toHaveLength(0);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await post('{"name": "Ritu",');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/malformed json/i) });
    expect(await t.db.select().from(contactQueries)).toHaveLength(0);
  });

  it('refuses a JSON array or a non-JSON body with 400', async () => {
    expect((await post([valid])).status).toBe(400);
    const res = await t.app.request('/api/v1/contact-queries', { method: 'POST', body: 'name=Ritu', headers: { 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(400);
    expect(await t.db.select().from(contactQueries)).toHaveLength(0);
  });

  it('rate limits one client after 20 messages an hour with 429', async () => {
    for (let i = 0; i < 20; i += 1) expect((await post(valid, '10.9.9.9')).status).toBe(201);
    const res = await post(valid, '10.9.9.9');
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: 'Too many messages sent. Please try again later.' });
    expect((await post(valid, '10.9.9.10')).status).toBe(201);
    expect(await t.db.select().from(contactQueries)).toHaveLength(21);
  });
});

describe('POST /api/v1/contact-queries as a plain HTML form (before the island hydrates)', () => {
  const postForm = (fields: Record<string, string>, ip = '10.0.0.2') =>
    t.app.request('/api/v1/contact-queries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'x-test-ip': ip },
      body: new URLSearchParams(fields).toString(),
    });
  const formFields = { name: 'Ritu Desai', email: 'ritu@example.com', mobile: '', subject: 'Garbhasanskar', message: 'Is it online?' };

  it('stores the query and sends the visitor back to the page with the success line', async () => {
    const res = await postForm({ ...formFields, page: '/hi/contact' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/hi/contact#contact-status-success');
    const [row] = await t.db.select().from(contactQueries);
    expect(row).toMatchObject({ name: 'Ritu Desai', email: 'ritu@example.com', mobile: null, subject: 'Garbhasanskar', status: 'pending' });
  });

  it('names the first rule that failed and stores nothing', async () => {
    const res = await postForm({ ...formFields, email: 'ritu@example', page: '/' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/#contact-status-emailInvalid');
    expect(await t.db.select().from(contactQueries)).toHaveLength(0);
  });

  it('refuses control characters as the JSON route does, and stores nothing', async () => {
    const res = await postForm({ ...formFields, subject: 'Garbha\u0007sanskar', page: '/gu/contact' });
    expect(res.headers.get('location')).toBe('/gu/contact#contact-status-failure');
    expect(await t.db.select().from(contactQueries)).toHaveLength(0);
  });

  it('returns only to one of the form pages, never to another site', async () => {
    for (const page of ['https://evil.example/', '//evil.example', '/admin', '/contact/../admin']) {
      const res = await postForm({ ...formFields, page });
      expect(res.headers.get('location')).toBe('/contact#contact-status-success');
    }
  });

  it('keeps the per-client limit of the JSON route', async () => {
    for (let i = 0; i < 20; i += 1) expect((await postForm(formFields, '10.0.0.9')).headers.get('location')).toMatch(/success$/);
    expect((await postForm(formFields, '10.0.0.9')).headers.get('location')).toBe('/contact#contact-status-tooMany');
    expect(await t.db.select().from(contactQueries)).toHaveLength(20);
  });
});
