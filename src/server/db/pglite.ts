import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type DatabaseSource, DRIZZLE_OPTIONS, sharedSource } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

/** Embedded Postgres: on disk under `dataDir`, or in memory when none is given. */
export async function openPglite(dataDir?: string): Promise<DatabaseSource> {
  // pg_trgm backs the admin Patients search (migration 0007 creates it in the database).
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  const db = drizzle(client, { schema, ...DRIZZLE_OPTIONS });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return sharedSource('pglite', db, () => client.close());
}
