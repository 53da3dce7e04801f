import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/http/seed';
import { freePort, HttpClient, killHard, spawnLocalServer } from '../support/http-flows';
import { openTestDatabase } from '../support/test-app';

/**
 * A bounded soak: mixed public, patient and admin traffic against the local server over
 * loopback. No 5xx, no double booking, and the server's memory stays flat.
 */
const SOAK_MS = Number(process.env.SOAK_SECONDS ?? 30) * 1000;
const WORKERS = 6;
const ADMIN = { email: 'soak-admin@clinic.example', password: 'soak-admin-password' };

let serverDatabase: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let server: ChildProcess;
let http: HttpClient;

/** Resident memory of the server process, in MB (Linux /proc). */
const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

beforeAll(async () => {
  const port = await freePort();
  const env: Record<string, string> = {
    JWT_SECRET: 'soak-test-secret-soak-test-secret-0123456789',
    RATE_LIMIT_SCALE: '100000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'soak-')),
    DATABASE_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  if (process.env.TEST_DB === 'postgres') {
    serverDatabase = await openTestDatabase();
    await seedDemoData(serverDatabase.acquire().db);
    env.DATABASE_URL = serverDatabase.url!;
  }
  server = await spawnLocalServer(env, port);
  http = new HttpClient(`http://127.0.0.1:${port}`);
}, 120_000);

afterAll(async () => {
  // beforeAll may have failed before the server started.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (server) await killHard(server);
  await serverDatabase?.close();
});

describe('soak: mixed traffic for a bounded time', { timeout: SOAK_MS + 180_000 }, () => {
  it('answers without server errors, books each slot once, keeps memory flat', async () => {
    const admin = await http.call<{ token: string }>('POST', '/api/v1/users/login', ADMIN);
    const adminToken = admin.json.token;
    const statuses = new Map<number, number>();
    const record = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const serverErrors: string[] = [];
    const check = (label: string, status: number) => {
      record(status);
      if (status >= 500) serverErrors.push(`${label} → ${status}`);
    };

    // Warm up, then take the baseline.
    for (let i = 0; i < 20; i += 1) check('warm-up', (await http.call('GET', '/api/v1/services')).status);
    const memoryBefore = residentMb(server.pid!);
    let patients = 0;
    let bookings = 0;

    const deadline = Date.now() + SOAK_MS;
    const worker = async (n: number) => {
      for (let round = 0; Date.now() < deadline; round += 1) {
        check('services', (await http.call('GET', '/api/v1/services')).status);
        check('recipes', (await http.call('GET', '/api/v1/recipes')).status);
        const slots = await http.availableSlots(7);
        if (round % 3 === 0) {
          check(
            'contact',
            (
              await http.call('POST', '/api/v1/contact-queries', {
                name: 'Soak',
                email: 'soak@example.com',
                subject: 'Soak',
                message: `Round ${round}`,
              })
            ).status,
          );
        }
        if (round % 4 === n % 4 && slots.length > 0) {
          patients += 1;
          const patient = await http.verifiedPatient(`+9198${String(n).padStart(2, '0')}${String(patients).padStart(6, '0')}`);
          // Workers aim at the same few slots on purpose: they must collide, never double-book.
          const slot = slots[round % Math.min(3, slots.length)]!;
          const order = await http.createOrder(patient, slot.id);
          check('create-order', order.status);
          if (order.status === 201) {
            const verified = await http.payAndVerify(patient, order.json.order_id, slot.id);
            check('verify-payment', verified.status);
            if (verified.status === 201) bookings += 1;
          }
        }
        if (round % 2 === 1) {
          for (const path of ['/api/v1/dashboard', '/api/v1/appointments/admin', '/api/v1/contact-queries/admin']) {
            check(path, (await http.call('GET', path, undefined, adminToken)).status);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
    const memoryAfter = residentMb(server.pid!);

    const appointments = (await http.call<{ slot_id: number }[]>('GET', '/api/v1/appointments/admin', undefined, adminToken)).json;
    const soakSlots = appointments.map((a) => a.slot_id);
    const summary = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}×${c}`)
      .join(' ');
    console.log(
      `[soak] ${SOAK_MS / 1000}s, ${WORKERS} workers: ${summary}; ${bookings} bookings; server RSS ${memoryBefore.toFixed(0)} MB before, ${memoryAfter.toFixed(0)} MB after`,
    );

    expect(serverErrors).toEqual([]);
    expect(bookings).toBeGreaterThan(0);
    expect(new Set(soakSlots).size).toBe(soakSlots.length);
    expect(memoryAfter).toBeLessThan(memoryBefore + 200);
  });
});
