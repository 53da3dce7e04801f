import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { recipeMessages as m } from '../../src/lib/validation/messages';
import type { Database } from '../../src/server/kernel/db/database';
import { recipes } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';

it.beforeEach(async ({ api }) => {
  await api.db.delete(recipes);
});

const valid = {
  name: 'Golden Turmeric Milk',
  ingredients: '1 cup milk\n1/2 tsp turmeric',
  preparation: '<h2>Method</h2><ol><li>Warm the milk.</li><li>Stir in <strong>turmeric</strong>.</li></ol>',
  benefits: '<p>Supports <em>sound sleep</em>.</p>',
  image_url: 'https://example.com/milk.jpg',
  status: true,
};

async function insertRecipe(db: Database, fields: Partial<typeof recipes.$inferInsert> = {}) {
  const [row] = await db
    .insert(recipes)
    .values({ name: 'Khichdi', ingredients: 'rice\ndal', preparation: '<p>Cook.</p>', ...fields })
    .returning();
  return row!;
}

describe('POST /api/v1/recipes', () => {
  it('creates a recipe and answers 201 with the SPEC fields', async ({ admin, api }) => {
    const res = await admin.client.api.v1.recipes.$post({ json: valid });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ id: expect.any(Number), ...valid, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect(new Date(body.createdAt as string).getTime()).not.toBeNaN();
    expect(await api.db.select().from(recipes)).toHaveLength(1);
  });

  it('stores blank optional fields as null', async ({ call }) => {
    const res = await call('POST', '/api/v1/recipes', {
      name: ' Tea ',
      ingredients: 'water',
      preparation: '<p>Boil.</p>',
      benefits: '<p><br></p>',
      image_url: '',
      status: false,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: 'Tea', benefits: null, image_url: null, status: false });
  });

  it('removes script tags, event handlers, styles and javascript: links from the rich text', async ({ api, call }) => {
    const res = await call('POST', '/api/v1/recipes', {
      ...valid,
      preparation:
        '<p onclick="steal()">Warm <img src=x onerror="alert(1)"><script>alert(1)</script><u>gently</u> <s>fast</s></p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">bad</a> <a href="https://ok.example" onmouseover="x()" target="_blank">good</a>',
      benefits: '<h1 style="color:red">Calm</h1><svg onload="alert(1)"></svg><ul><li>Sleep</li></ul><a href="mailto:clinic@example.com">Mail</a>',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { preparation: string; benefits: string };
    expect(body.preparation).toBe(
      '<p>Warm <u>gently</u> <s>fast</s></p><a>bad</a> <a href="https://ok.example" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(body.benefits).toBe('<h1>Calm</h1><ul><li>Sleep</li></ul><a href="mailto:clinic@example.com">Mail</a>');
    const [row] = await api.db.select().from(recipes);
    expect(row!.preparation).not.toMatch(/script|onerror|onclick|javascript|iframe/i);
  });

  it("stores the editor's no-break spaces as plain spaces so recipe text wraps", async ({ call }) => {
    const res = await call('POST', '/api/v1/recipes', { ...valid, preparation: '<p>Warm&nbsp;the&nbsp;milk &amp; stir</p>' });
    expect(await res.json()).toMatchObject({ preparation: '<p>Warm the milk &amp; stir</p>' });
  });

  it('refuses preparation that is empty once unsafe HTML is removed', async ({ api, call }) => {
    const res = await call('POST', '/api/v1/recipes', { ...valid, preparation: '<script>alert(1)</script>' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: m.preparationRequired });
    expect(await api.db.select().from(recipes)).toHaveLength(0);
  });

  it.for([
    ['a blank name', { ...valid, name: '  ' }, m.nameRequired],
    ['a missing name', { ...valid, name: undefined }, m.nameRequired],
    ['a blank name before blank ingredients', { ...valid, name: '', ingredients: '' }, m.nameRequired],
    ['blank ingredients', { ...valid, ingredients: ' \n ' }, m.ingredientsRequired],
    ['blank ingredients before an empty preparation', { ...valid, ingredients: '', preparation: '' }, m.ingredientsRequired],
    ['an empty rich-text paragraph as preparation', { ...valid, preparation: '<p><br></p>' }, m.preparationRequired],
    ['a missing preparation', { ...valid, preparation: undefined }, m.preparationRequired],
    ['an empty preparation before a bad image URL', { ...valid, preparation: '<p> </p>', image_url: 'nope' }, m.preparationRequired],
    ['an image URL that is not a URL', { ...valid, image_url: 'milk.jpg' }, m.imageUrlInvalid],
    ['a javascript: image URL', { ...valid, image_url: 'javascript:alert(1)' }, m.imageUrlInvalid],
    ['a data: image URL', { ...valid, image_url: 'data:image/png;base64,AAAA' }, m.imageUrlInvalid],
    ['a string status', { ...valid, status: 'yes' }, 'Status must be true or false'],
    ['a missing status', { ...valid, status: undefined }, 'Status must be true or false'],
    ['a huge name', { ...valid, name: 'x'.repeat(101) }, 'Recipe name must be at most 100 characters'],
  ] as const)('refuses %s with 400 and writes nothing', async ([, body, error], { api, call }) => {
    const res = await call('POST', '/api/v1/recipes', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error, code: 'invalid' });
    expect(await api.db.select().from(recipes)).toHaveLength(0);
  });

  it('answers 401 without a token and 403 for a patient, writing nothing', async ({ api, call, patient }) => {
    expect((await call('POST', '/api/v1/recipes', valid, null)).status).toBe(401);
    const res = await call('POST', '/api/v1/recipes', valid, patient.token);
    expect(res.status).toBe(403);
    expect(await api.db.select().from(recipes)).toHaveLength(0);
  });
});

describe('PUT /api/v1/recipes/:id', () => {
  it('updates every field and answers 200 with the recipe', async ({ api, call }) => {
    const existing = await insertRecipe(api.db);
    const res = await call('PUT', `/api/v1/recipes/${existing.id}`, { ...valid, status: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: existing.id, ...valid, status: false });
    const [row] = await api.db.select().from(recipes).where(eq(recipes.id, existing.id));
    expect(row).toMatchObject({ name: valid.name, status: false, imageUrl: valid.image_url });
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(existing.updatedAt.getTime());
  });

  it('sanitizes on update too', async ({ api, call }) => {
    const existing = await insertRecipe(api.db);
    const res = await call('PUT', `/api/v1/recipes/${existing.id}`, { ...valid, benefits: '<p>ok<script>alert(1)</script></p>' });
    expect(await res.json()).toMatchObject({ benefits: '<p>ok</p>' });
  });

  it('answers 404 for a missing recipe and 400 for a bad id or body', async ({ api, call }) => {
    const existing = await insertRecipe(api.db);
    const missing = await call('PUT', `/api/v1/recipes/${existing.id + 1000}`, valid);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Recipe not found', code: 'not_found' });
    expect((await call('PUT', '/api/v1/recipes/abc', valid)).status).toBe(400);
    const blank = await call('PUT', `/api/v1/recipes/${existing.id}`, { ...valid, name: '' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: m.nameRequired });
    const [row] = await api.db.select().from(recipes).where(eq(recipes.id, existing.id));
    expect(row!.name).toBe('Khichdi');
  });

  it('answers 401 without a token and 403 for a patient, changing nothing', async ({ api, call, patient }) => {
    const existing = await insertRecipe(api.db);
    expect((await call('PUT', `/api/v1/recipes/${existing.id}`, valid, null)).status).toBe(401);
    expect((await call('PUT', `/api/v1/recipes/${existing.id}`, valid, patient.token)).status).toBe(403);
    const [row] = await api.db.select().from(recipes).where(eq(recipes.id, existing.id));
    expect(row!.name).toBe('Khichdi');
  });
});

describe('DELETE /api/v1/recipes/:id', () => {
  it('deletes the recipe with 204 and then answers 404', async ({ api, call }) => {
    const existing = await insertRecipe(api.db);
    const res = await call('DELETE', `/api/v1/recipes/${existing.id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await api.db.select().from(recipes)).toHaveLength(0);
    expect((await call('DELETE', `/api/v1/recipes/${existing.id}`)).status).toBe(404);
  });

  it('answers 400 for a bad id, 401 without a token and 403 for a patient', async ({ api, call, patient }) => {
    const existing = await insertRecipe(api.db);
    expect((await call('DELETE', '/api/v1/recipes/0')).status).toBe(400);
    expect((await call('DELETE', `/api/v1/recipes/${existing.id}`, undefined, null)).status).toBe(401);
    expect((await call('DELETE', `/api/v1/recipes/${existing.id}`, undefined, patient.token)).status).toBe(403);
    expect(await api.db.select().from(recipes)).toHaveLength(1);
  });
});
