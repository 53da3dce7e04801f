import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/server/kernel/db/schema';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let activeId: number;
let inactiveId: number;
let adminToken: string;

beforeAll(async () => {
  t = await createTestContext();
  const rows = await t.db
    .insert(services)
    .values([
      { name: 'Personalized Consultation', pricePaise: 80_050 },
      { name: 'Retired Therapy', pricePaise: 10_000, status: false },
    ])
    .returning();
  activeId = rows[0]!.id;
  inactiveId = rows[1]!.id;
  adminToken = (await createUser(t.db, 'admin')).token;
});
afterAll(() => t.close());

describe('GET /api/v1/services', () => {
  it('lists active services with the price in rupees', async () => {
    const res = await t.app.request('/api/v1/services');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: activeId, name: 'Personalized Consultation', price: 800.5, status: true, modes: ['video', 'call'] }]);
  });

  it('lists inactive services too for an admin', async () => {
    const res = await t.app.request('/api/v1/services', jsonRequest('GET', undefined, adminToken));
    const body = (await res.json()) as { id: number }[];
    expect(body.map((s) => s.id)).toEqual([activeId, inactiveId]);
  });

  it('treats a forged token as anonymous', async () => {
    const res = await t.app.request('/api/v1/services', jsonRequest('GET', undefined, `${adminToken}x`));
    expect(((await res.json()) as unknown[]).length).toBe(1);
  });
});

describe('GET /api/v1/services/{id}', () => {
  it('answers one service', async () => {
    const res = await t.app.request(`/api/v1/services/${activeId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: activeId, name: 'Personalized Consultation', price: 800.5, status: true, modes: ['video', 'call'] });
  });

  it('answers 404 for a missing id and for an inactive service asked anonymously', async () => {
    for (const id of [999_999, inactiveId]) {
      const res = await t.app.request(`/api/v1/services/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'Service not found' });
    }
  });

  it.each(['abc', '-1', '1.5', '0', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await t.app.request(`/api/v1/services/${id}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Id must be a positive integer' });
  });
});
