import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Any of the three drivers (PGlite, node-postgres, Neon) behind one Drizzle type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback gets: every use case that runs inside one takes this. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  release: () => Promise<void>;
}

/** Where the API gets its database for one request. */
export interface DatabaseSource {
  kind: 'pglite' | 'postgres' | 'neon';
  /** Synchronous and cheap: no connection is made before the first query. */
  acquire(): DatabaseHandle;
  close(): Promise<void>;
}

/** One long-lived connection or pool shared by every request. */
export function sharedSource(kind: DatabaseSource['kind'], db: Database, close: () => Promise<void>): DatabaseSource {
  const handle = { db, release: async () => {} };
  return { kind, acquire: () => handle, close };
}

export const DRIZZLE_OPTIONS = { casing: 'snake_case' } as const;
