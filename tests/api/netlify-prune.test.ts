import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../../src/server/kernel/db/schema';
import { openTestDatabase } from '../support/test-app';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  // The function opens and closes its own connection; hand it this test's database instead.
  vi.stubEnv('DATABASE_URL', 'postgres://unused.invalid/db');
  vi.doMock('../../src/server/kernel/db/postgres', () => ({ openPostgres: () => ({ ...database, close: async () => {} }) }));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await database.close();
});

describe('netlify/functions/prune-rate-limits.ts', () => {
  it('runs hourly and drops windows older than a day, keeping current ones', async () => {
    const { db } = await database.acquire();
    await db.insert(rateLimits).values([
      { key: 'old', windowStart: new Date(Date.now() - 2 * 86_400_000), count: 5 },
      { key: 'current', windowStart: new Date(), count: 1 },
    ]);
    const mod = await import('../../netlify/functions/prune-rate-limits');
    expect(mod.config).toEqual({ schedule: '@hourly' });
    expect((await mod.default()).status).toBe(204);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'old'))).toEqual([]);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'current'))).toHaveLength(1);
  });
});
