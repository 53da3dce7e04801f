import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/http/seed';
import { createUser, jsonRequest, useTestApp } from '../support/test-app';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoData(t.db);
});

describe('demo seed in the admin', () => {
  it('gives GET /api/v1/appointments/admin a confirmed upcoming, a confirmed one awaiting its outcome and a completed past one, all paid', async () => {
    const admin = await createUser(t.db, 'admin');
    const res = await t.app.request('/api/v1/appointments/admin', jsonRequest('GET', undefined, admin.token));
    const body = (await res.json()) as { status: string; time: string; user: { name: string }; payment: { status: string; amount: number } }[];
    expect(body.map((a) => [a.user.name, a.status])).toEqual([
      ['Kavya Sharma', 'confirmed'],
      ['Rohan Mehta', 'confirmed'],
      ['Kavya Sharma', 'completed'],
    ]);
    expect(body.every((a) => a.payment.status === 'completed' && a.payment.amount > 0)).toBe(true);
    expect(new Date(body[0]!.time).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(body[1]!.time).getTime()).toBeLessThan(Date.now());
    expect(new Date(body[2]!.time).getTime()).toBeLessThan(Date.now());
  });

  it('lists the demo patients in GET /api/v1/users/patients', async () => {
    const admin = await createUser(t.db, 'admin');
    const res = await t.app.request('/api/v1/users/patients', jsonRequest('GET', undefined, admin.token));
    expect(await res.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Kavya Sharma', gender: 'female', role: 'patient' }),
        expect.objectContaining({ name: 'Rohan Mehta', gender: 'male', role: 'patient' }),
      ]),
    );
  });
});
