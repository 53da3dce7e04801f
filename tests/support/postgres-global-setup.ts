import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePostgres } from '../../src/server/kernel/db/postgres';

/** One template per run, so runs on the same server (several checkouts) never collide. */
const TEMPLATE_DATABASE = `clinic_test_template_${process.pid}`;

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/** Migrates a template database once; each test file then copies it (CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject) {
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  const url = process.env.TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  await migratePostgres(withDatabase(url, TEMPLATE_DATABASE));
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await client.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
