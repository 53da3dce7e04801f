import { Pool, neonConfig } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import ws from 'ws';
import type { DatabaseSource } from './database';
import { DRIZZLE_OPTIONS } from './database';
import * as schema from './schema';

// Node below 22 has no global WebSocket; Neon's Pool needs one for interactive transactions.
neonConfig.webSocketConstructor = ws;

/** Neon from a serverless function: a Pool per request, ended when the request is done. */
export function openNeon(connectionString: string): DatabaseSource {
  return {
    kind: 'neon',
    acquire() {
      // The Pool connects on its first query.
      const pool = new Pool({ connectionString });
      // An idle client's error (the server closed it) must not crash the function; the pool replaces it.
      pool.on('error', (err: Error) => console.error('[db] idle client error:', err.message));
      return { db: drizzle(pool, { schema, ...DRIZZLE_OPTIONS }), release: () => pool.end() };
    },
    async close() {},
  };
}
