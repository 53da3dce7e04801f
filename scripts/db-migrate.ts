/**
 * Deploy step: applies the committed migrations to DATABASE_URL (Neon or any PostgreSQL).
 * With --netlify (the Netlify build) only production's database, or a context's own MIGRATE_DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { migratePostgres } from '../src/server/kernel/db/postgres';
import { netlifyMigrationUrl } from '../src/server/kernel/db/migration-target';

const { values } = parseArgs({ options: { netlify: { type: 'boolean', default: false } } });
const url = values.netlify ? netlifyMigrationUrl(process.env) : process.env.DATABASE_URL;
if (!url) {
  console.log(
    values.netlify
      ? `[db] Netlify context ${process.env.CONTEXT ?? '(none)'}: not production and no MIGRATE_DATABASE_URL, nothing migrated.`
      : '[db] DATABASE_URL is not set: nothing to migrate (the embedded database migrates itself on start).',
  );
} else {
  await migratePostgres(url);
  console.log('[db] migrations applied');
}
