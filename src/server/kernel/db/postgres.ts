import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type DatabaseSource, DRIZZLE_OPTIONS, sharedSource } from './database';
import { POOL_LIMITS, type PoolLimits } from './pool-limits';
import * as schema from './schema';

/**
 * A PostgreSQL server through node-postgres: one pool for the process, every wait bounded
 * (POOL_LIMITS) so an overloaded server answers 503 soon rather than a request hanging.
 */
export function openPostgres(connectionString: string, maxConnections = 10, limits: Partial<PoolLimits> = {}): DatabaseSource {
  const { connectionTimeoutMillis, statementTimeoutMillis, queryTimeoutMillis, idleTimeoutMillis } = { ...POOL_LIMITS, ...limits };
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis,
    idleTimeoutMillis,
    statement_timeout: statementTimeoutMillis,
    query_timeout: queryTimeoutMillis,
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  return sharedSource('postgres', drizzle(pool, { schema, ...DRIZZLE_OPTIONS }), () => pool.end());
}

/** Applies the committed migrations to a PostgreSQL server (deploy step and local start). */
export async function migratePostgres(connectionString: string): Promise<void> {
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { MIGRATIONS_FOLDER } = await import('./migrations-folder');
  const pool = new pg.Pool({ connectionString, max: 1 });
  try {
    await migrate(drizzle(pool, { schema, ...DRIZZLE_OPTIONS }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await pool.end();
  }
}
