/**
 * `npm run bench:server`: the local server beside bare node:http baselines (scripts/bench/bare-server.ts),
 * all started in this one run, each in its own process, loaded in turn with autocannon. Prints
 * req/s, p50 and p99 per route and the ratio to its baseline: a static page, an API answer that
 * needs no database, and GET /api/v1/services on PostgreSQL (plus on PGlite, against the same
 * bare `pg` baseline). Requests carry a browser's Accept-Encoding. Needs the built site and a
 * PostgreSQL server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test); it makes
 * and drops its own database there. Ports: BENCH_PORT (default 4600) to BENCH_PORT + 2.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnLocalServer } from '../../tests/support/http-flows';
import { withDatabase } from '../../tests/support/postgres-global-setup';
import { prepareServerDatabase } from './support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4600);
const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'clinic_bench_server';
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function startBare(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts'], {
    env: { ...process.env, BARE_PORT: String(port), BARE_PAGE: join(projectDir, 'dist/about/index.html'), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: BROWSER_HEADERS });
  const expected = url.includes('/api/no-such-route') ? 404 : 200;
  const wrong = result.errors + result.timeouts + (expected === 200 ? result.non2xx : result.requests.total - result.non2xx);
  if (wrong) throw new Error(`${url}: ${wrong} unexpected answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
await adminQuery(`CREATE DATABASE ${DATABASE}`);
const databaseUrl = withDatabase(serverUrl, DATABASE);
await prepareServerDatabase(databaseUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
const bare = `http://127.0.0.1:${BASE_PORT}`;
const onPostgres = `http://127.0.0.1:${BASE_PORT + 1}`;
const onPglite = `http://127.0.0.1:${BASE_PORT + 2}`;
const children = [
  await startBare(BASE_PORT, databaseUrl),
  await spawnLocalServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000000' }, BASE_PORT + 1),
  await spawnLocalServer({ DATABASE_URL: '', DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000000' }, BASE_PORT + 2),
];

const routes: [label: string, local: string, baseline: string][] = [
  ['static page /about', `${onPostgres}/about`, `${bare}/about`],
  ['API without database (JSON 404)', `${onPostgres}/api/no-such-route`, `${bare}/api/no-such-route`],
  ['GET /api/v1/services, PostgreSQL', `${onPostgres}/api/v1/services`, `${bare}/api/v1/services`],
  ['GET /api/v1/services, PGlite', `${onPglite}/api/v1/services`, `${bare}/api/v1/services`],
];

try {
  console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s per route and server; baseline: bare node:http (+ pg)\n`);
  console.log('| route | req/s | p50 ms | p99 ms | bare req/s | bare p50 ms | bare p99 ms | req/s vs bare | p99 vs bare |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [label, local, baseline] of routes) {
    const base = await load(baseline);
    const ours = await load(local);
    console.log(
      `| ${label} | ${ours.rps.toFixed(0)} | ${ours.p50} | ${ours.p99} | ${base.rps.toFixed(0)} | ${base.p50} | ${base.p99} | ` +
        `${(ours.rps / base.rps).toFixed(2)}× | ${(ours.p99 / Math.max(1, base.p99)).toFixed(1)}× |`,
    );
  }
} finally {
  for (const child of children) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
  await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
}
