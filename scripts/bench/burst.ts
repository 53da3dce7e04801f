/**
 * `BENCH_MODE=burst npm run bench:booking`: N verified patients order M slots at the same instant
 * (issue 35). Each target gets a fresh database on the DATABASE_URL server, dropped afterwards:
 * the local server through node-postgres, then the same app through Neon's serverless driver and
 * the WebSocket-to-TCP proxy the tests use (in this process: one Neon Pool per request, as the
 * Netlify function has). Without DATABASE_URL only embedded PGlite is measured.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { neonConfig } from '@neondatabase/serverless';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { BUSY_MAX_ATTEMPTS, PAID_MAX_ATTEMPTS, busyWaitMs } from '../../src/lib/api/client';
import { createApp } from '../../src/server/http/app';
import { LOCAL_PROVIDERS } from '../../src/server/kernel/config';
import { openNeon } from '../../src/server/kernel/db/neon';
import { createProviders } from '../../src/server/kernel/providers';
import { withDatabase } from '../../tests/support/postgres-global-setup';
import { HttpClient, freePort, spawnLocalServer } from '../../tests/support/http-flows';
import { startWsTcpProxy } from '../../tests/support/ws-tcp-proxy';
import { BENCH_ADMIN, prepareServerDatabase } from './support';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 1000);
const SLOTS = Number(process.env.BENCH_SLOTS ?? 50);
/** Patients registered and verified at once before the burst (not timed). */
const SETUP_CONCURRENCY = 20;
/**
 * Requests the burst's client keeps in flight, as a pool of that many connections (BENCH_CONNECTIONS).
 * One process opening 10,000 loopback sockets at the same instant overflows the listen backlog, and
 * those patients get no HTTP answer at all; a pool makes every patient's order reach the API.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);

interface Target {
  label: string;
  start: (databaseUrl: string) => Promise<{ url: string; stop: () => Promise<void> }>;
}

/** Ports: BENCH_PORT for the local server, the next one for the Neon-driver server (else free ones). */
const port = async (offset: number) => (process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + offset : freePort());

/** The local server in its own process (scripts/serve.ts), as `npm start` runs it. */
async function startLocal(env: Record<string, string>) {
  const at = await port(0);
  const child = await spawnLocalServer(
    {
      ...env,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-burst-')),
      RATE_LIMIT_SCALE: '1000000',
    },
    at,
  );
  return {
    url: `http://127.0.0.1:${at}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const localServer: Target['start'] = (databaseUrl) => startLocal({ DATABASE_URL: databaseUrl });

/** The API on Neon's driver in this process, as the Netlify function runs it. */
const neonServer: Target['start'] = async (databaseUrl) => {
  const proxy = await startWsTcpProxy();
  neonConfig.wsProxy = (host, port) => `127.0.0.1:${proxy.port}/v1?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineConnect = false;
  neonConfig.pipelineTLS = false;
  const database = openNeon(databaseUrl);
  const jwtSecret = randomBytes(32);
  const app = createApp({
    config: { isProduction: false, jwtSecret, siteUrl: 'http://127.0.0.1', providers: LOCAL_PROVIDERS, rateLimitScale: 1_000_000 },
    database,
    clientIp: () => '127.0.0.1',
    providers: createProviders(LOCAL_PROVIDERS, jwtSecret),
  });
  const at = await port(1);
  const server = serve({ fetch: app.fetch, port: at, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    url: `http://127.0.0.1:${at}`,
    stop: async () => {
      server.close();
      await proxy.close();
      await database.close();
    },
  };
};

/** A fresh database on the server for one target: migrated and seeded, dropped after. */
async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_burst_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  await prepareServerDatabase(url);
  return {
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Runs `work` for each item, `concurrency` at a time. */
async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!, i);
    }),
  );
  return results;
}

