import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/http/seed';
import { createTestContext, createUser, jsonRequest, TEST_JWT_SECRET, type TestContext } from '../support/test-app';

let t: TestContext;
let adminToken: string;
let patientToken: string;

beforeAll(async () => {
  t = await createTestContext();
  await seedDemoData(t.db);
  adminToken = (await createUser(t.db, 'admin')).token;
  patientToken = (await createUser(t.db, 'patient')).token;
  await createUser(t.db, 'patient');
});
afterAll(() => t.close());

const getDashboard = (token?: string, authorization?: string) =>
  t.app.request('/api/v1/dashboard', jsonRequest('GET', undefined, token, authorization ? { Authorization: authorization } : {}));

describe('GET /api/v1/dashboard', () => {
  it('gives an admin the five totals', async () => {
    const res = await getDashboard(adminToken);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, number>;
    expect(Object.keys(body).sort()).toEqual(['totalAppointments', 'totalDoctors', 'totalServices', 'totalTimeSlots', 'totalUsers']);
    expect(body).toMatchObject({ totalDoctors: 3, totalServices: 5, totalAppointments: 3, totalUsers: 4 });
    expect(body.totalTimeSlots).toBeGreaterThan(0);
  });

  it('answers 401 without a token, with a malformed header, or with a forged or expired token', async () => {
    const expired = await new SignJWT({ id: 1, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ayurveda-clinic')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(TEST_JWT_SECRET);
    const forged = await new SignJWT({ id: 1, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('ayurveda-clinic')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    for (const [token, header] of [[undefined, undefined], [undefined, 'Basic abc'], [expired], [forged], ['not-a-jwt']] as const) {
      const res = await getDashboard(token, header);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'Authentication required. Please log in.', code: 'unauthorized' });
    }
  });

  it('answers 403 for a patient token', async () => {
    const res = await getDashboard(patientToken);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'forbidden' });
  });
});
