/** Seeds demo data (doctors, services, two weeks of slots) into an empty DATABASE_URL database. */
import { migratePostgres, openPostgres } from '../src/server/kernel/db/postgres';
import { isEmpty, seedDemoData } from '../src/server/http/seed';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL; the embedded database seeds itself on first start.');
  process.exit(2);
}
await migratePostgres(url);
const source = openPostgres(url, 1);
const { db } = source.acquire();
if (await isEmpty(db)) {
  await seedDemoData(db);
  console.log('[db] seeded demo data');
} else {
  console.log('[db] the database already has data: nothing seeded');
}
await source.close();
