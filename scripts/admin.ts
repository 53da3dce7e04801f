/**
 * Admin user CLI for production: `npm run admin -- create --email E --password P`.
 * Uses DATABASE_URL (a PostgreSQL server or Neon), or the embedded database when unset.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { upsertAdmin } from '../src/server/admin-accounts';
import { openLocalDatabase } from '../src/server/local/open-database';

const usage = 'Usage: npm run admin -- create --email admin@example.com --password "a long password"';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, password: { type: 'string' } },
});

if (positionals[0] !== 'create' || !values.email || !values.password) {
  console.error(usage);
  process.exit(2);
}

const projectDir = fileURLToPath(new URL('..', import.meta.url));
const database = await openLocalDatabase(process.env.DATABASE_URL, process.env.DATA_DIR ?? join(projectDir, '.data'));
try {
  const { db } = database.acquire();
  const isNew = await upsertAdmin(db, { email: values.email, password: values.password });
  console.log(isNew ? `Created admin ${values.email}` : `Updated the password of admin ${values.email}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
