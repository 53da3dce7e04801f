import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/http/seed';
import { appointments, payments, timeSlots } from '../../src/server/kernel/db/schema';
import type { DatabaseSource } from '../../src/server/kernel/db/database';
import { freePort, HttpClient, killHard, spawnLocalServer, withServerDatabase } from '../support/http-flows';
import { openTestDatabase } from '../support/test-app';

/**
 * The server dies (SIGKILL) between create-order and verify-payment. After a restart the booking
 * still completes exactly once, and a hold abandoned by the crash expires and frees the slot.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
let serverDatabase: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let env: Record<string, string>;
let port: number;
let server: ChildProcess | undefined;
let http: HttpClient;

beforeAll(async () => {
  port = await freePort();
  env = { JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789', RATE_LIMIT_SCALE: '1000', DATA_DIR: dataDir, DATABASE_URL: '' };
  if (process.env.TEST_DB === 'postgres') {
    serverDatabase = await openTestDatabase();
    env.DATABASE_URL = serverDatabase.url!;
    // The local server seeds only the embedded database; give the server database the same clinic.
    await seedDemoData(serverDatabase.acquire().db);
  }
  http = new HttpClient(`http://127.0.0.1:${port}`);
  server = await spawnLocalServer(env, port);
}, 120_000);

afterAll(async () => {
  if (server) await killHard(server);
  await serverDatabase?.close();
});

/** Reads the database while no server holds it. */
const inspect = <T>(fn: (source: DatabaseSource) => Promise<T>) => withServerDatabase(serverDatabase, dataDir, fn);

// Each restart starts a Node process and opens the database: allow for a loaded machine.
describe('a server crash between create-order and verify-payment', { timeout: 240_000 }, () => {
  it('still books exactly once after a restart', async () => {
    const patient = await http.verifiedPatient('+919800000001');
    const [slot] = await http.availableSlots();
    const order = await http.createOrder(patient, slot!.id);
    expect(order.status).toBe(201);

    await killHard(server!);
    server = await spawnLocalServer(env, port);

    const confirmation = await http.pay(order.json.order_id);
    const first = await http.verifyPayment(patient, confirmation, slot!.id);
    expect(first.status).toBe(201);

    // The browser retries after another crash: the same payment must not book twice.
    await killHard(server);
    server = await spawnLocalServer(env, port);
    const again = await http.verifyPayment(patient, confirmation, slot!.id);
    expect(again.status).toBe(200);
    expect(again.json.appointment.id).toBe(first.json.appointment.id);

    await killHard(server);
    const booked = await inspect(async (source) => {
      const { db } = source.acquire();
      return {
        appointments: await db.select().from(appointments).where(eq(appointments.slotId, slot!.id)),
        slot: (await db.select().from(timeSlots).where(eq(timeSlots.id, slot!.id)))[0]!,
        payment: (await db.select().from(payments).where(eq(payments.razorpayOrderId, order.json.order_id)))[0]!,
      };
    });
    server = await spawnLocalServer(env, port);
    expect(booked.appointments).toHaveLength(1);
    expect(booked.appointments[0]!.status).toBe('confirmed');
    expect(booked.appointments[0]!.googleMeetLink).toMatch(/^https:\/\//);
    expect(booked.slot.isBooked).toBe(true);
    expect(booked.payment.status).toBe('completed');
    expect((await http.availableSlots()).map((s) => s.id)).not.toContain(slot!.id);
  });

  it('lets an abandoned hold expire so the slot is offered again', async () => {
    const patient = await http.verifiedPatient('+919800000002');
    const other = await http.verifiedPatient('+919800000003');
    const slot = (await http.availableSlots())[1]!;
    expect((await http.createOrder(patient, slot.id)).status).toBe(201);
    expect((await http.availableSlots()).map((s) => s.id)).not.toContain(slot.id);
    expect((await http.createOrder(other, slot.id)).status).toBe(409);

    await killHard(server!);
    // Ten minutes pass while the server is down.
    await inspect(async (source) => {
      const { db } = source.acquire();
      await db
        .update(timeSlots)
        .set({ heldUntil: sql`now() - interval '1 second'` })
        .where(eq(timeSlots.id, slot.id));
    });
    server = await spawnLocalServer(env, port);

    expect((await http.availableSlots()).map((s) => s.id)).toContain(slot.id);
    const order = await http.createOrder(other, slot.id);
    expect(order.status).toBe(201);
    expect((await http.payAndVerify(other, order.json.order_id, slot.id)).status).toBe(201);
  });
});
