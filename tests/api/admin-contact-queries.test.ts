import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { contactQueryAdminMessages as m } from '../../src/lib/validation/messages';
import type { Database } from '../../src/server/kernel/db/database';
import { contactQueries } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';

it.beforeEach(async ({ api }) => {
  await api.db.delete(contactQueries);
});

async function insertQuery(db: Database, fields: Partial<typeof contactQueries.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactQueries)
    .values({ name: 'Ritu Desai', email: 'ritu@example.com', mobile: '9876543210', subject: 'Garbhasanskar', message: 'Is it online?', ...fields })
    .returning();
  return row!;
}

const statusOf = async (db: Database, id: number) => (await db.select().from(contactQueries).where(eq(contactQueries.id, id)))[0]?.status;

describe('GET /api/v1/contact-queries/admin', () => {
  it('lists every query, newest first, with the SPEC fields', async ({ admin, api }) => {
    const older = await insertQuery(api.db, { createdAt: new Date('2025-01-05T09:34:00Z') });
    const newer = await insertQuery(api.db, { name: 'Sanjay', mobile: null, status: 'resolved' });
    const res = await admin.client.api.v1['contact-queries'].admin.$get({ query: {} });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body.map((q) => q.id)).toEqual([newer.id, older.id]);
    expect(body[1]).toEqual({
      id: older.id,
      name: 'Ritu Desai',
      email: 'ritu@example.com',
      mobile: '9876543210',
      subject: 'Garbhasanskar',
      message: 'Is it online?',
      status: 'pending',
      createdAt: '2025-01-05T09:34:00.000Z',
      updatedAt: expect.any(String),
    });
    expect(body[0]).toMatchObject({ mobile: null, status: 'resolved' });
  });

  it('answers 401 without a token and 403 for a patient', async ({ api, call, patient }) => {
    await insertQuery(api.db);
    expect((await call('GET', '/api/v1/contact-queries/admin', undefined, null)).status).toBe(401);
    const res = await call('GET', '/api/v1/contact-queries/admin', undefined, patient.token);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('ritu@example.com');
  });
});

describe('GET /api/v1/contact-queries/:id', () => {
  it('answers one query', async ({ admin, api }) => {
    const query = await insertQuery(api.db);
    const res = await admin.client.api.v1['contact-queries'][':id'].$get({ param: { id: String(query.id) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: query.id, subject: 'Garbhasanskar', message: 'Is it online?' });
  });

  it('answers 404 for a missing id and 400 for a bad id', async ({ call }) => {
    const missing = await call('GET', '/api/v1/contact-queries/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Contact query not found', code: 'not_found' });
    expect((await call('GET', '/api/v1/contact-queries/abc')).status).toBe(400);
  });

  it('answers 401 without a token and 403 for a patient', async ({ api, call, patient }) => {
    const query = await insertQuery(api.db);
    expect((await call('GET', `/api/v1/contact-queries/${query.id}`, undefined, null)).status).toBe(401);
    expect((await call('GET', `/api/v1/contact-queries/${query.id}`, undefined, patient.token)).status).toBe(403);
  });
});

describe('DELETE /api/v1/contact-queries/:id', () => {
  it('deletes with 204, then answers 404', async ({ api, call }) => {
    const query = await insertQuery(api.db);
    const other = await insertQuery(api.db, { name: 'Anita' });
    const res = await call('DELETE', `/api/v1/contact-queries/${query.id}`);
    expect(res.status).toBe(204);
    expect((await api.db.select().from(contactQueries)).map((q) => q.id)).toEqual([other.id]);
    expect((await call('DELETE', `/api/v1/contact-queries/${query.id}`)).status).toBe(404);
  });

  it('answers 400 for a bad id, 401 without a token and 403 for a patient, deleting nothing', async ({ api, call, patient }) => {
    const query = await insertQuery(api.db);
    expect((await call('DELETE', '/api/v1/contact-queries/-1')).status).toBe(400);
    expect((await call('DELETE', `/api/v1/contact-queries/${query.id}`, undefined, null)).status).toBe(401);
    expect((await call('DELETE', `/api/v1/contact-queries/${query.id}`, undefined, patient.token)).status).toBe(403);
    expect(await api.db.select().from(contactQueries)).toHaveLength(1);
  });
});

describe.each(['PUT', 'PATCH'])('%s /api/v1/contact-queries/:id/status', (method) => {
  it.for(['resolved', 'closed', 'pending'])('sets the status to %s and answers 200 with the query', async (status, { api, call }) => {
    const query = await insertQuery(api.db, { status: status === 'pending' ? 'closed' : 'pending' });
    const res = await call(method, `/api/v1/contact-queries/${query.id}/status`, { status });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: query.id, status, subject: 'Garbhasanskar' });
    expect(await statusOf(api.db, query.id)).toBe(status);
  });

  it.for([
    ['an unknown status', { status: 'archived' }],
    ['an upper-case status', { status: 'RESOLVED' }],
    ['a missing status', {}],
    ['a numeric status', { status: 1 }],
  ])('refuses %s with 400 and keeps the status', async ([, body], { api, call }) => {
    const query = await insertQuery(api.db);
    const res = await call(method, `/api/v1/contact-queries/${query.id}/status`, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: m.statusInvalid, code: 'invalid' });
    expect(await statusOf(api.db, query.id)).toBe('pending');
  });

  it('answers 404 for a missing query', async ({ call }) => {
    const res = await call(method, '/api/v1/contact-queries/999999/status', { status: 'closed' });
    expect(res.status).toBe(404);
  });

  it('answers 401 without a token and 403 for a patient, changing nothing', async ({ api, call, patient }) => {
    const query = await insertQuery(api.db);
    expect((await call(method, `/api/v1/contact-queries/${query.id}/status`, { status: 'closed' }, null)).status).toBe(401);
    expect((await call(method, `/api/v1/contact-queries/${query.id}/status`, { status: 'closed' }, patient.token)).status).toBe(403);
    expect(await statusOf(api.db, query.id)).toBe('pending');
  });
});

describe('POST /api/v1/contact-queries then the admin list', () => {
  it('shows a query sent from the public form to the admin as pending', async ({ admin, client }) => {
    const created = await client.api.v1['contact-queries'].$post({
      json: { name: 'Visitor', email: 'v@example.com', subject: 'Hello', message: 'Hi', mobile: null },
    });
    expect(created.status).toBe(201);
    const list = (await (await admin.client.api.v1['contact-queries'].admin.$get({ query: {} })).json()) as { name: string; status: string }[];
    expect(list).toEqual([expect.objectContaining({ name: 'Visitor', status: 'pending' })]);
  });
});
