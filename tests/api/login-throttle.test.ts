import { and, eq, inArray } from 'drizzle-orm';
import { staffAuthMessages } from '../../src/lib/validation/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_ATTEMPTS_PER_CLIENT,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_FAILURES_PER_CLIENT_AND_ACCOUNT,
  LOGIN_WINDOW_SECONDS,
} from '../../src/server/identity/auth/login-throttle';
import { auditEvents } from '../../src/server/kernel/db/schema';
import { clientAddressKey, recordHit } from '../../src/server/kernel/rate-limit';
import { holdClockMidLoginWindowEach } from '../support/login-window-clock';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const windowMs = LOGIN_WINDOW_SECONDS * 1000;
holdClockMidLoginWindowEach();

const login = (body: { email: string; password: string }, ip: string) =>
  t.app.request('/api/v1/users/login', jsonRequest('POST', body, undefined, { 'x-test-ip': ip }));

describe('POST /api/v1/users/login, per account and client (finding 4)', () => {
  it('25 parallel wrong passwords from one client: the count is taken before checking, so some answer 429', async () => {
    const admin = await createUser(t.db, 'admin');
    const statuses = await Promise.all(Array.from({ length: 25 }, () => login({ email: admin.user.email!, password: 'wrong' }, '10.41.0.1')));
    const counted = statuses.map((r) => r.status);
    expect(counted.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_PER_CLIENT_AND_ACCOUNT);
    expect(counted.filter((s) => s === 429)).toHaveLength(25 - LOGIN_FAILURES_PER_CLIENT_AND_ACCOUNT);
  });

  it('a right password is not counted as a failure', async () => {
    const admin = await createUser(t.db, 'admin');
    const account = admin.user.email!.toLowerCase();
    // One short of the limit (counted directly: each real attempt costs a hash).
    for (let i = 1; i < LOGIN_FAILURES_PER_CLIENT_AND_ACCOUNT; i++) await recordHit(t.db, `login-fail:${account}:ip:10.41.0.2`, LOGIN_WINDOW_SECONDS);
    for (let i = 0; i < 3; i++) expect((await login({ email: admin.user.email!, password: admin.password }, '10.41.0.2')).status).toBe(200);
    expect((await login({ email: admin.user.email!, password: 'wrong' }, '10.41.0.2')).status).toBe(401);
    expect((await login({ email: admin.user.email!, password: admin.password }, '10.41.0.2')).status).toBe(429);
  });
});

describe('POST /api/v1/users/login, per account over every address (finding 3)', () => {
  it('wrong passwords from many addresses lock the account, audited once; the real password waits too', async () => {
    const admin = await createUser(t.db, 'admin');
    const account = admin.user.email!.toLowerCase();
    // One guess from each of a few addresses: no per-client limit is near.
    for (let i = 0; i < 3; i++) expect((await login({ email: admin.user.email!, password: `guess-${i}` }, `10.42.${i}.1`)).status).toBe(401);
    // The guesses of many more addresses (counted directly: each real one costs a hash and a growing delay).
    for (let i = 4; i < LOGIN_FAILURES_BEFORE_LOCK; i++) await recordHit(t.db, `login-fail:${account}`, LOGIN_WINDOW_SECONDS);
    expect((await login({ email: admin.user.email!, password: 'guess-last' }, '10.42.100.1')).status).toBe(401);

    const locked = await login({ email: admin.user.email!, password: admin.password }, '10.42.200.1');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(LOGIN_WINDOW_SECONDS));
    expect(await locked.json()).toEqual({ error: staffAuthMessages.accountLocked, code: 'rate_limited', key: 'staffAuth.accountLocked' });
    expect((await login({ email: admin.user.email!, password: 'guess-x' }, '10.42.201.1')).status).toBe(429);

    const events = await t.db
      .select({ action: auditEvents.action, ip: auditEvents.ip })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, admin.user.id), inArray(auditEvents.action, ['login_failed', 'login_locked'])));
    expect(events.filter((e) => e.action === 'login_failed')).toHaveLength(4);
    expect(events.filter((e) => e.action === 'login_locked')).toEqual([{ action: 'login_locked', ip: '10.42.100.1' }]);
  }, 60_000);

  it('the lock is per account: another account still signs in from the same addresses', async () => {
    const other = await createUser(t.db, 'admin');
    expect((await login({ email: other.user.email!, password: other.password }, '10.42.0.1')).status).toBe(200);
  });
});

