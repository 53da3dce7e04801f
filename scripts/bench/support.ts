import type { ChildProcess } from 'node:child_process';
import { freePort, spawnLocalServer } from '../../tests/support/http-flows';

export const BENCH_ADMIN = { email: 'bench-admin@clinic.example', password: 'bench-admin-password' };

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts `scripts/serve.ts` in its own process with the benchmark admin (the site must be built). */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = await spawnLocalServer({ ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, ...env }, port);
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A PostgreSQL target gets the same clinic as the embedded database: migrated, seeded when empty. */
export async function prepareServerDatabase(databaseUrl: string): Promise<void> {
  const { migratePostgres, openPostgres } = await import('../../src/server/kernel/db/postgres');
  const { isEmpty, seedDemoData } = await import('../../src/server/http/seed');
  await migratePostgres(databaseUrl);
  const source = openPostgres(databaseUrl, 1);
  const { db } = source.acquire();
  if (await isEmpty(db)) await seedDemoData(db);
  await source.close();
}
