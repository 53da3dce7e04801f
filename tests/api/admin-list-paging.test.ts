import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let adminToken: string;

beforeAll(async () => {
  t = await createTestContext();
  await seedDemoData(t.db);
  adminToken = (await createUser(t.db, 'admin')).token;
  for (let i = 0; i < 3; i += 1) await createUser(t.db, 'patient');
});
afterAll(() => t.close());

const get = (path: string) => t.app.request(path, jsonRequest('GET', undefined, adminToken));
const ids = async (res: Response) => ((await res.json()) as { id: number }[]).map((row) => row.id);

describe.each(['/api/v1/appointments/admin', '/api/v1/users/patients', '/api/v1/time-slots'])('GET %s paging', (path) => {
  it('answers the whole array without paging parameters, and pages of it with them', async () => {
    const whole = await get(path);
    expect(whole.headers.get('x-total-count')).toBeNull();
    const all = await ids(whole);
    expect(all.length).toBeGreaterThanOrEqual(2);

    const first = await get(`${path}?limit=1`);
    expect(first.headers.get('x-total-count')).toBe(String(all.length));
    expect(await ids(first)).toEqual(all.slice(0, 1));
    const rest = await get(`${path}?limit=1000&offset=1`);
    expect(await ids(rest)).toEqual(all.slice(1));
  });

  it.each(['limit=0', 'limit=1001', 'limit=2.5', 'limit=true', 'offset=-1', 'offset=x'])('refuses %s with 400', async (query) => {
    const res = await get(`${path}?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });

  it('stays admin-only', async () => {
    const patient = await createUser(t.db, 'patient');
    expect((await t.app.request(`${path}?limit=1`, jsonRequest('GET', undefined, patient.token))).status).toBe(403);
    expect((await t.app.request(`${path}?limit=1`)).status).toBe(401);
  });
});
