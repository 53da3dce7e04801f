import { describe, expect } from 'vitest';
import { ADMIN_LIST_SORTS } from '../../src/lib/validation/admin-list';
import { contactQueries } from '../../src/server/kernel/db/schema';
import { seedDemoData } from '../../src/server/http/seed';
import { createAppointment, createDoctorAndService } from '../support/clinic-rows';
import { expectOurError } from '../support/api-errors';
import { apiTest as it, type Call } from '../support/api-fixture';
import { createUser } from '../support/test-app';

it.beforeAll(async ({ api }) => {
  await seedDemoData(api.db);
  // Appointments of several patients, statuses and times, one unpaid, so that every sort has something to order.
  const { doctor, service } = await createDoctorAndService(api.db);
  const statuses = ['pending', 'cancelled', 'confirmed', 'completed'];
  for (let i = 0; i < statuses.length; i += 1) {
    const { user } = await createUser(api.db, 'patient', { name: `Zeta Aarav ${'ABCD'[3 - i]}`, gender: i % 2 ? 'male' : 'female' });
    await createAppointment(api.db, {
      userId: user.id,
      doctorId: doctor.id,
      serviceId: service.id,
      hoursFromNow: 30 + 7 * i,
      status: statuses[i],
      isPaid: i !== 1,
    });
    await api.db
      .insert(contactQueries)
      .values({ name: `Sender ${i}`, email: `sender${i}@example.com`, subject: `Question ${4 - i}`, message: 'When can I visit?' });
  }
});
const ids = async (res: Response) => ((await res.json()) as { id: number }[]).map((row) => row.id);

describe.each(['/api/v1/appointments/admin', '/api/v1/users/patients', '/api/v1/time-slots', '/api/v1/contact-queries/admin'])(
  'GET %s paging',
  (path) => {
    it('answers the whole array without paging parameters, and pages of it with them', async ({ call }) => {
      const whole = await call('GET', path);
      expect(whole.headers.get('x-total-count')).toBeNull();
      const all = await ids(whole);
      expect(all.length).toBeGreaterThanOrEqual(2);

      const first = await call('GET', `${path}?limit=1`);
      expect(first.headers.get('x-total-count')).toBe(String(all.length));
      expect(await ids(first)).toEqual(all.slice(0, 1));
      const rest = await call('GET', `${path}?limit=1000&offset=1`);
      expect(await ids(rest)).toEqual(all.slice(1));
    });

    it.for(['limit=0', 'limit=1001', 'limit=2.5', 'limit=true', 'offset=-1', 'offset=x'])('refuses %s with 400', async (query, { call }) => {
      const res = await call('GET', `${path}?${query}`);
      expect(res.status).toBe(400);
      expectOurError(await res.json(), 'invalid', query);
    });

    it('stays admin-only', async ({ api, call }) => {
      const patient = await createUser(api.db, 'patient');
      expect((await call('GET', `${path}?limit=1`, undefined, patient.token)).status).toBe(403);
      expect((await call('GET', `${path}?limit=1`, undefined, null)).status).toBe(401);
    });
  },
);

const SORTED_LISTS = [
  ['/api/v1/appointments/admin', ADMIN_LIST_SORTS.appointments],
  ['/api/v1/users/patients', ADMIN_LIST_SORTS.patients],
  ['/api/v1/time-slots', ADMIN_LIST_SORTS.timeSlots],
  ['/api/v1/contact-queries/admin', ADMIN_LIST_SORTS.contactQueries],
] as const;

type Row = Record<string, unknown> & { id: number };
const rowsOf = async (call: Call, path: string) => (await (await call('GET', path)).json()) as Row[];

describe.each(SORTED_LISTS)('GET %s sorting', (path, sortKeys) => {
  it.for(sortKeys)('sorts by %s: desc is asc reversed, and pages of it join up to the whole', async (key, { call }) => {
    const ascending = (await rowsOf(call, `${path}?sort=${key}&order=asc`)).map((row) => row.id);
    const descending = (await rowsOf(call, `${path}?sort=${key}&order=desc`)).map((row) => row.id);
    expect(ascending.length).toBeGreaterThanOrEqual(4);
    expect(descending).toEqual([...ascending].reverse());
    expect([...ascending].sort((a, b) => a - b)).toEqual((await rowsOf(call, path)).map((row) => row.id).sort((a, b) => a - b));

    const paged: number[] = [];
    for (let offset = 0; offset < ascending.length; offset += 3) {
      paged.push(...(await rowsOf(call, `${path}?sort=${key}&order=asc&limit=3&offset=${offset}`)).map((row) => row.id));
    }
    expect(paged).toEqual(ascending);
  });

  it('refuses a sort key that is not one of its columns, and an unknown order, with 400', async ({ call }) => {
    for (const query of ['sort=password_hash', 'sort=id;drop table users', 'sort=']) {
      const res = await call('GET', `${path}?${query}`);
      expect(res.status, query).toBe(400);
      // The text lists the list's own columns, so it is made per list; its key is the generic one.
      expect(await res.json()).toMatchObject({ error: expect.stringMatching(/^sort must be one of: id, /), code: 'invalid', key: 'request.invalid' });
    }
    const res = await call('GET', `${path}?sort=id&order=up`);
    expect(res.status).toBe(400);
    expectOurError(await res.json(), 'invalid');
  });
});

describe('sorted values', () => {
  const valuesOf = async (call: Call, path: string, pick: (row: Row) => unknown) => (await rowsOf(call, path)).map(pick);
  const ascendingNumbers = (values: unknown[]) => expect(values).toEqual([...values].sort((a, b) => Number(a) - Number(b)));

  it('orders ids, times and amounts by their value, not the default order', async ({ call }) => {
    ascendingNumbers(await valuesOf(call, '/api/v1/users/patients?sort=id&order=asc', (r) => r.id));
    expect(await valuesOf(call, '/api/v1/users/patients?sort=id&order=desc', (r) => r.id)).toEqual(
      (await valuesOf(call, '/api/v1/users/patients', (r) => r.id)).reverse(),
    );
    ascendingNumbers(await valuesOf(call, '/api/v1/appointments/admin?sort=time&order=asc', (r) => Date.parse(r.time as string)));
    ascendingNumbers(await valuesOf(call, '/api/v1/time-slots?sort=end_time&order=asc', (r) => Date.parse(r.end_time as string)));
    ascendingNumbers(await valuesOf(call, '/api/v1/contact-queries/admin?sort=createdAt&order=asc', (r) => Date.parse(r.createdAt as string)));
    // An appointment without a payment has no amount: last when ascending, as PostgreSQL orders NULL.
    const amounts = await valuesOf(
      call,
      '/api/v1/appointments/admin?sort=amount_paid&order=asc',
      (r) => (r.payment as { amount: number } | null)?.amount ?? null,
    );
    expect(amounts.at(-1)).toBeNull();
    ascendingNumbers(amounts.slice(0, -1));
  });

  it('orders by a joined column: the patient name on appointments', async ({ call }) => {
    const names = await valuesOf(call, '/api/v1/appointments/admin?sort=user_name&order=desc&limit=4', (r) => (r.user as { name: string }).name);
    expect(names).toEqual(['Zeta Aarav D', 'Zeta Aarav C', 'Zeta Aarav B', 'Zeta Aarav A']);
  });
});
