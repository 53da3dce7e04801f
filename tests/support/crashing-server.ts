import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { seedDemoData } from '../../src/server/http/seed';
import type { DatabaseSource } from '../../src/server/kernel/db/database';
import { freePort, HttpClient, killHard, spawnLocalServer, withServerDatabase } from './http-flows';
import { openTestDatabase } from './test-app';

/**
 * The real local server (scripts/start.mjs) in its own process on a data folder of its own, for
 * the crash tests: started before the file's tests, killed (SIGKILL) and started again by them.
 * On PostgreSQL (TEST_DB=postgres) it runs on a test database of its own, given the demo clinic
 * when `seed` (the local server seeds only the embedded database). `env` is read when the server
 * first starts, after the hooks registered before this one (an SMTP server's port).
 */
export function crashingServer(name: string, env: () => Record<string, string>, { seed = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  let database: (DatabaseSource & { url?: string }) | undefined;
  let base: Record<string, string> = {};
  let port = 0;
  let child: ChildProcess | undefined;
  const server = {
    http: undefined as unknown as HttpClient,
    /** Starts the server on the same data; `more` is added to its environment for this run (a clock). */
    async start(more: Record<string, string> = {}) {
      child = await spawnLocalServer({ ...base, ...more }, port);
    },
    /** SIGKILL, as when the machine dies; nothing when it is not running. */
    async kill() {
      if (child) await killHard(child);
    },
    async restart(more: Record<string, string> = {}) {
      await server.kill();
      await server.start(more);
    },
    /** Reads or writes the server's database; the embedded one only while the server is down. */
    inspect: <T>(fn: (source: DatabaseSource) => Promise<T>) => withServerDatabase(database, dataDir, fn),
  };
  beforeAll(async () => {
    port = await freePort();
    base = { RATE_LIMIT_SCALE: '1000', DATA_DIR: dataDir, DATABASE_URL: '', ...env() };
    if (process.env.TEST_DB === 'postgres') {
      database = await openTestDatabase();
      base.DATABASE_URL = database.url!;
      if (seed) await seedDemoData(database.acquire().db);
    }
    server.http = new HttpClient(`http://127.0.0.1:${port}`);
    await server.start();
  }, 120_000);
  afterAll(async () => {
    await server.kill();
    await database?.close();
  });
  return server;
}

/**
 * An SMTP server for the file's tests that, while `stalling`, never answers MAIL FROM: a send
 * hangs mid-way, as a server that dies while sending finds it. `url` is set once it listens.
 */
export function stallingSmtp() {
  const mail = { stalling: true, stalledSends: 0, accepted: [] as string[], url: '' };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (mail.stalling) mail.stalledSends += 1;
      else callback();
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mail.accepted.push(raw);
        callback();
      });
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    mail.url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  // A send stalled by a killed server may hold a connection open: do not wait on it for long.
  afterAll(() => Promise.race([new Promise<void>((resolve) => smtp.close(() => resolve())), new Promise((r) => setTimeout(r, 2000))]));
  return mail;
}

/** Polls `condition` every 100 ms for up to 30 s; the error names `what`, and `detail` when given. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, detail?: () => Promise<unknown>) {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${detail ? `: ${JSON.stringify(await detail().catch(() => null))}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
