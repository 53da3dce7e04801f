import { staffAuthMessages } from '../../src/lib/validation/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { services, shortLinks } from '../../src/server/kernel/db/schema';
import { openTestDatabase } from '../support/test-app';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let handler: (request: Request, context: unknown) => Promise<Response>;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database.acquire();
  await db.insert(services).values([{ name: 'Panchakarma', pricePaise: 250_000 }]);
  vi.stubEnv('JWT_SECRET', 'a-test-secret-for-the-netlify-function-0123456789');
  // Production refuses the local payment and phone simulators.
  vi.stubEnv('RAZORPAY_KEY_ID', 'rzp_test_key');
  vi.stubEnv('RAZORPAY_KEY_SECRET', 'rzp-test-secret');
  vi.stubEnv('RAZORPAY_WEBHOOK_SECRET', 'rzp-test-webhook-secret');
  vi.stubEnv('FIREBASE_PROJECT_ID', 'clinic-test');
  // ...and the local e-mail recorder (nothing is sent by these requests).
  vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:1');
  vi.stubEnv('MAIL_FROM', 'Clinic <care@clinic.example>');
  // ...and unsigned documents (nothing is signed by these requests, so the key is never opened).
  vi.stubEnv('DOCUMENT_SIGNING_P12', Buffer.from('a PKCS#12').toString('base64'));
  vi.stubEnv('DOCUMENT_SIGNING_PASSPHRASE', 'secret');
  if (database.url) {
    // Against the real PostgreSQL server the function opens its own node-postgres pool.
    vi.stubEnv('DATABASE_URL', database.url);
  } else {
    // On PGlite, hand the function this test's database in place of a server connection.
    vi.stubEnv('DATABASE_URL', 'postgres://unused.invalid/db');
    vi.doMock('../../src/server/kernel/db/postgres', () => ({ openPostgres: () => database }));
  }
  // The function's code as built into netlify/api/build/ (its entry and paths: tests/unit/function-bundle.test.ts).
  const mod = await import('../../netlify/api/handler');
  handler = mod.default as never;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await database.close();
});

describe('the Netlify function (netlify/api/handler.ts)', () => {
  it('serves GET /api/v1/services with the same JSON as the local server', async () => {
    const res = await handler(new Request('https://clinic.example/api/v1/services'), {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: expect.any(Number), name: 'Panchakarma', price: 2500, status: true, modes: ['video', 'call'] }]);
  });

  it('redirects a short link on the clinic’s domain to what it stands for (issue 44)', async () => {
    const { db } = database.acquire();
    await db.insert(shortLinks).values({ code: 'Fn7sQ2xLm0Ab', targetUrl: 'https://rzp.io/rzp/AbCdEf', expiresAt: new Date(Date.now() + 60_000) });
    const res = await handler(new Request('https://clinic.example/p/Fn7sQ2xLm0Ab'), {});
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://rzp.io/rzp/AbCdEf');
  });

  it('answers errors in the API error shape', async () => {
    const res = await handler(new Request('https://clinic.example/api/v1/dashboard'), {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: staffAuthMessages.authRequired, code: 'unauthorized', key: 'staffAuth.authRequired' });
  });
});
