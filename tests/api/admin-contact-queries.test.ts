import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactQueryAdminMessages as m } from '../../src/lib/validation/messages';
import { contactQueries } from '../../src/server/kernel/db/schema';
import { createUser, jsonRequest, useTestApp } from '../support/test-app';

const t = useTestApp();
let adminToken: string;
let patientToken: string;
beforeAll(async () => {
  adminToken = (await createUser(t.db, 'admin')).token;
  patientToken = (await createUser(t.db, 'patient')).token;
});
beforeEach(async () => {
  await t.db.delete(contactQueries);
});

const send = (method: string, path: string, body?: unknown, token: string | null = adminToken) =>
  t.app.request(`/api/v1/contact-queries${path}`, jsonRequest(method, body, token ?? undefined));

async function insertQuery(fields: Partial<typeof contactQueries.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(contactQueries)
    .values({ name: 'Ritu Desai', email: 'ritu@example.com', mobile: '9876543210', subject: 'Garbhasanskar', message: 'Is it online?', ...fields })
    .returning();
  return row!;
}

const statusOf = async (id: number) => (await t.db.select().from(contactQueries).where(eq(contactQueries.id, id)))[0]?.status;

describe('GET /api/v1/contact-queries/admin', () => {
  it('lists every query, newest first, with the SPEC fields', async () => {
    const older = await insertQuery({ createdAt: new Date('2025-01-05T09:34:00Z') });
    const newer = await insertQuery({ name: 'Sanjay', mobile: null, status: 'resolved' });
    const res = await send('GET', '/admin');
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

  it('answers 401 without a token and 403 for a patient', async () => {
    await insertQuery();
    expect((await send('GET', '/admin', undefined, null)).status).toBe(401);
    const res = await send('GET', '/admin', undefined, patientToken);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('ritu@example.com');
  });
});

describe('GET /api/v1/contact-queries/:id', () => {
  it('answers one query', async () => {
    const query = await insertQuery();
    const res = await send('GET', `/${query.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: query.id, subject: 'Garbhasanskar', message: 'Is it online?' });
  });

  it('answers 404 for a missing id and 400 for a bad id', async () => {
    const missing = await send('GET', '/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Contact query not found', code: 'not_found' });
    expect((await send('GET', '/abc')).status).toBe(400);
  });

  it('answers 401 without a token and 403 for a patient', async () => {
    const query = await insertQuery();
    expect((await send('GET', `/${query.id}`, undefined, null)).status).toBe(401);
    expect((await send('GET', `/${query.id}`, undefined, patientToken)).status).toBe(403);
  });
});

describe('DELETE /api/v1/contact-queries/:id', () => {
  it('deletes with 204, then answers 404', async () => {
    const query = await insertQuery();
    const other = await insertQuery({ name: 'Anita' });
    const res = await send('DELETE', `/${query.id}`);
    expect(res.status).toBe(204);
    expect((await t.db.select().from(contactQueries)).map((q) => q.id)).toEqual([other.id]);
    expect((await send('DELETE', `/${query.id}`)).status).toBe(404);
  });

  it('answers 400 for a bad id, 401 without a token and 403 for a patient, deleting nothing', async () => {
    const query = await insertQuery();
    expect((await send('DELETE', '/-1')).status).toBe(400);
    expect((await send('DELETE', `/${query.id}`, undefined, null)).status).toBe(401);
    expect((await send('DELETE', `/${query.id}`, undefined, patientToken)).status).toBe(403);
    expect(await t.db.select().from(contactQueries)).toHaveLength(1);
  });
});

describe.each(['PUT', 'PATCH'])('%s /api/v1/contact-queries/:id/status', (method) => {
  it.each(['resolved', 'closed', 'pending'])('sets the status to %s and answers 200 with the query', async (status) => {
    const query = await insertQuery({ status: status === 'pending' ? 'closed' : 'pending' });
    const res = await send(method, `/${query.id}/status`, { status });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: query.id, status, subject: 'Garbhasanskar' });
    expect(await statusOf(query.id)).toBe(status);
  });

  it.each([
    ['an unknown status', { status: 'archived' }],
    ['an upper-case status', { status: 'RESOLVED' }],
    ['a missing status', {}],
    ['a numeric status', { status: 1 }],
  ])('refuses %s with 400 and keeps the status', async (_label, body) => {
    const query = await insertQuery();
    const res = await send(method, `/${query.id}/status`, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: m.statusInvalid, code: 'invalid' });
    expect(await statusOf(query.id)).toBe('pending');
  });

  it('answers 404 for a missing query', async () => {
    const res = await send(method, '/999999/status', { status: 'closed' });
    expect(res.status).toBe(404);
  });

  it('answers 401 without a token and 403 for a patient, changing nothing', async () => {
    const query = await insertQuery();
    expect((await send(method, `/${query.id}/status`, { status: 'closed' }, null)).status).toBe(401);
    expect((await send(method, `/${query.id}/status`, { status: 'closed' }, patientToken)).status).toBe(403);
    expect(await statusOf(query.id)).toBe('pending');
  });
});

describe('POST /api/v1/contact-queries then the admin list', () => {
  it('shows a query sent from the public form to the admin as pending', async () => {
    const created = await send('POST', '', { name: 'Visitor', email: 'v@example.com', subject: 'Hello', message: 'Hi', mobile: null }, null);
    expect(created.status).toBe(201);
    const list = (await (await send('GET', '/admin')).json()) as { name: string; status: string }[];
    expect(list).toEqual([expect.objectContaining({ name: 'Visitor', status: 'pending' })]);
  });
});