async function burst(label: string, baseUrl: string) {
  const http = new HttpClient(baseUrl);
  const stamp = String(Date.now()).slice(-4);
  const patients = await inBatches(
    Array.from({ length: PATIENTS }, (_, i) => `+917${stamp}${String(i).padStart(5, '0')}`),
    SETUP_CONCURRENCY,
    (mobile) => http.verifiedPatient(mobile),
  );

  // Chosen once the patients are ready (registering 10,000 takes many minutes), and two hours ahead:
  // a slot about to start would turn every order away for a reason the burst does not measure.
  const soonest = Date.now() + 2 * 3_600_000;
  const slots = (await http.availableSlots(30)).filter((slot) => Date.parse(slot.start_time) > soonest).slice(0, SLOTS);
  if (slots.length < SLOTS) throw new Error(`only ${slots.length} free slots, ${SLOTS} asked`);
  const orders = new Map<number, number>();
  const verified = new Map<number, number>();
  const count = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);
  const bookedSlots: number[] = [];
  const noAnswer = new Map<string, number>();
  const started = performance.now();
  let busyRetries = 0;
  /** As the wizard asks (src/lib/api/client.ts): a 503 with Retry-After is sent again after the wait, a few times at most. */
  const whenBusy = async <R extends { status: number; retryAfter: string | null }>(
    send: () => Promise<R>,
    maxAttempts = BUSY_MAX_ATTEMPTS,
  ): Promise<R> => {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await send();
      if (answer.status !== 503 || answer.retryAfter === null || attempt >= maxAttempts) return answer;
      busyRetries += 1;
      await sleep(busyWaitMs(answer.retryAfter));
    }
  };
  await inBatches(patients, Math.min(CONNECTIONS, patients.length), async (patient, i) => {
    const slotId = slots[i % slots.length]!.id;
    const order = await whenBusy(() => http.createOrder(patient, slotId)).catch((err: unknown) => {
      // No HTTP answer at all (the socket was refused or reset before the server read it): say why.
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? String(err);
      noAnswer.set(reason, (noAnswer.get(reason) ?? 0) + 1);
      return { status: 0, json: undefined };
    });
    count(orders, order.status);
    if (order.status !== 201 || !order.json) return;
    const orderId = order.json.order_id;
    // The local checkout stands in for Razorpay's page, then the wizard verifies: both as the patient's browser retries them.
    // Razorpay's page does not share the clinic's database as the stand-in does: it is asked until it answers.
    const paid = await whenBusy(() => http.call<Record<string, string>>('POST', '/api/dev/checkout/pay', { order_id: orderId }), Infinity);
    const verifiedOrder = paid.status === 200 ? await whenBusy(() => http.verifyPayment(patient, paid.json, slotId), PAID_MAX_ATTEMPTS) : paid;
    count(verified, verifiedOrder.status);
    if (verifiedOrder.status === 201) bookedSlots.push(slotId);
  });
  const seconds = (performance.now() - started) / 1000;
  const of = (map: Map<number, number>, test: (status: number) => boolean) => [...map].filter(([s]) => test(s)).reduce((sum, [, n]) => sum + n, 0);
  const doubleBooked = bookedSlots.length - new Set(bookedSlots).size;
  const statuses = (map: Map<number, number>) =>
    [...map]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
  console.log(
    `${label}: ${PATIENTS} patients at once (${Math.min(CONNECTIONS, PATIENTS)} connections) over ${SLOTS} slots in ${seconds.toFixed(1)} s: ${bookedSlots.length} winners verified, ` +
      `${doubleBooked} slots booked twice; create-order ${statuses(orders)} (409 ${of(orders, (s) => s === 409)}, 503 ${of(orders, (s) => s === 503)}, ` +
      `5xx other than 503 ${of(orders, (s) => s >= 500 && s !== 503)}, no answer ${of(orders, (s) => s === 0)}${noAnswer.size ? ` ${JSON.stringify(Object.fromEntries(noAnswer))}` : ''}); pay and verify-payment ${statuses(verified)}; ${busyRetries} calls retried after a 503`,
  );
}

export async function runBurst(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const server = await startLocal({ DATABASE_URL: '' });
    try {
      await burst('PGlite (embedded)', server.url);
    } finally {
      await server.stop();
    }
    return;
  }
  const targets: (Target & { driver: string })[] = [
    { driver: 'pg', label: 'PostgreSQL through node-postgres (local server, pool of 10)', start: localServer },
    { driver: 'neon', label: "Neon's serverless driver (a Pool per request, WebSocket proxy)", start: neonServer },
  ];
  // BENCH_DRIVER=pg or neon runs one of them (a 10,000-patient burst takes minutes each).
  for (const target of targets.filter((t) => !process.env.BENCH_DRIVER || t.driver === process.env.BENCH_DRIVER)) {
    const database = await freshDatabase(serverUrl);
    const running = await target.start(database.url);
    try {
      await burst(target.label, running.url);
    } finally {
      await running.stop();
      await database.drop();
    }
  }
}
