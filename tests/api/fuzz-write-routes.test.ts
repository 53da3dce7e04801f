import fc from 'fast-check';
import { count, eq, is, ne, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/kernel/db/schema';
import { seedDemoData } from '../../src/server/http/seed';
import { brokenBody, type FieldSpec, notAnObjectBody } from '../support/fuzz';
import { createTestContext, createUser, type TestContext } from '../support/test-app';

/**
 * Property-based bad input for every write route: malformed JSON, wrong types, missing fields,
 * huge strings, negative and fractional numbers. Always a 4xx with an `error` text, never a 500,
 * and not one row changed anywhere.
 */
let t: TestContext;
let tokens: Record<'admin' | 'patient', string>;
const ids = { patient: 0, doctor: 0, service: 0, slot: 0, appointment: 0 };

beforeAll(async () => {
  t = await createTestContext();
  await seedDemoData(t.db);
  const patient = await createUser(t.db, 'patient');
  tokens = { admin: (await createUser(t.db, 'admin')).token, patient: patient.token };
  ids.patient = patient.user.id;
  ids.doctor = (await t.db.select().from(schema.doctors).limit(1))[0]!.id;
  ids.service = (await t.db.select().from(schema.services).limit(1))[0]!.id;
  ids.slot = (await t.db.select().from(schema.timeSlots).limit(1))[0]!.id;
  ids.appointment = (await t.db.select().from(schema.appointments).where(eq(schema.appointments.status, 'confirmed')).limit(1))[0]!.id;
});
afterAll(() => t.close());

interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string | (() => string);
  auth?: 'admin' | 'patient';
  valid: Record<string, unknown> | (() => Record<string, unknown>);
  fields: Record<string, FieldSpec>;
}

const doctor = { name: 'Dr. Test', specialization: 'Kayachikitsa', email: 'dr@example.com', mobile: '919876543210', gender: 'female', status: true };
const doctorFields: Record<string, FieldSpec> = {
  name: { kind: 'text', max: 100 },
  specialization: { kind: 'text', max: 100 },
  email: { kind: 'email' },
  mobile: { kind: 'text', max: 20 },
  gender: { kind: 'enum' },
  status: { kind: 'boolean', optional: true },
};
const service = { name: 'Nasya', price: 750.5, status: true };
const serviceFields: Record<string, FieldSpec> = {
  name: { kind: 'text', max: 100 },
  price: { kind: 'number' },
  status: { kind: 'boolean', optional: true },
};
const order = () => ({ userId: ids.patient, slotId: ids.slot, serviceId: ids.service, description: 'Knee pain' });
const orderFields: Record<string, FieldSpec> = {
  userId: { kind: 'id' },
  slotId: { kind: 'id' },
  serviceId: { kind: 'id' },
  description: { kind: 'text', max: 2000 },
};

