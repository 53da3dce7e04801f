import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await createUser(t.db, 'admin')).token;
});
afterAll(() => t.close());

const post = (path: string, body: unknown, token?: string) =>
  t.app.request(`/api/v1${path}`, jsonRequest('POST', body, token, { 'x-test-ip': `10.7.${Math.random()}` }));

describe('mobile numbers stored one way', () => {
  it('a doctor typed as "098240 11004" is stored and answered as 919824011004', async () => {
    const res = await post(
      '/doctors',
      { name: 'Dr. Phone', specialization: 'Kayachikitsa', email: 'phone@clinic.example', mobile: '098240 11004', gender: 'male' },
      adminToken,
    );
    expect(res.status).toBe(201);
    const { id, mobile } = (await res.json()) as { id: number; mobile: string };
    expect(mobile).toBe('919824011004');
    const read = (await (await t.app.request(`/api/v1/doctors/${id}`, jsonRequest('GET', undefined, adminToken))).json()) as { mobile: string };
    expect(read.mobile).toBe('919824011004');
  });

  it('a patient registered as "+91 98765-43210" is found again when the number is typed "+91 098765 43210"', async () => {
    const registered = await post('/users', { name: 'Phone Patient', mobile: '+91 98765-43210' });
    expect(registered.status).toBe(201);
    const first = (await registered.json()) as { id: number; mobile: string };
    expect(first.mobile).toBe('+919876543210');
    // The same person, typed another way: the same account (not found would be 404, another account 201).
    const again = await post('/auth/send-otp', { mobile: '+91 098765 43210' });
    expect(again.status).toBe(200);
    // Registering it again before verification replaces the provisional details of the same row.
    const again2 = (await (await post('/users', { name: 'Phone Patient B', mobile: '+919876543210' })).json()) as { id: number; name: string };
    expect(again2).toMatchObject({ id: first.id, name: 'Phone Patient B' });
  });
});
