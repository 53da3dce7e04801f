import { Pool, neonConfig } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import { type DatabaseSource, DRIZZLE_OPTIONS } from './database';
import { POOL_LIMITS, type PoolLimits } from './pool-limits';
import * as schema from './schema';

// Neon's Pool needs a WebSocket for interactive transactions. Node 22 (the function's runtime) has
// one built in, which the driver uses; Node 20 (where the tests may run) loads `ws`, which
// netlify.toml keeps out of the function's bundle.
if (typeof WebSocket === 'undefined') neonConfig.webSocketConstructor = (await import('ws')).default;

/**
 * Neon from a serverless function: a Pool per request, ended when the request is done, every wait
 * bounded (POOL_LIMITS). No statement_timeout startup parameter: Neon's pooled endpoint (PgBouncer)
 * refuses startup parameters it does not know, so the query timeout is the client's.
 */
export function openNeon(connectionString: string, limits: Partial<PoolLimits> = {}): DatabaseSource {
  const { connectionTimeoutMillis, queryTimeoutMillis, idleTimeoutMillis, neonMaxConnections } = { ...POOL_LIMITS, ...limits };
  return {
    kind: 'neon',
    acquire() {
      // The Pool connects on its first query.
      const pool = new Pool({
        connectionString,
        max: neonMaxConnections,
        connectionTimeoutMillis,
        idleTimeoutMillis,
        query_timeout: queryTimeoutMillis,
      });
      // An idle client's error (the server closed it) must not crash the function; the pool replaces it.
      pool.on('error', (err: Error) => console.error('[db] idle client error:', err.message));
      // Ending a pool whose connection already failed must not turn the request's answer into a 500.
      const release = () =>
        pool.end().catch((err: unknown) => console.error('[db] could not end the pool:', err instanceof Error ? err.message : err));
      return { db: drizzle(pool, { schema, ...DRIZZLE_OPTIONS }), release };
    },
    async close() {},
  };
}
