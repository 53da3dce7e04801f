import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { DatabaseSource } from '../../src/server/kernel/db/database';
import { openPglite } from '../../src/server/kernel/db/pglite';

/** Drives the API over real HTTP, as the booking wizard and the local checkout do. */
export class HttpClient {
  constructor(readonly baseUrl: string) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; json: T; retryAfter: string | null }> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T, retryAfter: res.headers.get('Retry-After') };
  }

  /** Registers a patient and verifies the phone with the local one-time code: the 4-hour session. */
  async verifiedPatient(mobile: string): Promise<{ token: string; id: number }> {
    const registered = await this.call('POST', '/api/v1/users', { name: `Patient ${mobile}`, mobile });
    if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
    const sent = await this.call<{ firebase_uid: string }>('POST', '/api/v1/auth/send-otp', { mobile });
    const codes = await this.call<{ code: string; session_id: string }[]>('GET', `/api/dev/verification-codes?mobile=${encodeURIComponent(mobile)}`);
    const code = codes.json.find((c) => c.session_id === sent.json.firebase_uid)!.code;
    const confirmed = await this.call<{ idToken: string }>('POST', '/api/dev/phone-auth/confirm', { sessionId: sent.json.firebase_uid, code });
    const verified = await this.call<{ token: string; id: number }>('POST', '/api/v1/auth/verify-otp', {
      firebase_uid: sent.json.firebase_uid,
      idToken: confirmed.json.idToken,
    });
    if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
    // The owner confirms the details on file, as the confirm step asks before booking.
    const confirmedDetails = await this.call('PUT', '/api/v1/users/me', { name: `Patient ${mobile}` }, verified.json.token);
    if (confirmedDetails.status !== 200) throw new Error(`PUT /users/me answered ${confirmedDetails.status}`);
    return verified.json;
  }

  /** Active, unbooked slots over the next `days` days. */
  async availableSlots(days = 14): Promise<{ id: number; start_time: string }[]> {
    const start = new Date();
    const end = new Date(start.getTime() + days * 86_400_000);
    const res = await this.call<{ id: number; start_time: string }[]>(
      'GET',
      `/api/v1/time-slots/available?startDate=${encodeURIComponent(start.toISOString())}&endDate=${encodeURIComponent(end.toISOString())}`,
    );
    return res.json;
  }

  createOrder(patient: { token: string; id: number }, slotId: number, serviceId = 1) {
    return this.call<{ order_id: string; amount: number }>(
      'POST',
      '/api/v1/appointments/create-order',
      { userId: patient.id, slotId, serviceId, description: 'Lower back pain for three months' },
      patient.token,
    );
  }

  /** The local checkout's Pay button: the signed payment confirmation. */
  async pay(orderId: string): Promise<Record<string, string>> {
    const paid = await this.call<Record<string, string>>('POST', '/api/dev/checkout/pay', { order_id: orderId });
    if (paid.status !== 200) throw new Error(`checkout answered ${paid.status}`);
    return paid.json;
  }

  /** The wizard's verify-payment call for a confirmation. */
  verifyPayment(patient: { token: string; id: number }, confirmation: Record<string, string>, slotId: number, serviceId = 1) {
    return this.call<{ appointment: { id: number } }>(
      'POST',
      '/api/v1/appointments/verify-payment',
      { ...confirmation, userId: patient.id, slotId, serviceId, description: 'Lower back pain for three months' },
      patient.token,
    );
  }

  async payAndVerify(patient: { token: string; id: number }, orderId: string, slotId: number, serviceId = 1) {
    return this.verifyPayment(patient, await this.pay(orderId), slotId, serviceId);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The local server as `npm start` runs it (compiled, scripts/start.mjs) in its own process, API only (no site build needed). */
export async function spawnLocalServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // Under `npm run test:at` this process's Date is held at the chosen instant (and with it PGlite's
  // now() in this process): the server starts its clock at the same instant, read at the machine's
  // real now (performance's clock is not held).
  const clock = process.env.CLINIC_CLOCK_FOR_TESTS
    ? { CLINIC_CLOCK: new Date().toISOString(), CLINIC_CLOCK_SET_AT: String(Math.round(performance.timeOrigin + performance.now())) }
    : {};
  const child = spawn(process.execPath, ['--enable-source-maps', 'scripts/start.mjs'], {
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), ...clock, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** SIGKILL: no shutdown hooks, as when a machine or a serverless instance dies. */
export async function killHard(child: ChildProcess): Promise<void> {
  // A process that ended (by itself, or killed before) has an exit code or the signal that ended it.
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/**
 * Runs `fn` on the local server's database: the PostgreSQL one as it is, or the embedded one in
 * `dataDir`, opened only while no server holds it (PGlite is single-process).
 */
export async function withServerDatabase<T>(
  serverDatabase: DatabaseSource | undefined,
  dataDir: string,
  fn: (source: DatabaseSource) => Promise<T>,
): Promise<T> {
  if (serverDatabase) return fn(serverDatabase);
  const source = await openPglite(join(dataDir, 'pglite'));
  try {
    return await fn(source);
  } finally {
    await source.close();
  }
}