const writeRoutes: WriteRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/contact-queries',
    valid: { name: 'Ritu', email: 'ritu@example.com', subject: 'Hello', message: 'A question', mobile: '9876543210' },
    fields: {
      name: { kind: 'text', max: 100 },
      email: { kind: 'email' },
      subject: { kind: 'text', max: 200 },
      message: { kind: 'text', max: 5000 },
      mobile: { kind: 'optionalText' },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/users/login',
    valid: { email: 'nobody@example.com', password: 'whatever-password' },
    fields: { email: { kind: 'text', max: 254 }, password: { kind: 'text', max: 200 } },
  },
  { method: 'POST', path: '/api/v1/doctors', auth: 'admin', valid: doctor, fields: doctorFields },
  { method: 'PUT', path: () => `/api/v1/doctors/${ids.doctor}`, auth: 'admin', valid: doctor, fields: doctorFields },
  { method: 'POST', path: '/api/v1/services', auth: 'admin', valid: service, fields: serviceFields },
  { method: 'PUT', path: () => `/api/v1/services/${ids.service}`, auth: 'admin', valid: service, fields: serviceFields },
  {
    method: 'PUT',
    path: () => `/api/v1/time-slots/${ids.slot}/status`,
    auth: 'admin',
    valid: { status: false },
    fields: { status: { kind: 'boolean' } },
  },
  {
    method: 'POST',
    path: '/api/v1/time-slots/generate',
    auth: 'admin',
    valid: () => ({
      doctorId: ids.doctor,
      startDate: '2099-01-05',
      endDate: '2099-01-09',
      weekdays: [1, 2],
      dayStart: '10:00',
      dayEnd: '12:00',
      slotMinutes: 30,
    }),
    fields: {
      doctorId: { kind: 'id' },
      startDate: { kind: 'enum' },
      endDate: { kind: 'enum' },
      dayStart: { kind: 'enum' },
      dayEnd: { kind: 'enum' },
      slotMinutes: { kind: 'id' },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/users',
    valid: { name: 'New Patient', mobile: '+919812340000', email: 'new@example.com', gender: 'male' },
    fields: { name: { kind: 'text', max: 100 }, mobile: { kind: 'text', max: 20 } },
  },
  { method: 'POST', path: '/api/v1/auth/send-otp', valid: { mobile: '+919812349999' }, fields: { mobile: { kind: 'text', max: 20 } } },
  {
    method: 'POST',
    path: '/api/v1/auth/verify-otp',
    valid: { firebase_uid: 'uid', idToken: 'token' },
    fields: { firebase_uid: { kind: 'text', max: 200 }, idToken: { kind: 'text', max: 8192 } },
  },
  { method: 'POST', path: '/api/v1/appointments/create-order', auth: 'patient', valid: order, fields: orderFields },
  {
    method: 'POST',
    path: '/api/v1/appointments/verify-payment',
    auth: 'patient',
    valid: () => ({ ...order(), razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'sig' }),
    fields: {
      ...orderFields,
      razorpay_order_id: { kind: 'text', max: 200 },
      razorpay_payment_id: { kind: 'text', max: 200 },
      razorpay_signature: { kind: 'text', max: 200 },
    },
  },
  {
    method: 'POST',
    path: () => `/api/v1/appointments/${ids.appointment}/reschedule`,
    auth: 'patient',
    valid: () => ({ newSlotId: ids.slot }),
    fields: { newSlotId: { kind: 'id' } },
  },
  {
    method: 'POST',
    path: () => `/api/v1/appointments/${ids.appointment}/status`,
    auth: 'admin',
    valid: { status: 'cancelled', reason: 'Doctor unwell' },
    fields: { status: { kind: 'enum' }, reason: { kind: 'text', max: 500 } },
  },
];

const allTables: PgTable[] = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable) && v !== schema.rateLimits);

// Rate-limit counters are left out: counting a refused attempt is the limiter's job. So are the
// trail's failed-login events: recording a refused login is what the trail is for.
async function rowCounts() {
  const counts: number[] = [];
  for (const table of allTables) {
    const recordsRefusals = table === schema.auditEvents ? ne(schema.auditEvents.action, 'login_failed') : undefined;
    const [row] = await t.db.select({ n: count() }).from(table).where(recordsRefusals);
    counts.push(row?.n ?? 0);
  }
  return counts;
}

async function send(route: WriteRoute, body: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'x-test-ip': `fuzz-${Math.random()}` };
  if (route.auth) headers.Authorization = `Bearer ${tokens[route.auth]}`;
  return t.app.request(typeof route.path === 'function' ? route.path() : route.path, { method: route.method, headers, body });
}

it('watches every table the migrations made', async () => {
  const result: unknown = await t.db.execute(
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name <> 'rate_limits'`,
  );
  // node-postgres answers a result with rows; PGlite's and Neon's drivers likewise.
  const [row] = (result as { rows: { n: number }[] }).rows;
  expect(allTables.length).toBe(row?.n);
});

describe.each(
  writeRoutes.map((r) => ({ ...r, label: `${r.method} ${typeof r.path === 'string' ? r.path : r.path.toString().replace(/^.*`(.*)`.*$/s, '$1')}` })),
)('$label refuses bad input', (route) => {
  it('with a 4xx and an error, changing nothing', async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(notAnObjectBody, brokenBody(typeof route.valid === 'function' ? route.valid() : route.valid, route.fields)),
        async (body) => {
          const res = await send(route, body);
          expect(res.status, body).toBeGreaterThanOrEqual(400);
          expect(res.status, body).toBeLessThan(500);
          const json = (await res.json()) as { error?: unknown; key?: unknown };
          expect(typeof json.error).toBe('string');
          expect(json.key).toMatch(/^[a-zA-Z]+\.[\w/-]+$/);
          expect(JSON.stringify(json)).not.toMatch(/\bat \S+:\d+|\bselect \S.* from |insert into |update \S+ set |delete from /i);
        },
      ),
      { numRuns: 60 },
    );
    expect(await rowCounts()).toEqual(before);
  });
});
