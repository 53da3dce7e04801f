import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/http/app';
import type { DatabaseSource } from '../../src/server/kernel/db/database';
import { payments } from '../../src/server/kernel/db/schema';
import { openNeon } from '../../src/server/kernel/db/neon';
import type { PoolLimits } from '../../src/server/kernel/db/pool-limits';
import { openPostgres } from '../../src/server/kernel/db/postgres';
import { describeForLog, isDatabaseUnavailable } from '../../src/server/kernel/errors';
import { createBookable, requestOrder } from '../support/booking-fixtures';
import { withDatabase } from '../support/postgres-global-setup';
import { createTestContext, createUser, type TestContext } from '../support/test-app';

const BUSY = { error: "The clinic's booking system is busy. Please try again in a moment.", code: 'unavailable', key: 'busy.unavailable' };

/** A failure as Drizzle hands it on: "Failed query: …" with the driver's error as its cause. */
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: select "users"."role" from "users" where "users"."id" = $1\nparams: 42'), { cause });

/** What Neon's driver rejects with when its WebSocket fails: an ErrorEvent, not an Error. */
class ErrorEvent {
  readonly type = 'error';
  readonly target = {};
  constructor(
    readonly message: string,
    readonly error?: unknown,
  ) {}
}

describe('The error handler tells an overloaded database from a broken request', () => {
  it.each([
    ['too many connections (53300)', failedQuery(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))],
    ['a role at its connection limit (53300)', Object.assign(new Error('too many connections for role "app"'), { code: '53300' })],
    ['a server shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a statement timeout (57014)', failedQuery(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['the pool waiting too long', failedQuery(new Error('timeout exceeded when trying to connect'))],
    ['a refused connection', failedQuery(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a failed WebSocket (Neon)', failedQuery(new ErrorEvent('WebSocket was closed before the connection was established'))],
  ])('%s is unavailable', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a query that only mentions a timeout', failedQuery(new Error('column "connection_timeout" does not exist'))],
  ])('%s is not', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it("logs what the database said, not [object Object], and never a query's values", () => {
    const logged = describeForLog(
      failedQuery(new ErrorEvent('WebSocket error: read ECONNRESET', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))),
    );
    expect(logged).toContain('WebSocket error: read ECONNRESET');
    expect(logged).toContain('[ECONNRESET]');
    expect(logged).not.toContain('[object Object]');
    expect(logged).not.toContain('42');
  });
});

const isServer = process.env.TEST_DB === 'postgres' || process.env.TEST_DB === 'neon';

/** The test database reached the way the project under test reaches it (node-postgres or Neon's driver). */
function openSource(url: string, max: number, limits: Partial<PoolLimits>): DatabaseSource {
  return process.env.TEST_DB === 'neon' ? openNeon(url, limits) : openPostgres(url, max, limits);
}

function withUser(url: string, user: string): string {
  const u = new URL(url);
  u.username = user;
  u.password = '';
  return u.toString();
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function expectBusy(res: Response, body: unknown) {
  expect(res.status).toBe(503);
  expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
  expect(body).toEqual(BUSY);
}

describe.skipIf(!isServer)('A saturated database answers 503 with Retry-After, never 500', () => {
  let t: TestContext;
  // A login role of its own with a low CONNECTION LIMIT: the server refuses its next connection (53300).
  const role = `clinic_overload_${randomBytes(4).toString('hex')}`;
  let url: string;
  let roleUrl: string;
  const sources: DatabaseSource[] = [];
  const open = (url: string, max: number, limits: Partial<PoolLimits> = {}) => {
    const source = openSource(url, max, { connectionTimeoutMillis: 2_000, ...limits });
    sources.push(source);
    return createApp({ ...t.deps, database: source });
  };
  const errorLog = vi.spyOn(console, 'error');

  beforeAll(async () => {
    t = await createTestContext();
    await t.db.execute(sql.raw(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 1`));
    await t.db.execute(sql.raw(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}`));
    await t.db.execute(sql.raw(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role}`));
    const result: unknown = await t.db.execute(sql`select current_database() as name`);
    const { rows } = result as { rows: { name: string }[] };
    url = withDatabase(process.env.TEST_DATABASE_URL!, rows[0]!.name);
    roleUrl = withUser(url, role);
  });

  afterAll(async () => {
    errorLog.mockRestore();
    await Promise.all(sources.map((source) => source.close()));
    await t.db.execute(sql.raw(`DROP OWNED BY ${role}`));
    await t.close();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  async function withRoleLimit<T>(limit: number, run: () => Promise<T>): Promise<T> {
    await t.db.execute(sql.raw(`ALTER ROLE ${role} CONNECTION LIMIT ${limit}`));
    const held = new pg.Client({ connectionString: roleUrl });
    await held.connect();
    try {
      return await run();
    } finally {
      await held.end();
    }
  }

  it('a patient ordering while the server refuses connections (53300) gets 503, and the log says why', async () => {
    const { slot, service } = await createBookable(t.db);
    const { user, token } = await createUser(t.db, 'patient');
    const app = open(roleUrl, 5);
    errorLog.mockClear();
    const res = await withRoleLimit(1, async () =>
      requestOrder({ ...t, app }, token, { userId: user.id, slotId: slot.id, description: 'Back pain', serviceId: service.id }),
    );
    expectBusy(res, await res.json());
    const logged = errorLog.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(logged).toContain('database unavailable (503)');
    expect(logged).toMatch(/too many connections for role/);
    expect(logged).not.toContain('[object Object]');

    // The wizard's retry once the database answers: the slot is held once, and a retry of an order
    // that did commit (its answer lost) reuses that order rather than holding twice.
    const retry = await requestOrder(t, token, { userId: user.id, slotId: slot.id, description: 'Back pain', serviceId: service.id });
    expect(retry.status).toBe(201);
    const again = await requestOrder(t, token, { userId: user.id, slotId: slot.id, description: 'Back pain', serviceId: service.id });
    expect(((await again.json()) as { order_id: string }).order_id).toBe(((await retry.json()) as { order_id: string }).order_id);
    const orders = await t.db.select().from(payments).where(eq(payments.slotId, slot.id));
    expect(orders.map((o) => o.status)).toEqual(['created']);
  });

  it('a burst over a role limited to 3 connections answers only 200 and 503', async () => {
    const app = open(roleUrl, 10);
    const statuses = await withRoleLimit(4, () =>
      Promise.all(
        Array.from({ length: 20 }, async () => {
          const res = await app.request('/api/v1/services');
          if (res.status === 503) expectBusy(res, await res.json());
          return res.status;
        }),
      ),
    );
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
  });

  it('a database that refuses the connection outright answers 503', async () => {
    const down = new URL(url);
    down.port = String(await closedPort());
    const app = open(down.toString(), 1);
    const res = await app.request('/api/v1/services');
    expectBusy(res, await res.json());
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')('a pool of 1 whose only connection is busy answers 503 after its connection timeout', async () => {
    const source = openPostgres(url, 1, { connectionTimeoutMillis: 200 });
    sources.push(source);
    const app = createApp({ ...t.deps, database: source });
    let letGo!: () => void;
    const holding = new Promise<void>((resolve) => (letGo = resolve));
    let isHeld!: () => void;
    const held = new Promise<void>((resolve) => (isHeld = resolve));
    const transaction = source.acquire().db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      isHeld();
      await holding;
    });
    await held;
    const res = await app.request('/api/v1/services');
    letGo();
    await transaction;
    expectBusy(res, await res.json());
  });
});
