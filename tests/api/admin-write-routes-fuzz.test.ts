import fc from 'fast-check';
import { describe, expect } from 'vitest';
import type { Database } from '../../src/server/kernel/db/database';
import { appointments, contactQueries, recipes, timeSlots } from '../../src/server/kernel/db/schema';
import { seedDemoData } from '../../src/server/http/seed';
import { brokenBody, type FieldSpec, notAnObjectBody } from '../support/fuzz';
import { apiTest as it } from '../support/api-fixture';

/** Property-based bad input for the admin part 2 write routes: always a 4xx with an error, nothing written. */
let ids: { recipe: number; query: number; appointment: number; user: number; slot: number };

it.beforeAll(async ({ api }) => {
  await seedDemoData(api.db);
  const [recipe] = await api.db.select().from(recipes).limit(1);
  const [query] = await api.db.select().from(contactQueries).limit(1);
  const [appointment] = await api.db.select().from(appointments).limit(1);
  const [slot] = await api.db.select().from(timeSlots).limit(1);
  ids = { recipe: recipe!.id, query: query!.id, appointment: appointment!.id, user: appointment!.userId, slot: slot!.id };
});

interface WriteRoute {
  label: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: () => string;
  valid: () => Record<string, unknown>;
  fields: Record<string, FieldSpec>;
}

const recipeBody = () => ({ name: 'Tea', ingredients: 'water', preparation: '<p>Boil.</p>', benefits: null, image_url: null, status: true });
const recipeFields: Record<string, FieldSpec> = {
  name: { kind: 'text', max: 100 },
  ingredients: { kind: 'text', max: 5000 },
  preparation: { kind: 'text', max: 100_000 },
  benefits: { kind: 'optionalText' },
  image_url: { kind: 'optionalText' },
  status: { kind: 'boolean' },
};

const routes: WriteRoute[] = [
  { label: 'POST /recipes', method: 'POST', path: () => '/api/v1/recipes', valid: recipeBody, fields: recipeFields },
  { label: 'PUT /recipes/:id', method: 'PUT', path: () => `/api/v1/recipes/${ids.recipe}`, valid: recipeBody, fields: recipeFields },
  {
    label: 'PUT /contact-queries/:id/status',
    method: 'PUT',
    path: () => `/api/v1/contact-queries/${ids.query}/status`,
    valid: () => ({ status: 'closed' }),
    fields: { status: { kind: 'enum' } },
  },
  {
    label: 'PATCH /contact-queries/:id/status',
    method: 'PATCH',
    path: () => `/api/v1/contact-queries/${ids.query}/status`,
    valid: () => ({ status: 'closed' }),
    fields: { status: { kind: 'enum' } },
  },
  {
    label: 'POST /appointments/reschedule',
    method: 'POST',
    path: () => '/api/v1/appointments/reschedule',
    valid: () => ({ appointmentId: ids.appointment, newSlotId: ids.slot, userId: ids.user }),
    fields: { appointmentId: { kind: 'id' }, newSlotId: { kind: 'id' }, userId: { kind: 'id' } },
  },
];

/** Every row of the tables these routes write, to prove nothing changed. */
const snapshot = async (db: Database) => ({
  recipes: await db.select().from(recipes),
  queries: await db.select().from(contactQueries),
  appointments: await db.select().from(appointments),
  bookedSlots: (await db.select().from(timeSlots)).filter((s) => s.isBooked).map((s) => s.id),
});

describe.each(routes)('$label refuses bad input', (route) => {
  it('with a 4xx and an error, changing nothing', async ({ api, call }) => {
    const before = await snapshot(api.db);
    await fc.assert(
      fc.asyncProperty(fc.oneof(notAnObjectBody, brokenBody(route.valid(), route.fields)), async (body) => {
        const res = await call(route.method, route.path(), body);
        expect(res.status, body).toBeGreaterThanOrEqual(400);
        expect(res.status, body).toBeLessThan(500);
        const json = (await res.json()) as { error?: unknown; key?: unknown };
        expect(typeof json.error).toBe('string');
        expect(json.key).toMatch(/^[a-zA-Z]+\.[\w/-]+$/);
      }),
      { numRuns: 50 },
    );
    expect(await snapshot(api.db)).toEqual(before);
  });
});
