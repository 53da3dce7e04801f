import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_LIVE_HOLDS_PER_PATIENT } from '../../src/lib/policy/appointment-policy';
import { upsertAdmin } from '../../src/server/identity/auth/admin-accounts';
import { LOGIN_ATTEMPTS_PER_CLIENT, LOGIN_FAILURES_BEFORE_DELAY, LOGIN_WINDOW_SECONDS } from '../../src/server/identity/auth/login-throttle';
import { doctors, payments, rateLimits, refunds, timeSlots, users, verificationCodes } from '../../src/server/kernel/db/schema';
import { describeForLog } from '../../src/server/kernel/errors';
import { recordHit } from '../../src/server/kernel/rate-limit';
import { startRateLimitPruning } from '../../src/server/http/rate-limit-pruning';
import { createBookable, createSlot, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { holdClockMidLoginWindowEach } from '../support/login-window-clock';
import { expectOurError } from '../support/api-errors';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => ({ 'x-test-ip': `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });
const post = (path: string, body: unknown, token?: string, headers = freshIp()) => t.app.request(path, jsonRequest('POST', body, token, headers));
type Order = { order_id: string; userId: number; slotId: number; serviceId: number; description: string };

describe('checkout holds (finding 1)', () => {
  it('one patient scripting create-order over 50 slots ends with one hold; others see the rest free', async () => {
    const { doctor, service } = await createBookable(t.db);
    const slots: { id: number }[] = [];
    for (let i = 0; i < 50; i++) slots.push(await createSlot(t.db, doctor.id, 24 * 20 + i));
    const attacker = await createUser(t.db, 'patient');
    const statuses = [];
    for (const slot of slots) {
      const res = await requestOrder(t, attacker.token, { userId: attacker.user.id, slotId: slot.id, serviceId: service.id, description: 'x' });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const held = await t.db.select().from(timeSlots).where(eq(timeSlots.heldByUserId, attacker.user.id));
    expect(held.filter((s) => s.heldUntil! > new Date())).toHaveLength(MAX_LIVE_HOLDS_PER_PATIENT);

    const other = await createUser(t.db, 'patient');
    const start = new Date(Date.now() + 24 * 19 * 3600_000).toISOString();
    const end = new Date(Date.now() + 24 * 23 * 3600_000).toISOString();
    const res = await t.app.request(`/api/v1/time-slots/available?startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(end)}`, {
      headers: { Authorization: `Bearer ${other.token}` },
    });
    const free = (await res.json()) as { id: number }[];
    expect(free.filter((s) => slots.some((slot) => slot.id === s.id))).toHaveLength(49);
  });

  it('asking again for the held slot neither extends the hold nor makes a new provider order', async () => {
    const { service, slot } = await createBookable(t.db);
    const patient = await createUser(t.db, 'patient');
    const body = { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain' };
    const first = (await (await requestOrder(t, patient.token, body)).json()) as Order;
    const [before] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    await new Promise((r) => setTimeout(r, 20));
    const again = await requestOrder(t, patient.token, body);
    expect(again.status).toBe(201);
    expect(((await again.json()) as Order).order_id).toBe(first.order_id);
    const [after] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(after!.heldUntil).toEqual(before!.heldUntil);
    expect(await t.db.select().from(payments).where(eq(payments.slotId, slot.id))).toHaveLength(1);
  });

  it('a new order releases the patient’s previous hold', async () => {
    const { doctor, service, slot } = await createBookable(t.db);
    const second = await createSlot(t.db, doctor.id, 72);
    const patient = await createUser(t.db, 'patient');
    await requestOrder(t, patient.token, { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'a' });
    await requestOrder(t, patient.token, { userId: patient.user.id, slotId: second.id, serviceId: service.id, description: 'b' });
    const [first] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(first).toMatchObject({ heldByUserId: null, heldUntil: null });
  });
});

describe('sessions end with the account (finding 2)', () => {
  const createService = (token: string) => post('/api/v1/services', { name: 'Nasya', price: 500 }, token);

  it('an admin token stops working when the admin is deactivated', async () => {
    const admin = await createUser(t.db, 'admin');
    expect((await createService(admin.token)).status).toBe(201);
    await t.db.update(users).set({ status: false }).where(eq(users.id, admin.user.id));
    expect((await createService(admin.token)).status).toBe(401);
  });

  it('an admin token stops working when the password is reset', async () => {
    const admin = await createUser(t.db, 'admin');
    await upsertAdmin(t.db, { email: admin.user.email!, password: 'a brand new password' });
    expect((await createService(admin.token)).status).toBe(401);
  });

  it('an admin token stops working when the row is deleted', async () => {
    const admin = await createUser(t.db, 'admin');
    await t.db.delete(users).where(eq(users.id, admin.user.id));
    expect((await createService(admin.token)).status).toBe(401);
  });

  it('staff logout ends the session at once, and logging in again right after works', async () => {
    const admin = await createUser(t.db, 'admin');
    const login = await post('/api/v1/users/login', { email: admin.user.email, password: admin.password });
    const { token } = (await login.json()) as { token: string };
    expect((await post('/api/v1/users/logout', {}, token)).status).toBe(200);
    expect((await createService(token)).status).toBe(401);
    // Same second as the logout: the new token carries the new version and works.
    const again = (await (await post('/api/v1/users/login', { email: admin.user.email, password: admin.password })).json()) as { token: string };
    expect((await createService(again.token)).status).toBe(201);
  });

  it('a deactivated patient cannot order, and patient logout ends the session', async () => {
    const { service, slot } = await createBookable(t.db);
    const patient = await createUser(t.db, 'patient');
    const body = { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'x' };
    await t.db.update(users).set({ status: false }).where(eq(users.id, patient.user.id));
    expect((await requestOrder(t, patient.token, body)).status).toBe(401);

    const other = await createUser(t.db, 'patient');
    expect((await post('/api/v1/auth/logout', {}, other.token)).status).toBe(200);
    expect((await requestOrder(t, other.token, { ...body, userId: other.user.id })).status).toBe(401);
  });

  it('logout without a session answers 401', async () => {
    expect((await post('/api/v1/users/logout', {})).status).toBe(401);
    expect((await post('/api/v1/auth/logout', {})).status).toBe(401);
  });
});

describe('no lockout by strangers (finding 3)', () => {
  holdClockMidLoginWindowEach((name) => name.includes('send-otp'));

  it('wrong passwords from one client do not lock the real admin out from another', async () => {
    const admin = await createUser(t.db, 'admin');
    const attacker = { 'x-test-ip': '10.30.0.1' };
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_DELAY; i++) {
      expect((await post('/api/v1/users/login', { email: admin.user.email, password: 'wrong' }, undefined, attacker)).status).toBe(401);
    }
    expect((await post('/api/v1/users/login', { email: admin.user.email, password: 'wrong' }, undefined, attacker)).status).toBe(429);
    const res = await post('/api/v1/users/login', { email: admin.user.email, password: admin.password }, undefined, { 'x-test-ip': '10.30.0.2' });
    expect(res.status).toBe(200);
  });

  it('a client over its own login limit counts nothing against accounts', async () => {
    const client = { 'x-test-ip': '10.30.0.3' };
    // The client has used its 30 attempts of the window (counted directly: each real attempt costs a hash).
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_CLIENT; i++) await recordHit(t.db, 'login:ip:10.30.0.3', LOGIN_WINDOW_SECONDS);
    expect((await post('/api/v1/users/login', { email: 'victim@example.com', password: 'wrong' }, undefined, client)).status).toBe(429);
    expect(await t.db.select().from(rateLimits).where(like(rateLimits.key, 'login-fail:victim@example.com%'))).toEqual([]);
  });

  it('a client over its send-otp limit cannot use up a patient’s codes', async () => {
    const victim = await createUser(t.db, 'patient');
    const client = { 'x-test-ip': '10.30.0.4' };
    for (let i = 0; i < 20; i++) await post('/api/v1/auth/send-otp', { mobile: `+9170000000${String(i).padStart(2, '0')}` }, undefined, client);
    for (let i = 0; i < 5; i++) expect((await post('/api/v1/auth/send-otp', { mobile: victim.user.mobile }, undefined, client)).status).toBe(429);
    expect((await post('/api/v1/auth/send-otp', { mobile: victim.user.mobile })).status).toBe(200);
  });
});

describe('pre-registered phones (finding 4)', () => {
  const register = (body: unknown) => post('/api/v1/users', body);
  async function verify(mobile: string) {
    const sent = (await (await post('/api/v1/auth/send-otp', { mobile })).json()) as { firebase_uid: string };
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.sessionId, sent.firebase_uid));
    const confirmed = (await (await post('/api/dev/phone-auth/confirm', { sessionId: sent.firebase_uid, code: row!.devCode })).json()) as {
      idToken: string;
    };
    return (await (await post('/api/v1/auth/verify-otp', { firebase_uid: sent.firebase_uid, idToken: confirmed.idToken })).json()) as {
      token: string;
      id: number;
      confirm_details: boolean;
    };
  }

  it('the real owner’s registration replaces a stranger’s, and verification asks to confirm the details', async () => {
    const mobile = '+919800000401';
    expect((await register({ name: 'Mallory', email: 'mallory@evil.example', mobile })).status).toBe(201);
    const owner = await register({ name: 'Asha Patel', email: 'asha@example.com', mobile, gender: 'female' });
    expect(owner.status).toBe(201);
    expect(await owner.json()).toMatchObject({ name: 'Asha Patel', email: 'asha@example.com', gender: 'female' });
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toMatchObject([{ name: 'Asha Patel', email: 'asha@example.com' }]);

    const session = await verify(mobile);
    expect(session.confirm_details).toBe(true);
    const me = await t.app.request('/api/v1/users/me', { headers: { Authorization: `Bearer ${session.token}` } });
    expect(await me.json()).toMatchObject({ name: 'Asha Patel', email: 'asha@example.com', mobile, details_confirmed: false });
    const corrected = await t.app.request(
      '/api/v1/users/me',
      jsonRequest('PUT', { name: 'Asha P.', email: 'asha.p@example.com', gender: 'female' }, session.token),
    );
    expect(corrected.status).toBe(200);
    expect(await corrected.json()).toMatchObject({ name: 'Asha P.', email: 'asha.p@example.com', details_confirmed: true });
    expect((await verify(mobile)).confirm_details).toBe(false);

    // Once verified, the number is taken (SPEC's 409 and message).
    const late = await register({ name: 'Mallory', mobile });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: 'An account with this mobile number already exists. Please choose Existing User to sign in.' });
  });

  it('PUT /users/me validates like registration and needs a patient session', async () => {
    const patient = await createUser(t.db, 'patient');
    const bad = await t.app.request('/api/v1/users/me', jsonRequest('PUT', { name: ' ', email: 'x' }, patient.token));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid' });
    expect((await t.app.request('/api/v1/users/me', jsonRequest('PUT', { name: 'A' }))).status).toBe(401);
  });
});

/** The payment went back in full through the refund path (the local provider settles at once). */
async function expectRefundedInFull(orderId: string) {
  const [payment] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, orderId));
  expect(payment).toMatchObject({ status: 'refunded' });
  expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toMatchObject([
    { amountPaise: payment!.amountPaise, status: 'processed' },
  ]);
}

describe('slots that cannot be booked (findings 6, 7)', () => {
  it('refuses an order on an inactive doctor’s slot, and refunds one paid after the doctor was deactivated', async () => {
    const { doctor, service, slot } = await createBookable(t.db);
    const patient = await createUser(t.db, 'patient');
    const body = { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'x' };
    const order = (await (await requestOrder(t, patient.token, body)).json()) as Order;
    await t.db.update(doctors).set({ status: false }).where(eq(doctors.id, doctor.id));
    expect((await payAndVerify(t, patient.token, order)).status).toBe(409);
    await expectRefundedInFull(order.order_id);
    const other = await createUser(t.db, 'patient');
    const again = await requestOrder(t, other.token, { ...body, userId: other.user.id });
    expect(again.status).toBe(409);
  });

  it('refunds an order paid after its slot started', async () => {
    const { service, slot } = await createBookable(t.db);
    const patient = await createUser(t.db, 'patient');
    const order = (await (
      await requestOrder(t, patient.token, { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'x' })
    ).json()) as Order;
    await t.db
      .update(timeSlots)
      .set({ startTime: new Date(Date.now() - 60_000) })
      .where(eq(timeSlots.id, slot.id));
    const res = await payAndVerify(t, patient.token, order);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'This time slot is no longer available. Your payment will be refunded.' });
    await expectRefundedInFull(order.order_id);
  });
});

describe('control characters (finding 8)', () => {
  it.each([
    ['/api/v1/contact-queries', { name: 'A\u0000', email: 'a@example.com', subject: 'Hi', message: 'Hello' }],
    ['/api/v1/users', { name: 'Asha\u0000', mobile: '+919800000501' }],
    ['/api/v1/users', { name: 'Asha\ud800', mobile: '+919800000502' }],
    ['/api/v1/users/login', { email: 'a\u0000@example.com', password: 'x' }],
    ['/api/v1/auth/send-otp', { mobile: '+91980000\u00000503' }],
  ])('POST %s with a NUL or lone surrogate answers 400 in the error shape', async (path, body) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expectOurError(await res.json(), 'invalid', path);
  });

  it('an unexpected database error is logged without its parameter values', () => {
    const err = new Error('Failed query: insert into "users" ("name", "mobile") values ($1, $2)\nparams: Asha Patel,+919812345678');
    const logged = describeForLog(new Error('wrapper', { cause: err }));
    expect(logged).toContain('Failed query: insert into "users"');
    expect(logged).not.toContain('+919812345678');
    expect(logged).not.toContain('Asha Patel');
  });
});

describe('rate-limit pruning (finding 10)', () => {
  it('drops windows older than a day when the local server starts its timer', async () => {
    await t.db.insert(rateLimits).values({ key: 'prune-test', windowStart: new Date(Date.now() - 3 * 86_400_000), count: 3 });
    const stop = startRateLimitPruning(t.database, 60_000);
    await vi.waitFor(async () => expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'prune-test'))).toEqual([]));
    stop();
  });
});

describe('password hashing (finding 12)', () => {
  it('rehashes an old N=2^14 hash at OWASP’s parameters on the next successful login', async () => {
    const oldHash =
      'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$' +
      (await (async () => {
        const { scrypt } = await import('node:crypto');
        return new Promise<string>((resolve, reject) =>
          scrypt('old password 123', Buffer.from('c2FsdHNhbHRzYWx0c2FsdA==', 'base64'), 64, { N: 16384, r: 8, p: 1 }, (e, key) =>
            e ? reject(e) : resolve(key.toString('base64')),
          ),
        );
      })());
    const admin = await createUser(t.db, 'admin', { passwordHash: oldHash });
    const res = await post('/api/v1/users/login', { email: admin.user.email, password: 'old password 123' });
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.id, admin.user.id)));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await post('/api/v1/users/login', { email: admin.user.email, password: 'old password 123' })).status).toBe(200);
  });
});

describe('service prices (finding 13)', () => {
  it.each([0, 0.004, 0.99])('refuses a price of %s rupees', async (price) => {
    const admin = await createUser(t.db, 'admin');
    const res = await post('/api/v1/services', { name: 'Cheap', price }, admin.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Valid price is required!', code: 'invalid' });
  });

  it('accepts ₹1', async () => {
    const admin = await createUser(t.db, 'admin');
    expect((await post('/api/v1/services', { name: 'One rupee', price: 1 }, admin.token)).status).toBe(201);
  });
});
