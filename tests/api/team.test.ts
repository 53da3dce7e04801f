import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotDoctor } from '../../src/lib/api/types';
import { insertDoctor } from '../support/clinic-rows';
import { createTestContext, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/v1/team', () => {
  it('answers anyone the active doctors with their public details, never their contact details', async () => {
    const active = await insertDoctor(t.db, {
      registrationNumber: 'GBAUSM/G-40001',
      photoUrl: 'https://images.example/asha.jpg',
      qualification: 'BAMS',
    });
    const inactive = await insertDoctor(t.db, { status: false });
    const res = await t.app.request('/api/v1/team');
    expect(res.status).toBe(200);
    const team = (await res.json()) as SlotDoctor[];
    expect(team.find((doctor) => doctor.id === active.id)).toEqual({
      id: active.id,
      name: active.name,
      qualification: 'BAMS',
      specialization: active.specialization,
      registration_number: 'GBAUSM/G-40001',
      photo_url: 'https://images.example/asha.jpg',
    });
    expect(team.some((doctor) => doctor.id === inactive.id)).toBe(false);
    expect(JSON.stringify(team)).not.toContain(active.email);
  });
});
