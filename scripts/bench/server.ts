/**
 * `npm run bench:server`: the local server (the compiled one `npm start` runs) beside two
 * baselines started in this one run, each in its own process, loaded in turn with autocannon:
 * bare node:http (scripts/bench/bare-server.ts) and a plain Hono app on the same adapter
 * (scripts/bench/plain-hono-server.ts), once as it is and once sending the API's fixed security
 * headers too (the same answer as ours but for the body). Prints req/s, p50 and p99 per route and
 * the ratio to each baseline: a static page, two API answers that need no database (a JSON 404, a 401), and
 * GET /api/v1/services on PostgreSQL (plus on PGlite, against the same `pg` baselines), then the
 * servers' memory (RSS) idle and after the load. Requests carry a browser's Accept-Encoding.
 * Needs the built site and a PostgreSQL server (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test); it makes and drops its own database there.
 * Ports: BENCH_PORT (default 4600) to BENCH_PORT + 4.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

async function startBaseline(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
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
  const expected = url.includes('/api/v1/no-such-route') ? 404 : url.includes('/appointments/mine') ? 401 : 200;
  const wrong = result.errors + result.timeouts + (expected === 200 ? result.non2xx : result.requests.total - result.non2xx);
  if (wrong) throw new Error(`${url}: ${wrong} unexpected answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Resident memory of a process, in MB, from /proc (Linux). */
function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
await adminQuery(`CREATE DATABASE ${DATABASE}`);
const databaseUrl = withDatabase(serverUrl, DATABASE);
await prepareServerDatabase(databaseUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
const bare = `http://127.0.0.1:${BASE_PORT}`;
const plainHono = `http://127.0.0.1:${BASE_PORT + 3}`;
const plainHonoWithHeaders = `http://127.0.0.1:${BASE_PORT + 4}`;
const onPostgres = `http://127.0.0.1:${BASE_PORT + 1}`;
const onPglite = `http://127.0.0.1:${BASE_PORT + 2}`;
const bareServer = await startBaseline('scripts/bench/bare-server.ts', {
  BARE_PORT: String(BASE_PORT),
  BARE_PAGE: join(projectDir, 'dist/about/index.html'),
  DATABASE_URL: databaseUrl,
});
const plainHonoServer = await startBaseline('scripts/bench/plain-hono-server.ts', {
  PLAIN_HONO_PORT: String(BASE_PORT + 3),
  DATABASE_URL: databaseUrl,
});
const plainHonoWithHeadersServer = await startBaseline('scripts/bench/plain-hono-server.ts', {
  PLAIN_HONO_PORT: String(BASE_PORT + 4),
  PLAIN_HONO_API_HEADERS: '1',
  DATABASE_URL: databaseUrl,
});
const postgresServer = await spawnLocalServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000000' }, BASE_PORT + 1);
const pgliteServer = await spawnLocalServer({ DATABASE_URL: '', DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000000' }, BASE_PORT + 2);
const children = [bareServer, plainHonoServer, plainHonoWithHeadersServer, postgresServer, pgliteServer];
const idleRss = { postgres: rssMb(postgresServer), pglite: rssMb(pgliteServer) };

/** [label, our URL, the same route on bare node:http, its path on plain Hono (none for the static page)]. */
const routes: [label: string, local: string, baseline: string, honoPath: string | null][] = [
  ['static page /about', `${onPostgres}/about`, `${bare}/about`, null],
  ['API without database (JSON 404)', `${onPostgres}/api/v1/no-such-route`, `${bare}/api/v1/no-such-route`, '/api/v1/no-such-route'],
  ['API without database (401, no token)', `${onPostgres}/api/v1/appointments/mine`, `${bare}/api/v1/no-such-route`, '/api/v1/appointments/mine'],
  ['GET /api/v1/services, PostgreSQL', `${onPostgres}/api/v1/services`, `${bare}/api/v1/services`, '/api/v1/services'],
  ['GET /api/v1/services, PGlite', `${onPglite}/api/v1/services`, `${bare}/api/v1/services`, '/api/v1/services'],
];

try {
  console.log(
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s per route and server; baselines: bare node:http (+ pg), plain Hono (+ pg), ` +
      `and plain Hono sending the API's fixed headers too ("+ headers")\n`,
  );
  console.log(
    '| route | req/s | p50 ms | p99 ms | bare req/s | plain Hono req/s | plain Hono + headers req/s | vs bare | vs plain Hono | vs plain Hono + headers | p99 vs bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const ratio = (ours: number, base: { rps: number } | null) => (base ? `${(ours / base.rps).toFixed(2)}×` : '–');
  for (const [label, local, baseline, honoPath] of routes) {
    const base = await load(baseline);
    const hono = honoPath ? await load(plainHono + honoPath) : null;
    const honoWithHeaders = honoPath ? await load(plainHonoWithHeaders + honoPath) : null;
    const ours = await load(local);
    console.log(
      `| ${label} | ${ours.rps.toFixed(0)} | ${ours.p50} | ${ours.p99} | ${base.rps.toFixed(0)} | ${hono?.rps.toFixed(0) ?? '–'} | ` +
        `${honoWithHeaders?.rps.toFixed(0) ?? '–'} | ${ratio(ours.rps, base)} | ${ratio(ours.rps, hono)} | ${ratio(ours.rps, honoWithHeaders)} | ` +
        `${(ours.p99 / Math.max(1, base.p99)).toFixed(1)}× |`,
    );
  }
  console.log(
    `\nlocal server RSS: PostgreSQL ${idleRss.postgres.toFixed(0)} MB idle, ${rssMb(postgresServer).toFixed(0)} MB after load; ` +
      `PGlite ${idleRss.pglite.toFixed(0)} MB idle, ${rssMb(pgliteServer).toFixed(0)} MB after load`,
  );
} finally {
  for (const child of children) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
  await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
}