describe('sliding windows at a window edge (finding 5)', () => {
  it('a client that used its logins just before the edge gets almost none just after it', async () => {
    const edge = Math.ceil(Date.now() / windowMs) * windowMs;
    vi.setSystemTime(edge - 1000);
    const ip = '10.43.0.1';
    // The client's attempts of the window (counted directly: each real attempt costs a hash).
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_CLIENT; i++) await recordHit(t.db, `login:ip:${ip}`, LOGIN_WINDOW_SECONDS);
    expect((await login({ email: 'nobody-late@edge.example', password: 'x' }, ip)).status).toBe(429);
    // A fixed window would start again from zero here.
    vi.setSystemTime(edge + 1000);
    expect((await login({ email: 'nobody-next@edge.example', password: 'x' }, ip)).status).toBe(429);
    // Halfway through the next window about half of the old hits have slid out.
    vi.setSystemTime(edge + windowMs / 2);
    expect((await login({ email: 'nobody-half@edge.example', password: 'x' }, ip)).status).toBe(401);
    let allowed = 1;
    while ((await recordHit(t.db, `login:ip:${ip}`, LOGIN_WINDOW_SECONDS)) <= LOGIN_ATTEMPTS_PER_CLIENT) allowed += 1;
    expect(allowed).toBeGreaterThanOrEqual(LOGIN_ATTEMPTS_PER_CLIENT / 2 - 3);
    expect(allowed).toBeLessThanOrEqual(LOGIN_ATTEMPTS_PER_CLIENT / 2);
  }, 60_000);

  it('send-otp per number and registration per client hold across the edge too', async () => {
    const hour = 60 * 60 * 1000;
    const edge = Math.ceil(Date.now() / hour) * hour;
    vi.setSystemTime(edge - 1000);
    const patient = await createUser(t.db, 'patient');
    const sendOtp = (ip: string) =>
      t.app.request('/api/v1/auth/send-otp', jsonRequest('POST', { mobile: patient.user.mobile }, undefined, { 'x-test-ip': ip }));
    for (let i = 0; i < 5; i++) expect((await sendOtp(`10.44.0.${i}`)).status).toBe(200);
    expect((await sendOtp('10.44.0.9')).status).toBe(429);
    vi.setSystemTime(edge + 1000);
    expect((await sendOtp('10.44.0.10')).status).toBe(429);

    vi.setSystemTime(edge + hour - 1000);
    const register = (i: number) =>
      t.app.request(
        '/api/v1/users',
        jsonRequest('POST', { name: `Edge ${i}`, email: `edge-${i}@example.com`, mobile: `+9198765${String(i).padStart(5, '0')}` }, undefined, {
          'x-test-ip': '10.44.1.1',
        }),
      );
    for (let i = 0; i < 10; i++) expect((await register(i)).status).toBe(201);
    expect((await register(10)).status).toBe(429);
    vi.setSystemTime(edge + hour + 1000);
    expect((await register(11)).status).toBe(429);
  }, 60_000);
});

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s → %s', (ip, key) => expect(clientAddressKey(ip)).toBe(key));

  it('counts one IPv6 /64 as one client for logins', async () => {
    for (let i = 1; i < LOGIN_ATTEMPTS_PER_CLIENT; i++) await recordHit(t.db, 'login:ip:2001:db8:7:7::/64', LOGIN_WINDOW_SECONDS);
    expect((await login({ email: 'v6-first@example.com', password: 'x' }, '2001:db8:7:7::1')).status).toBe(401);
    expect((await login({ email: 'v6-last@example.com', password: 'x' }, '2001:db8:7:7:abcd::1')).status).toBe(429);
    expect((await login({ email: 'v6-last@example.com', password: 'x' }, '2001:db8:7:8::1')).status).toBe(401);
  }, 60_000);
});
