import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/kernel/db/schema';
import { createTestContext, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

let ipCounter = 0;
const register = (body: unknown, ip = `10.1.0.${++ipCounter}`) =>
  t.app.request('/api/v1/users', jsonRequest('POST', body, undefined, { 'x-test-ip': ip }));

describe('POST /api/v1/users (registration)', () => {
  it('creates a patient and answers 201', async () => {
    const res = await register({ name: ' Asha Patel ', email: 'asha@example.com', mobile: '+919812345601', gender: 'female' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number };
    expect(body).toEqual({ id: expect.any(Number), name: 'Asha Patel', email: 'asha@example.com', mobile: '+919812345601', gender: 'female' });
    const [row] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(row).toMatchObject({ role: 'patient', status: true, passwordHash: null });
  });

  it('takes e-mail and gender as optional (blank counts as missing)', async () => {
    const res = await register({ name: 'Ravi', email: '', mobile: '+14155550123', gender: '' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: null, gender: null });
  });

  it('ignores a role in the body: registration always makes a patient', async () => {
    const res = await register({ name: 'Mallory', mobile: '+447700900456', role: 'admin' });
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.role).toBe('patient');
  });

  it('answers 409 with a clear error for a mobile whose owner has verified it', async () => {
    expect((await register({ name: 'First', mobile: '+61412345678' })).status).toBe(201);
    await t.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.mobile, '+61412345678'));
    const res = await register({ name: 'Second', mobile: '+61412345678' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'An account with this mobile number already exists. Please choose Existing User to sign in.' });
    expect(await t.db.select().from(users).where(eq(users.mobile, '+61412345678'))).toHaveLength(1);
  });

  it.each([
    [{ mobile: '+919812345602' }, 'Name and phone number are required'],
    [{ name: '  ', mobile: '+919812345603' }, 'Name and phone number are required'],
    [{ name: 'Asha' }, 'Name and phone number are required'],
    [{ name: 'Asha', mobile: '' }, 'Name and phone number are required'],
    [{ name: 'Asha', mobile: '98123' }, 'Please enter a valid mobile number'],
    [{ name: 'Asha', mobile: '+919812345604', email: 'not-an-email' }, 'Please enter a valid email address!'],
    [{ name: 'Asha', mobile: '+919812345605', gender: 'unknown' }, 'Gender must be male, female or other'],
    [{ name: 'x'.repeat(101), mobile: '+919812345606' }, 'Name must be at most 100 characters'],
  ])('answers 400 for %j and stores nothing', async (body, error) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error });
    if ('mobile' in body && body.mobile) expect(await t.db.select().from(users).where(eq(users.mobile, body.mobile))).toEqual([]);
  });

  it('answers 429 after 10 registrations from one client in an hour', async () => {
    for (let i = 0; i < 10; i++)
      expect((await register({ name: `P${i}`, mobile: `+9170000000${String(i).padStart(2, '0')}` }, '10.2.2.2')).status).toBe(201);
    expect((await register({ name: 'P10', mobile: '+917000000010' }, '10.2.2.2')).status).toBe(429);
  });
});
