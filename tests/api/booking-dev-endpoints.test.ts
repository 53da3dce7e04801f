import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PROVIDERS } from '../../src/server/kernel/config';
import { createProviders } from '../../src/server/kernel/providers';
import { createBookable, requestOrder } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, testConfig, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/dev/verification-codes', () => {
  it('lists the newest local codes, optionally for one number', async () => {
    const { user } = await createUser(t.db, 'patient');
    const sent = await t.app.request('/api/v1/auth/send-otp', jsonRequest('POST', { mobile: user.mobile }));
    const { firebase_uid } = (await sent.json()) as { firebase_uid: string };
    const res = await t.app.request(`/api/dev/verification-codes?mobile=${encodeURIComponent(user.mobile!)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        mobile: user.mobile,
        code: expect.stringMatching(/^\d{6}$/),
        session_id: firebase_uid,
        attempts: 0,
        expires_at: expect.any(String),
        consumed: false,
      },
    ]);
  });
});

describe('/api/dev/* outside local development', () => {
  it('answers 404 in production', async () => {
    const prod = await createTestContext({ config: { ...testConfig, isProduction: true } });
    try {
      for (const [method, path] of [
        ['GET', '/api/dev/verification-codes'],
        ['POST', '/api/dev/phone-auth/confirm'],
        ['POST', '/api/dev/checkout/pay'],
        ['GET', '/api/dev/payment-links/plink_x'],
        ['POST', '/api/dev/payment-links/plink_x/pay'],
        ['GET', '/api/dev/clock'],
        ['POST', '/api/dev/clock'],
      ] as const) {
        const res = await prod.app.request(path, jsonRequest(method, method === 'POST' ? {} : undefined));
        expect(res.status).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });

  it('answers 404 with real providers', async () => {
    const real = createProviders({
      ...LOCAL_PROVIDERS,
      payments: { kind: 'razorpay', keyId: 'rzp_test_x', keySecret: 'secret', webhookSecret: 'whsecret' },
      phoneAuth: { kind: 'firebase', projectId: 'clinic-test' },
    });
    const withReal = await createTestContext({ providers: real });
    try {
      expect((await withReal.app.request('/api/dev/verification-codes')).status).toBe(404);
      expect((await withReal.app.request('/api/dev/checkout/pay', jsonRequest('POST', { order_id: 'order_x' }))).status).toBe(404);
      expect((await withReal.app.request('/api/dev/payment-links/plink_x/pay', jsonRequest('POST', {}))).status).toBe(404);
    } finally {
      await withReal.close();
    }
  });
});

describe('/api/dev/clock', () => {
  it('is not there unless the server was started with a movable clock (the browser tests)', async () => {
    expect((await t.app.request('/api/dev/clock')).status).toBe(404);
    const moved = await t.app.request('/api/dev/clock', jsonRequest('POST', { to: new Date(Date.now() + 3_600_000).toISOString() }));
    expect(moved.status).toBe(404);
  });
});

describe('POST /api/dev/checkout/pay', () => {
  it('signs a payment for an open order and answers 404 for an unknown one', async () => {
    const { service, slot } = await createBookable(t.db);
    const patient = await createUser(t.db, 'patient');
    const order = (await (
      await requestOrder(t, patient.token, { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'x' })
    ).json()) as { order_id: string };
    const res = await t.app.request('/api/dev/checkout/pay', jsonRequest('POST', { order_id: order.order_id }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      razorpay_order_id: order.order_id,
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await t.app.request('/api/dev/checkout/pay', jsonRequest('POST', { order_id: 'order_nope' }))).status).toBe(404);
  });
});

describe('/api/dev/* and the Host header (DNS rebinding)', () => {
  const withHost = (path: string, host: string) => t.app.request(`http://${host}${path}`, { headers: { host } });

  it.each(['localhost', 'localhost:4321', '127.0.0.1', '127.0.0.1:8080', '[::1]', '[::1]:4321', 'LOCALHOST:4321'])(
    'answers a loopback Host %s',
    async (host) => {
      expect((await withHost('/api/dev/verification-codes', host)).status).toBe(200);
      expect((await withHost('/api/dev/outbox', host)).status).toBe(200);
    },
  );

  it.each(['evil.example', 'evil.example:4321', 'localhost.evil.example', '127.0.0.1.nip.io', '192.168.1.5:4321', '[::2]'])(
    'refuses Host %s with 403 on every dev route',
    async (host) => {
      for (const path of ['/api/dev/verification-codes', '/api/dev/outbox']) {
        const res = await withHost(path, host);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          error: 'The development endpoints answer only on localhost',
          code: 'forbidden',
          key: 'request.localhostOnly',
        });
      }
      const pay = await t.app.request(`http://${host}/api/dev/checkout/pay`, {
        ...jsonRequest('POST', { order_id: 'order_x' }),
        headers: { host, 'content-type': 'application/json' },
      });
      expect(pay.status).toBe(403);
    },
  );

  it('leaves the public API to any Host', async () => {
    expect((await withHost('/api/v1/services', 'clinic.example')).status).toBe(200);
  });
});
