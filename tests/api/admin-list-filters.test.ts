import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, contactQueries } from '../../src/server/kernel/db/schema';
import { indiaTimeToInstant } from '../../src/lib/time/clinic-time';
import type { AppointmentStatus } from '../../src/lib/domain/appointments';
import { insertAppointment, insertDoctor, insertService, insertSlot } from '../support/clinic-rows';
import { expectOurError } from '../support/api-errors';
import { apiTest as it, type Call } from '../support/api-fixture';
import { createUser } from '../support/test-app';

/** GET `/api/v1<path>` as the admin: its status, its `x-total-count` and its body. */
const lister =
  (call: Call) =>
  async <T>(path: string) => {
    const res = await call('GET', `/api/v1${path}`);
    return { status: res.status, total: res.headers.get('x-total-count'), body: (await res.json()) as T };
  };

describe('GET /v1/appointments/admin filters', () => {
  it('by doctor, status and clinic days, with paging and sort, counting only what matches', async ({ api, call }) => {
    const list = lister(call);
    const joshi = await insertDoctor(api.db, { name: 'Dr. Filter Joshi' });
    const shah = await insertDoctor(api.db, { name: 'Dr. Filter Shah' });
    const service = await insertService(api.db);
    const patient = await createUser(api.db, 'patient');
    const at = async (doctorId: number, date: string, time: string, status: AppointmentStatus = 'confirmed') => {
      const slot = await insertSlot(api.db, doctorId, indiaTimeToInstant(date, time), 30, { isBooked: true });
      const appointment = await insertAppointment(api.db, patient.user.id, slot, service.id);
      await api.db.update(appointments).set({ status }).where(eq(appointments.id, appointment.id));
      return appointment.id;
    };
    // 23:30 IST on the 1st is 18:00 UTC: it belongs to the clinic's 1st, not the 2nd.
    const late = await at(joshi.id, '2027-03-01', '23:30');
    const morning = await at(joshi.id, '2027-03-02', '10:00');
    const cancelled = await at(joshi.id, '2027-03-02', '11:00', 'cancelled');
    const other = await at(shah.id, '2027-03-02', '10:00');

    const day = await list<{ id: number; doctor: { id: number } }[]>(
      `/appointments/admin?doctor_id=${joshi.id}&from=2027-03-02&to=2027-03-02&limit=10&offset=0`,
    );
    expect(day.status).toBe(200);
    expect(day.body.map((a) => a.id).sort()).toEqual([morning, cancelled].sort());
    expect(day.total).toBe('2');
    expect(day.body.every((a) => a.doctor.id === joshi.id)).toBe(true);

    const confirmed = await list<{ id: number }[]>(`/appointments/admin?doctor_id=${joshi.id}&status=confirmed&sort=time&order=asc&limit=1&offset=1`);
    expect(confirmed.body.map((a) => a.id)).toEqual([morning]);
    expect(confirmed.total).toBe('2');
    const first = await list<{ id: number }[]>(`/appointments/admin?doctor_id=${joshi.id}&from=2027-03-01&to=2027-03-01`);
    expect(first.body.map((a) => a.id)).toEqual([late]);
    const shahs = await list<{ id: number }[]>(`/appointments/admin?doctor_id=${shah.id}`);
    expect(shahs.body.map((a) => a.id)).toEqual([other]);

    const statusRes = await list<{ error: string }>('/appointments/admin?status=done');
    expect(statusRes.status).toBe(400);
    expect(statusRes.body).toMatchObject({ error: expect.stringMatching(/^status must be one of: pending, /), code: 'invalid' });
    for (const bad of ['doctor_id=abc', 'from=2027-13-45', 'to=tomorrow', 'doctor_id=-1']) {
      const res = await list<{ error: string }>(`/appointments/admin?${bad}`);
      expect(res.status, bad).toBe(400);
      expectOurError(res.body, 'invalid', bad);
    }
  });
});

