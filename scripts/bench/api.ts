/**
 * `npm run bench:api`: loads the local server (its own process, loopback only) with autocannon
 * and prints requests/s, p50 and p99 per route, each also as a ratio to a route that touches no
 * database. Runs on embedded PGlite, and on PostgreSQL when DATABASE_URL is given. Then seeds
 * 1,000 / 10,000 / 100,000 appointments and prints how the admin lists and the dashboard grow.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { count, min, sql } from 'drizzle-orm';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { appointments, doctors } from '../../src/server/kernel/db/schema';
import { openLocalDatabase } from '../../src/server/local//open-database';
import { adminToken, median, prepareServerDatabase, startServer } from './support';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const SCALES = (process.env.BENCH_SCALES ?? '1000,10000,100000').split(',').map(Number);

interface Target {
  label: string;
  env: Record<string, string>;
}

// BENCH_ONLY_SERVER=1 skips the embedded run (to rerun the PostgreSQL figures alone).
const targets: Target[] = process.env.BENCH_ONLY_SERVER ? [] : [{ label: 'PGlite (embedded)', env: { DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) targets.push({ label: 'PostgreSQL server', env: { DATABASE_URL: process.env.DATABASE_URL } });

function todayWindow() {
  const start = new Date();
  start.setDate(start.getDate() + 1);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setHours(23, 59, 59, 999);
  return `startDate=${encodeURIComponent(start.toISOString())}&endDate=${encodeURIComponent(end.toISOString())}`;
}

async function load(url: string, options: Partial<autocannon.Options>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, total: result.requests.total };
}

async function routeTable(target: Target, dataDir: string) {
  const server = await startServer({ ...target.env, DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000000' });
  try {
    const token = await adminToken(server.url);
    const contact = JSON.stringify({ name: 'Bench', email: 'bench@example.com', subject: 'Load', message: 'A benchmark message', mobile: null });
    const routes: [string, Partial<autocannon.Options>][] = [
      ['no database (API 404)', { url: `${server.url}/api/v1/bench-no-such-route` }],
      ['GET /api/v1/services', { url: `${server.url}/api/v1/services` }],
      ['GET /api/v1/time-slots/available (one day)', { url: `${server.url}/api/v1/time-slots/available?${todayWindow()}` }],
      [
        'POST /api/v1/contact-queries',
        { url: `${server.url}/api/v1/contact-queries`, method: 'POST', body: contact, headers: { 'content-type': 'application/json' } },
      ],
      ['GET /api/v1/appointments/admin', { url: `${server.url}/api/v1/appointments/admin`, headers: { authorization: `Bearer ${token}` } }],
    ];
    console.log(`\n## ${target.label}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route\n`);
    console.log('| route | req/s | p50 ms | p99 ms | errors | req/s vs no-db |');
    console.log('|---|---|---|---|---|---|');
    let baseline = 0;
    for (const [label, options] of routes) {
      const r = await load(options.url!, options);
      // The 404 baseline answers non-2xx by design; count errors for real routes only.
      const errors = label.startsWith('no database') ? r.errors - r.total : r.errors;
      if (!baseline) baseline = r.rps;
      console.log(`| ${label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${Math.max(0, errors)} | ${(r.rps / baseline).toFixed(2)} |`);
    }
  } finally {
    await server.stop();
  }
}

// Bench patients get the clinic's common names (a surname search matches one in 20) and
// scattered mobiles: g * MOBILE_FACTOR mod 10^9 is one to one, as the factor is prime to 10.
const FIRST_NAMES = 'Aarav Nirali Vihaan Diya Arjun Ananya Kabir Isha Rohan Meera'.split(' ');
const SURNAMES = 'Shah Patel Mehta Iyer Desai Joshi Rao Nair Gupta Reddy Trivedi Kapoor Bose Pillai Sen Kulkarni Menon Chopra Bhatt Dutta'.split(' ');
const MOBILE_FACTOR = 123456791n;
const benchMobile = (g: number) => `+918${((BigInt(g) * MOBILE_FACTOR) % 1_000_000_000n).toString().padStart(9, '0')}`;
const pgArray = (values: string[]) => `{${values.join(',')}}`;

/** Adds patients, past slots (spread over the doctors), appointments and payments until there are `total` appointments. */
async function growAppointments(databaseUrl: string, dataDir: string, total: number): Promise<number> {
  const source = await openLocalDatabase(databaseUrl || undefined, dataDir);
  const { db } = source.acquire();
  const [counted] = await db.select({ n: count() }).from(appointments);
  const existing = counted?.n ?? 0;
  const from = existing + 1;
  if (from <= total) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into users (name, email, mobile, role, gender)
        select (${pgArray(FIRST_NAMES)}::text[])[1 + g % ${FIRST_NAMES.length}] || ' ' || (${pgArray(SURNAMES)}::text[])[1 + (g / ${FIRST_NAMES.length}) % ${SURNAMES.length}],
          'bench' || g || '@example.com', '+918' || lpad(((g::bigint * ${MOBILE_FACTOR}) % 1000000000)::text, 9, '0'), 'patient', 'female'
        from generate_series(${from}::int, ${total}::int) g`);
      await tx.execute(sql`
        insert into time_slots (doctor_id, start_time, end_time, is_booked)
        select (select array_agg(id order by id) from doctors)[1 + g % (select count(*) from doctors)::int],
          now() - make_interval(mins => 30 * g), now() - make_interval(mins => 30 * g - 30), true
        from generate_series(${from}::int, ${total}::int) g`);
      // Booked (and paid) the day before each consultation, so the history spreads over the
      // years it covers, as a clinic's does, rather than all landing on today.
      await tx.execute(sql`
        insert into appointments (user_id, slot_id, service_id, time, status, google_meet_link, description, created_at)
        select u.id, s.id, (select min(id) from services), s.start_time,
          case s.rn % 20 when 0 then 'no_show' when 1 then 'cancelled' else 'completed' end,
          'https://meet.jit.si/bench-' || u.id, 'Benchmark appointment',
          s.start_time - interval '1 day'
        from (select id, row_number() over (order by id) rn from users where email like 'bench%@example.com' and id not in (select user_id from appointments)) u
        join (select id, start_time, row_number() over (order by id) rn from time_slots where is_booked and id not in (select slot_id from appointments)) s on s.rn = u.rn`);
      await tx.execute(sql`
        insert into payments (appointment_id, user_id, slot_id, service_id, razorpay_order_id, razorpay_payment_id, amount_paise, status, created_at)
        select a.id, a.user_id, a.slot_id, a.service_id, 'order_bench_' || a.id, 'pay_bench_' || a.id, 80000, 'completed', a.created_at
        from appointments a where not exists (select 1 from payments p where p.appointment_id = a.id)`);
    });
  }
  const [first] = await db.select({ id: min(doctors.id) }).from(doctors);
  await source.close();
  return first!.id!;
}

/**
 * What the admin screens ask for: a page (first, last, sorted, filtered) of each list, the whole
 * arrays (export, SPEC §7) and the dashboard. The filters pick the first of the three doctors (one
 * bench slot in three is theirs), a clinic day ten days back (within every history size), no-shows
 * (one appointment in 20) and a patient from the middle of the list.
 */
function scaleRequests(total: number, doctorId: number): [string, string][] {
  const page = 'limit=10&offset=0';
  const day = indiaDateOf(new Date(Date.now() - 10 * 86_400_000));
  const weekStart = indiaDateOf(new Date(Date.now() - 16 * 86_400_000));
  const mobile = benchMobile(Math.ceil(total / 2)).slice(3);
  return [
    ['appointments: first page', `/api/v1/appointments/admin?${page}`],
    ['appointments: last page', `/api/v1/appointments/admin?limit=10&offset=${Math.max(total - 10, 0)}`],
    ['appointments: page sorted by patient name', `/api/v1/appointments/admin?${page}&sort=user_name&order=asc`],
    ['appointments: page sorted by amount paid', `/api/v1/appointments/admin?${page}&sort=amount_paid&order=desc`],
    ['appointments: one doctor, one IST day', `/api/v1/appointments/admin?doctor_id=${doctorId}&from=${day}&to=${day}&${page}`],
    ['appointments: one doctor, third page', `/api/v1/appointments/admin?doctor_id=${doctorId}&limit=10&offset=20`],
    ['appointments: no-shows, third page', `/api/v1/appointments/admin?status=no_show&limit=10&offset=20`],
    [
      'appointments: one doctor, no-shows, sorted by time',
      `/api/v1/appointments/admin?doctor_id=${doctorId}&status=no_show&${page}&sort=time&order=desc`,
    ],
    ['appointments: whole list (export)', '/api/v1/appointments/admin'],
    ['patients: first page', `/api/v1/users/patients?${page}`],
    ['patients: page sorted by name', `/api/v1/users/patients?${page}&sort=name&order=desc`],
    ['patients: search a surname ("shah")', `/api/v1/users/patients?q=shah&${page}`],
    [
      'patients: search a full mobile typed with a space',
      `/api/v1/users/patients?q=${encodeURIComponent(`${mobile.slice(0, 5)} ${mobile.slice(5)}`)}&${page}`,
    ],
    ['patients: search the last 5 digits of a mobile', `/api/v1/users/patients?q=${mobile.slice(-5)}&${page}`],
    ['patients: whole list (export)', '/api/v1/users/patients'],
    ['time slots: first page', `/api/v1/time-slots?${page}`],
    ['time slots: page sorted by doctor', `/api/v1/time-slots?${page}&sort=doctor&order=asc`],
    ['time slots: one doctor, one week', `/api/v1/time-slots?doctor_id=${doctorId}&from=${weekStart}&to=${day}&${page}`],
    ['time slots: whole list', '/api/v1/time-slots'],
    ['dashboard: operations figures', '/api/v1/dashboard/operations'],
  ];
}

async function scaleTable(target: Target, dataDir: string) {
  const figures = new Map<string, string[]>();
  for (const total of SCALES) {
    const doctorId = await growAppointments(target.env.DATABASE_URL ?? '', dataDir, total);
    const server = await startServer({ ...target.env, DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000000' });
    try {
      const token = await adminToken(server.url);
      for (const [label, path] of scaleRequests(total, doctorId)) {
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < 3; i += 1) {
          const started = performance.now();
          const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
          bytes = (await res.arrayBuffer()).byteLength;
          times.push(performance.now() - started);
          if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        }
        figures.set(label, [...(figures.get(label) ?? []), `${median(times).toFixed(0)} ms, ${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`]);
      }
    } finally {
      await server.stop();
    }
  }
  console.log(`\n## ${target.label}: admin lists as appointments grow (median of 3 requests)\n`);
  console.log(`| request | ${SCALES.map((n) => `${n.toLocaleString('en-US')} appointments`).join(' | ')} |`);
  console.log(`|---|${SCALES.map(() => '---').join('|')}|`);
  for (const [label, cells] of figures) console.log(`| ${label} | ${cells.join(' | ')} |`);
}

for (const target of targets) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  if (target.env.DATABASE_URL) {
    console.log('(the PostgreSQL database is used as it is: give an empty, disposable one)');
    await prepareServerDatabase(target.env.DATABASE_URL);
  }
  await routeTable(target, dataDir);
  await scaleTable(target, dataDir);
}
