import fc from 'fast-check';
import { count, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { brokenBody, type FieldSpec, notAnObjectBody } from '../support/fuzz';
import { createTestContext, createUser, type TestContext } from '../support/test-app';

/**
 * Property-based bad input for every write route: malformed JSON, wrong types, missing fields,
 * huge strings, negative and fractional numbers. Always a 4xx with an `error` text, never a 500,
 * and not one row changed anywhere.
 */
let t: TestContext;
let tokens: Record<'admin' | 'patient', string>;

beforeAll(async () => {
  t = await createTestContext();
  await seedDemoData(t.db);
  tokens = { admin: (await createUser(t.db, 'admin')).token, patient: (await createUser(t.db, 'patient')).token };
});
afterAll(() => t.close());

interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  auth?: 'admin' | 'patient';
  valid: Record<string, unknown>;
  fields: Record<string, FieldSpec>;
}

const writeRoutes: WriteRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/contact-queries',
    valid: { name: 'Ritu', email: 'ritu@example.com', subject: 'Hello', message: 'A question', mobile: '9876543210' },
    fields: { name: { kind: 'text', max: 100 }, email: { kind: 'email' }, subject: { kind: 'text', max: 200 }, message: { kind: 'text', max: 5000 }, mobile: { kind: 'optionalText' } },
  },
  {
    method: 'POST',
    path: '/api/v1/users/login',
    valid: { email: 'nobody@example.com', password: 'whatever-password' },
    fields: { email: { kind: 'text', max: 254 }, password: { kind: 'text', max: 200 } },
  },
];

const allTables: PgTable[] = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable) && v !== schema.rateLimits);

// Rate-limit counters are left out: counting a refused attempt is the limiter's job.
async function rowCounts() {
  const counts: number[] = [];
  for (const table of allTables) {
    const [row] = await t.db.select({ n: count() }).from(table);
    counts.push(row?.n ?? 0);
  }
  return counts;
}

async function send(route: WriteRoute, body: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'x-test-ip': `fuzz-${Math.random()}` };
  if (route.auth) headers.Authorization = `Bearer ${tokens[route.auth]}`;
  return t.app.request(route.path, { method: route.method, headers, body });
}

it('watches every table', () => {
  expect(allTables.length).toBe(10);
});

describe.each(writeRoutes)('$method $path refuses bad input', (route) => {
  it('with a 4xx and an error, changing nothing', async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(fc.oneof(notAnObjectBody, brokenBody(route.valid, route.fields)), async (body) => {
        const res = await send(route, body);
        expect(res.status, body).toBeGreaterThanOrEqual(400);
        expect(res.status, body).toBeLessThan(500);
        const json = (await res.json()) as { error?: unknown };
        expect(typeof json.error).toBe('string');
        expect(JSON.stringify(json)).not.toMatch(/\bat \S+:\d+|select |insert |update |delete from/i);
      }),
      { numRuns: 60 },
    );
    expect(await rowCounts()).toEqual(before);
  });
});
