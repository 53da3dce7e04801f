/** Deploy step: applies the committed migrations to DATABASE_URL (Neon or any PostgreSQL). */
import { migratePostgres } from '../src/server/db/postgres';

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('[db] DATABASE_URL is not set: nothing to migrate (the embedded database migrates itself on start).');
} else {
  await migratePostgres(url);
  console.log('[db] migrations applied');
}
