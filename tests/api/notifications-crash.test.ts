import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSource } from '../../src/server/kernel/db/database';
import { notifications } from '../../src/server/kernel/db/schema';
import { freePort, HttpClient, killHard, spawnLocalServer, withServerDatabase } from '../support/http-flows';
import { openTestDatabase } from '../support/test-app';

/**
 * The server dies (SIGKILL) after the contact query and its notification are committed, while
 * the e-mail is being sent. After a restart the clinic inbox gets the message, exactly once.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'notify-crash-'));
let serverDatabase: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let server: ChildProcess | undefined;
let env: Record<string, string>;
let port: number;
let http: HttpClient;

/** An SMTP server that, while `isStalling`, never answers MAIL FROM: the send hangs mid-way. */
let isStalling = true;
let stalledSends = 0;
const accepted: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onMailFrom(_address, _session, callback) {
    if (isStalling) stalledSends += 1;
    else callback();
  },
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      accepted.push(raw);
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = await freePort();
  env = {
    JWT_SECRET: 'notify-crash-secret-notify-crash-secret-0123',
    RATE_LIMIT_SCALE: '1000',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    MAIL_FROM: 'Clinic <care@clinic.example>',
    CLINIC_EMAIL: 'inbox@clinic.example',
  };
  if (process.env.TEST_DB === 'postgres') {
    serverDatabase = await openTestDatabase();
    env.DATABASE_URL = serverDatabase.url!;
  }
  http = new HttpClient(`http://127.0.0.1:${port}`);
  server = await spawnLocalServer(env, port);
}, 120_000);

afterAll(async () => {
  if (server) await killHard(server);
  await serverDatabase?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Reads the database while no server holds it. */
const inspect = <T>(fn: (source: DatabaseSource) => Promise<T>) => withServerDatabase(serverDatabase, dataDir, fn);

async function waitFor(condition: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a server crash between the commit and the send', { timeout: 240_000 }, () => {
  it('delivers the message once after a restart', async () => {
    const sent = await http.call('POST', '/api/v1/contact-queries', {
      name: 'Ravi Shah',
      email: 'ravi@example.com',
      subject: 'Crash test',
      message: 'Is anyone there?',
    });
    expect(sent.status).toBe(201);
    // The dispatcher has claimed the row and is stuck talking to the mail server.
    await waitFor(() => stalledSends > 0, 'the send to start');
    await killHard(server!);

    const claimed = await inspect(async (source) => {
      const { db } = await source.acquire();
      const [row] = await db.select().from(notifications).where(eq(notifications.kind, 'contact_received'));
      // The lease would keep it for ten minutes: let that time pass while the server is down.
      await db.update(notifications).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      return row!;
    });
    expect(claimed).toMatchObject({ status: 'queued', attempts: 1, recipient: 'inbox@clinic.example' });
    expect(accepted).toHaveLength(0);

    isStalling = false;
    server = await spawnLocalServer(env, port);
    await waitFor(() => accepted.length > 0, 'the message after the restart');
    // The ledger records the delivery (read through the local outbox while the server runs).
    const deadline = Date.now() + 30_000;
    for (;;) {
      const outbox = await http.call<{ status: string }[]>('GET', '/api/dev/outbox?kind=contact_received');
      if (outbox.json[0]?.status === 'sent') break;
      if (Date.now() > deadline) throw new Error(`the outbox still says ${outbox.json[0]?.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Another restart and another dispatch run send nothing more.
    await killHard(server);
    server = await spawnLocalServer(env, port);
    await new Promise((r) => setTimeout(r, 1500));
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toContain('Subject: New contact query: Crash test');

    await killHard(server);
    const delivered = await inspect(async (source) => {
      const { db } = await source.acquire();
      return db.select().from(notifications).where(eq(notifications.kind, 'contact_received'));
    });
    server = await spawnLocalServer(env, port);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ status: 'sent', attempts: 2, provider: 'smtp' });
  });
});
