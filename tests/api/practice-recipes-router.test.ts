import { Hono } from 'hono';
import { testClient } from 'hono/testing';
import { describe, expect } from 'vitest';
import { requestContext } from '../../src/server/http/app';
import type { AppDeps, AppEnv } from '../../src/server/kernel/app-env';
import { handleError } from '../../src/server/kernel/errors';
import { recipesRoutes } from '../../src/server/practice';
import { apiTest as it } from '../support/api-fixture';

/**
 * A context's router tested alone (docs/decisions/036): practice's recipes router behind the
 * request context every router gets from createApp, and the same error answers, with no other
 * router, no /api prefix and none of the edge's middleware.
 */
const recipesAlone = (deps: AppDeps) => {
  const app = new Hono<AppEnv>().use(requestContext(deps)).route('/recipes', recipesRoutes);
  app.onError(handleError);
  return app;
};

const valid = {
  name: 'Golden Turmeric Milk',
  ingredients: '1 cup milk',
  preparation: '<p>Warm the milk.</p>',
  benefits: null,
  image_url: null,
  status: true,
};

describe('practice recipes router, mounted alone', () => {
  it('POST /recipes creates a recipe for the admin, and GET /recipes/{id} answers it', async ({ api, admin }) => {
    const client = testClient(recipesAlone(api.deps), undefined, undefined, { headers: admin.headers });
    const created = await client.recipes.$post({ json: valid });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject(valid);
    const read = await client.recipes[':id'].$get({ param: { id: String(body.id) } });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: body.id, name: valid.name });
  });

  it('POST /recipes answers 401 without a token and 403 for a patient, through the request context', async ({ api, patient }) => {
    const app = recipesAlone(api.deps);
    expect((await testClient(app).recipes.$post({ json: valid })).status).toBe(401);
    const refused = await testClient(app, undefined, undefined, { headers: patient.headers }).recipes.$post({ json: valid });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'forbidden' });
  });

  it('serves no other context’s routes', async ({ api, admin }) => {
    const res = await recipesAlone(api.deps).request('/services', { headers: admin.headers });
    expect(res.status).toBe(404);
  });
});