describe('GET /v1/time-slots filters', () => {
  it('by doctor and clinic days', async ({ api, call }) => {
    const list = lister(call);
    const doctor = await insertDoctor(api.db, { name: 'Dr. Slots Filter' });
    const a = await insertSlot(api.db, doctor.id, indiaTimeToInstant('2027-04-05', '09:00'), 30);
    await insertSlot(api.db, doctor.id, indiaTimeToInstant('2027-04-06', '09:00'), 30);
    const res = await list<{ id: number }[]>(`/time-slots?doctor_id=${doctor.id}&from=2027-04-05&to=2027-04-05&limit=10&offset=0`);
    expect(res.body.map((s) => s.id)).toEqual([a.id]);
    expect(res.total).toBe('1');
    expect((await list(`/time-slots?from=05-04-2027`)).status).toBe(400);
  });
});

describe('GET /v1/users/patients search', () => {
  it('finds by the start of any word of the name, or by mobile digits typed with spaces', async ({ api, call }) => {
    const list = lister(call);
    const kavya = await createUser(api.db, 'patient', { name: 'Kavya Ramesh Iyer', mobile: '+919812345670' });
    await createUser(api.db, 'patient', { name: 'Ramya K', mobile: '+919800000001' });
    const byWord = await list<{ id: number }[]>('/users/patients?q=iye&limit=10&offset=0');
    expect(byWord.body.map((p) => p.id)).toEqual([kavya.user.id]);
    expect(byWord.total).toBe('1');
    expect((await list<{ id: number }[]>('/users/patients?q=98123 45670')).body.map((p) => p.id)).toEqual([kavya.user.id]);
    // LIKE wildcards are searched for as text.
    expect((await list<unknown[]>('/users/patients?q=%25')).body).toEqual([]);
    expect((await list('/users/patients?q=' + 'x'.repeat(101))).status).toBe(400);
  });
});

describe('GET /v1/users/patients search through the trigram indexes', () => {
  it('finds a word inside a name and mobile digits anywhere, typed with spaces', async ({ api, call }) => {
    const list = lister(call);
    const nirali = await createUser(api.db, 'patient', { name: 'Nirali Shah', mobile: '+919824011001' });
    const shahana = await createUser(api.db, 'patient', { name: 'Shahana Desai', mobile: '+917700022002' });
    const search = async (q: string) =>
      (await list<{ id: number }[]>(`/users/patients?q=${encodeURIComponent(q)}&sort=id&order=asc`)).body.map((p) => p.id);

    // A word's start anywhere in the name, in any case; not the middle of a word.
    expect(await search('shah')).toEqual([nirali.user.id, shahana.user.id]);
    expect(await search('SHAH')).toEqual([nirali.user.id, shahana.user.id]);
    expect(await search('hah')).toEqual([]);
    expect(await search('nirali shah')).toEqual([nirali.user.id]);
    // However many spaces are typed between the words.
    expect(await search('shahana   desai')).toEqual([shahana.user.id]);
    // Mobile digits at the start, middle or end, grouped with spaces, with the country code.
    for (const q of ['98240', '11001', '24011', '98240 11001', '+91 98240-11001', '(982) 401 1001'])
      expect(await search(q), q).toEqual([nirali.user.id]);
    // Two digits are too few to search by.
    expect(await search('98')).toEqual([]);
    const paged = await list<{ id: number }[]>('/users/patients?q=shah&limit=1&offset=1');
    expect(paged.body.map((p) => p.id)).toEqual([shahana.user.id]);
    expect(paged.total).toBe('2');
  });
});

describe('GET /v1/contact-queries/admin filter', () => {
  it('by status', async ({ api, call }) => {
    const list = lister(call);
    await api.db.insert(contactQueries).values([
      { name: 'A', email: 'a@example.com', subject: 'S', message: 'M', status: 'pending' },
      { name: 'B', email: 'b@example.com', subject: 'S', message: 'M', status: 'closed' },
    ]);
    const open = await list<{ status: string }[]>('/contact-queries/admin?status=pending&limit=50&offset=0');
    expect(open.body.length).toBeGreaterThan(0);
    expect(open.body.every((q) => q.status === 'pending')).toBe(true);
    expect((await list('/contact-queries/admin?status=open')).status).toBe(400);
  });
});
