import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../../src/server/kernel/db/schema';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let activeId: number;
let inactiveId: number;
let adminToken: string;
let patientToken: string;

beforeAll(async () => {
  t = await createTestContext();
  const rows = await t.db
    .insert(recipes)
    .values([
      {
        name: 'Moong Dal Khichdi',
        ingredients: '1/2 cup moong dal\n1/2 cup rice',
        preparation: '<p>Simmer until soft.</p>',
        benefits: '<p>Light to digest.</p>',
        imageUrl: 'https://example.com/khichdi.jpg',
      },
      { name: 'Retired Recipe', ingredients: 'water', preparation: '<p>Boil.</p>', status: false },
    ])
    .returning();
  activeId = rows[0]!.id;
  inactiveId = rows[1]!.id;
  adminToken = (await createUser(t.db, 'admin')).token;
  patientToken = (await createUser(t.db, 'patient')).token;
});
afterAll(() => t.close());

const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe('GET /api/v1/recipes', () => {
  it('lists only active recipes for a visitor, with the SPEC §3 fields', async () => {
    const res = await t.app.request('/api/v1/recipes');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        id: activeId,
        name: 'Moong Dal Khichdi',
        ingredients: '1/2 cup moong dal\n1/2 cup rice',
        preparation: '<p>Simmer until soft.</p>',
        benefits: '<p>Light to digest.</p>',
        image_url: 'https://example.com/khichdi.jpg',
        status: true,
        createdAt: iso,
        updatedAt: iso,
      },
    ]);
  });

  it('lists only active recipes for a patient', async () => {
    const res = await t.app.request('/api/v1/recipes', jsonRequest('GET', undefined, patientToken));
    expect(((await res.json()) as { id: number }[]).map((r) => r.id)).toEqual([activeId]);
  });

  it('lists inactive recipes too for an admin', async () => {
    const res = await t.app.request('/api/v1/recipes', jsonRequest('GET', undefined, adminToken));
    const body = (await res.json()) as { id: number; status: boolean; benefits: string | null; image_url: string | null }[];
    expect(body.map((r) => r.id)).toEqual([activeId, inactiveId]);
    expect(body[1]).toMatchObject({ status: false, benefits: null, image_url: null });
  });
});

describe('GET /api/v1/recipes/{id}', () => {
  it('answers an active recipe to a visitor', async () => {
    const res = await t.app.request(`/api/v1/recipes/${activeId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: activeId, name: 'Moong Dal Khichdi', status: true });
  });

  it('answers 404 to a visitor for an inactive or missing recipe', async () => {
    for (const id of [inactiveId, 999_999]) {
      const res = await t.app.request(`/api/v1/recipes/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'Recipe not found', code: 'not_found' });
    }
  });

  it('answers an inactive recipe to an admin', async () => {
    const res = await t.app.request(`/api/v1/recipes/${inactiveId}`, jsonRequest('GET', undefined, adminToken));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: inactiveId, name: 'Retired Recipe', status: false });
  });

  it.each(['abc', '0', '-3'])('answers 400 for the id %s', async (id) => {
    const res = await t.app.request(`/api/v1/recipes/${id}`);
    expect(res.status).toBe(400);
  });
});
