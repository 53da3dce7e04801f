import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { upsertAdmin } from '../../src/server/identity/auth/admin-accounts';
import { ADMIN_TOKEN_TTL_SECONDS } from '../../src/server/identity/auth/tokens';
import { rateLimits } from '../../src/server/kernel/db/schema';
import { holdClockMidLoginWindow } from '../support/login-window-clock';
import { staffAuthMessages } from '../../src/lib/validation/messages';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
const admin = { email: 'staff@clinic.example', password: 'a-strong-password' };

beforeAll(async () => {
  t = await createTestContext();
  await upsertAdmin(t.db, admin);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const login = (body: unknown) => t.app.request('/api/v1/users/login', jsonRequest('POST', body));

describe('POST /api/v1/users/login', () => {
  it('returns a token carrying id, role admin and exp', async () => {
    const res = await login(admin);
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ role: 'admin', id: expect.any(Number) });
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp).toBeGreaterThan(now + ADMIN_TOKEN_TTL_SECONDS - 60);
    expect(claims.exp).toBeLessThanOrEqual(now + ADMIN_TOKEN_TTL_SECONDS + 1);
  });

  it('matches the e-mail without regard to case or spaces', async () => {
    expect((await login({ email: '  STAFF@clinic.example ', password: admin.password })).status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    for (const body of [
      { ...admin, password: 'wrong-password' },
      { email: 'nobody@clinic.example', password: admin.password },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid email or password', code: 'unauthorized', key: 'login.invalidCredentials' });
    }
  });

  it('refuses a patient even with a password hash', async () => {
    const patient = await createUser(t.db, 'patient');
    const res = await login({ email: patient.user.email, password: patient.password });
    expect(res.status).toBe(401);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: admin.email }, 'Password is required'],
    [{ email: 5, password: 'x' }, 'Email is required'],
    [{ email: admin.email, password: '' }, 'Password is required'],
  ])('refuses %j with 400', async (body, error) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error });
  });

  it('locks an e-mail out after 10 failed attempts in 15 minutes', async () => {
    holdClockMidLoginWindow();
    try {
      for (let i = 0; i < 10; i += 1) expect((await login({ ...admin, password: 'wrong' })).status).toBe(401);
      const res = await login(admin);
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ error: staffAuthMessages.tooManyLogins, code: 'rate_limited', key: 'staffAuth.tooManyLogins' });
    } finally {
      vi.useRealTimers();
    }
  });
});
