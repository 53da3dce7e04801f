import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type DatabaseSource, DRIZZLE_OPTIONS, sharedSource } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

/**
 * The extensions every clinic database has: pg_trgm backs the admin Patients search (migration
 * 0007 creates it), btree_gist the reservations' exclusion constraint (migration 0024).
 */
const EXTENSIONS = { pg_trgm, btree_gist };

/**
 * Embedded Postgres: on disk under `dataDir`, or in memory when none is given. `loadDataDir` starts it
 * from a dump of an already migrated database (PGlite's `dumpDataDir`), which skips initdb: the tests
 * open one per file from a copy made once (docs/testing.md).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseSource> {
  const client = new PGlite({ dataDir, loadDataDir, extensions: EXTENSIONS });
  const db = drizzle(client, { schema, ...DRIZZLE_OPTIONS });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return sharedSource('pglite', db, () => client.close());
}

/** A migrated, empty in-memory database as a tarball, for `openPglite(undefined, dump)`. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite({ extensions: EXTENSIONS });
  await migrate(drizzle(client, { schema, ...DRIZZLE_OPTIONS }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
