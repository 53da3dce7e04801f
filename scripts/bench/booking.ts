/**
 * `npm run bench:booking`: complete bookings (create-order, local checkout pay, verify-payment)
 * per second that the local server sustains, and p50/p99 of verify-payment. Loopback only; the
 * patients are registered and verified before the clock starts.
 *
 * `BENCH_MODE=burst` (with `BENCH_PATIENTS`, `BENCH_SLOTS`): every patient orders at the same
 * instant, patient i slot i mod M, and each order won is paid and verified; reports the winners,
 * 409s, 503s and 5xx, and the burst's duration, on a fresh database per target through
 * node-postgres (the local server) and, with DATABASE_URL, Neon's driver (see burst.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpClient } from '../../tests/support/http-flows';
import { runBurst } from './burst';
import { prepareServerDatabase, startServer } from './support';

if (process.env.BENCH_MODE === 'burst') {
  await runBurst();
  process.exit(0);
}

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 150);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

// BENCH_PGLITE=0 runs the PostgreSQL server alone (for runs compared with each other).
const targets: { label: string; env: Record<string, string> }[] = [];
if (process.env.BENCH_PGLITE !== '0') targets.push({ label: 'PGlite (embedded)', env: { DATABASE_URL: '' } });
if (process.env.DATABASE_URL) targets.push({ label: 'PostgreSQL server', env: { DATABASE_URL: process.env.DATABASE_URL } });

for (const target of targets) {
  if (target.env.DATABASE_URL) await prepareServerDatabase(target.env.DATABASE_URL);
  const server = await startServer({ ...target.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-booking-')), RATE_LIMIT_SCALE: '1000000' });
  try {
    const http = new HttpClient(server.url);
    const slots = (await http.availableSlots(14)).slice(0, BOOKINGS);
    const stamp = String(Date.now()).slice(-5);
    const patients: { token: string; id: number }[] = [];
    for (let i = 0; i < slots.length; i += 1) patients.push(await http.verifiedPatient(`+9177${stamp}${String(i).padStart(4, '0')}`));

    const verifyTimes: number[] = [];
    let booked = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < slots.length; i = next++) {
          const order = await http.createOrder(patients[i]!, slots[i]!.id);
          if (order.status !== 201) throw new Error(`create-order answered ${order.status}`);
          const confirmation = await http.pay(order.json.order_id);
          const t0 = performance.now();
          const verified = await http.verifyPayment(patients[i]!, confirmation, slots[i]!.id);
          verifyTimes.push(performance.now() - t0);
          if (verified.status !== 201) throw new Error(`verify-payment answered ${verified.status}`);
          booked += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${target.label}: ${booked} bookings in ${seconds.toFixed(1)} s with ${CONCURRENCY} at once = ${(booked / seconds).toFixed(1)} bookings/s; ` +
        `verify-payment p50 ${percentile(verifyTimes, 50).toFixed(0)} ms, p99 ${percentile(verifyTimes, 99).toFixed(0)} ms`,
    );
  } finally {
    await server.stop();
  }
}
