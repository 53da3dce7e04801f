import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSource } from '../kernel/db/database';
import { openPglite } from '../kernel/db/pglite';
import { migratePostgres, openPostgres } from '../kernel/db/postgres';
import { isEmpty, seedDemoData } from '../http/seed';
import { restrictModes } from './data-dir';

/**
 * DATABASE_URL unset: embedded PGlite under `dataDir` (migrated, and seeded on first start).
 * `memory://`: in-memory PGlite. `postgres://…`: a PostgreSQL server, migrated on start.
 */
export async function openLocalDatabase(databaseUrl: string | undefined, dataDir: string): Promise<DatabaseSource> {
  if (!databaseUrl || databaseUrl === 'memory://') {
    const dir = databaseUrl ? undefined : join(dataDir, 'pglite');
    if (dir) mkdirSync(dir, { recursive: true });
    const source = await openPglite(dir);
    const { db } = source.acquire();
    if (await isEmpty(db)) {
      await seedDemoData(db);
      console.log('[db] created and seeded the embedded database');
    }
    if (dir) restrictModes(dir);
    return source;
  }
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  await migratePostgres(databaseUrl);
  return openPostgres(databaseUrl);
}
