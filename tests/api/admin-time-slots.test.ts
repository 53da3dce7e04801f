import { and, asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { Database } from '../../src/server/kernel/db/database';
import { timeSlots } from '../../src/server/kernel/db/schema';
import { insertAppointment, insertDoctor, insertPendingPayment, insertService, insertSlot } from '../support/clinic-rows';
import { apiTest as it } from '../support/api-fixture';

const slotsOf = (db: Database, doctorId: number) =>
  db.select().from(timeSlots).where(eq(timeSlots.doctorId, doctorId)).orderBy(asc(timeSlots.startTime));

/** A YYYY-MM-DD date `days` from today (UTC), far enough ahead that India time agrees. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('role matrix for /api/v1/time-slots', () => {
  it.for([
    ['GET', '', undefined],
    ['DELETE', '/1', undefined],
    ['PUT', '/1/status', { status: false }],
    ['POST', '/generate', { doctorId: 1 }],
  ] as const)('%s %s answers 401 without a token and 403 for a patient', async ([method, path, body], { call, patient }) => {
    expect((await call(method, `/api/v1/time-slots${path}`, body, null)).status).toBe(401);
    expect((await call(method, `/api/v1/time-slots${path}`, body, patient.token)).status).toBe(403);
  });
});

describe('GET /api/v1/time-slots', () => {
  it('lists slots with the SPEC §3 fields and the doctor name', async ({ admin, api }) => {
    const doctor = await insertDoctor(api.db, { name: 'Dr. Listed' });
    const slot = await insertSlot(api.db, doctor.id, new Date('2031-01-06T04:30:00.000Z'));
    const res = await admin.client.api.v1['time-slots'].$get({ query: {} });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: number }[];
    expect(body.find((s) => s.id === slot.id)).toEqual({
      id: slot.id,
      start_time: '2031-01-06T04:30:00.000Z',
      end_time: '2031-01-06T05:00:00.000Z',
      is_booked: false,
      status: true,
      doctor: { name: 'Dr. Listed' },
    });
  });
});

describe('PUT /api/v1/time-slots/{id}/status', () => {
  it('deactivates and reactivates a slot and answers 200 with the slot', async ({ admin, api }) => {
    const slot = await insertSlot(api.db, (await insertDoctor(api.db)).id);
    const setStatus = (status: boolean) => admin.client.api.v1['time-slots'][':id'].status.$put({ param: { id: String(slot.id) }, json: { status } });
    const off = await setStatus(false);
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: slot.id, status: false });
    const on = await setStatus(true);
    expect(await on.json()).toMatchObject({ id: slot.id, status: true });
  });

  it('answers 400 for a status that is not a boolean and 404 for a missing slot', async ({ api, call }) => {
    const slot = await insertSlot(api.db, (await insertDoctor(api.db)).id);
    expect((await call('PUT', `/api/v1/time-slots/${slot.id}/status`, { status: 'no' })).status).toBe(400);
    expect((await call('PUT', `/api/v1/time-slots/${slot.id}/status`, {})).status).toBe(400);
    expect((await call('PUT', '/api/v1/time-slots/999999/status', { status: true })).status).toBe(404);
    const [row] = await api.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(row?.status).toBe(true);
  });
});

describe('DELETE /api/v1/time-slots/{id}', () => {
  it('deletes a free slot and answers 204', async ({ admin, api }) => {
    const slot = await insertSlot(api.db, (await insertDoctor(api.db)).id);
    expect((await admin.client.api.v1['time-slots'][':id'].$delete({ param: { id: String(slot.id) } })).status).toBe(204);
    expect(await api.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id))).toEqual([]);
  });

  it('refuses a booked slot with 400 and the error text, keeping it', async ({ api, call, patient }) => {
    const slot = await insertSlot(api.db, (await insertDoctor(api.db)).id);
    await insertAppointment(api.db, patient.user.id, slot, (await insertService(api.db)).id);
    const res = await call('DELETE', `/api/v1/time-slots/${slot.id}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Cannot delete a booked time slot.');
    expect(await api.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id))).toHaveLength(1);
  });

  it('answers 409 for a slot in a checkout', async ({ api, call, patient }) => {
    const slot = await insertSlot(api.db, (await insertDoctor(api.db)).id);
    await insertPendingPayment(api.db, patient.user.id, slot.id, (await insertService(api.db)).id);
    expect((await call('DELETE', `/api/v1/time-slots/${slot.id}`)).status).toBe(409);
  });

  it('answers 404 for a missing slot and 400 for a bad id', async ({ call }) => {
    expect((await call('DELETE', '/api/v1/time-slots/999999')).status).toBe(404);
    expect((await call('DELETE', '/api/v1/time-slots/-3')).status).toBe(400);
  });
});

describe('POST /api/v1/time-slots/generate', () => {
  const request = (doctorId: number, change: Record<string, unknown> = {}) => ({
    doctorId,
    startDate: daysAhead(10),
    endDate: daysAhead(16),
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    dayStart: '10:00',
    dayEnd: '12:00',
    slotMinutes: 30,
    ...change,
  });

  it('creates back-to-back slots in India time on every chosen day and answers 201 with the counts', async ({ api, call }) => {
    const doctor = await insertDoctor(api.db);
    const res = await call('POST', '/api/v1/time-slots/generate', request(doctor.id));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ created: 28, skipped: 0 });
    const slots = await slotsOf(api.db, doctor.id);
    expect(slots).toHaveLength(28);
    // 10:00 in India is 04:30 UTC.
    expect(slots[0]!.startTime.toISOString()).toBe(`${daysAhead(10)}T04:30:00.000Z`);
    expect(slots[3]!.endTime.toISOString()).toBe(`${daysAhead(10)}T06:30:00.000Z`);
  });

  it('keeps to the chosen weekdays', async ({ api, call }) => {
    const doctor = await insertDoctor(api.db);
    const day = weekdayOf(daysAhead(10));
    const res = await call('POST', '/api/v1/time-slots/generate', request(doctor.id, { weekdays: [day] }));
    expect(await res.json()).toEqual({ created: 4, skipped: 0 });
    const slots = await slotsOf(api.db, doctor.id);
    expect(new Set(slots.map((s) => s.startTime.getUTCDay()))).toEqual(new Set([day]));
  });

  it('skips slots that overlap the doctor’s existing ones, and running it again creates nothing', async ({ api, call }) => {
    const doctor = await insertDoctor(api.db);
    // 10:15–10:45 India time overlaps the planned 10:00 and 10:30 slots.
    await insertSlot(api.db, doctor.id, new Date(`${daysAhead(10)}T04:45:00.000Z`), 30);
    const first = await call('POST', '/api/v1/time-slots/generate', request(doctor.id, { endDate: daysAhead(10) }));
    expect(await first.json()).toEqual({ created: 2, skipped: 2 });
    const again = await call('POST', '/api/v1/time-slots/generate', request(doctor.id, { endDate: daysAhead(10) }));
    expect(await again.json()).toEqual({ created: 0, skipped: 4 });
    const slots = await slotsOf(api.db, doctor.id);
    expect(slots).toHaveLength(3);
    for (let i = 1; i < slots.length; i += 1) expect(slots[i]!.startTime >= slots[i - 1]!.endTime).toBe(true);
  });

  it('does not look at other doctors’ slots', async ({ api, call }) => {
    const other = await insertDoctor(api.db);
    await insertSlot(api.db, other.id, new Date(`${daysAhead(10)}T04:30:00.000Z`), 120);
    const doctor = await insertDoctor(api.db);
    const res = await call('POST', '/api/v1/time-slots/generate', request(doctor.id, { endDate: daysAhead(10) }));
    expect(await res.json()).toEqual({ created: 4, skipped: 0 });
  });

  it('skips slots that have already begun', async ({ api, call }) => {
    const doctor = await insertDoctor(api.db);
    const res = await call('POST', '/api/v1/time-slots/generate', request(doctor.id, { startDate: daysAhead(-3), endDate: daysAhead(-2) }));
    expect(await res.json()).toEqual({ created: 0, skipped: 8 });
    expect(await slotsOf(api.db, doctor.id)).toEqual([]);
  });

  it.for([
    [{ doctorId: undefined }, 'Please select a doctor!'],
    [{ startDate: '2030-02-30' }, 'Please enter valid dates!'],
    [{ startDate: daysAhead(12), endDate: daysAhead(11) }, 'The end date must not be before the start date!'],
    [{ endDate: daysAhead(200) }, 'Slots can be generated for at most 92 days at a time!'],
    [{ weekdays: [] }, 'Please select at least one weekday!'],
    [{ weekdays: [7] }, 'Please select at least one weekday!'],
    [{ dayStart: '25:00' }, 'Please enter valid start and end times!'],
    [{ dayStart: '12:00', dayEnd: '10:00' }, 'The end time must be after the start time!'],
    [{ slotMinutes: 0 }, 'Slot length must be between 5 and 240 minutes!'],
    [{ slotMinutes: 12.5 }, 'Slot length must be between 5 and 240 minutes!'],
  ] as const)('rejects %o with 400 and creates nothing', async ([change, message], { api, call }) => {
    const doctor = await insertDoctor(api.db);
    const res = await call('POST', '/api/v1/time-slots/generate', request(doctor.id, change));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
    expect(await slotsOf(api.db, doctor.id)).toEqual([]);
  });

  it('answers 404 for a missing doctor and 400 for an inactive one', async ({ api, call }) => {
    expect((await call('POST', '/api/v1/time-slots/generate', request(999_999))).status).toBe(404);
    const inactive = await insertDoctor(api.db, { status: false });
    const res = await call('POST', '/api/v1/time-slots/generate', request(inactive.id));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Slots can only be generated for an active doctor.');
    expect(
      await api.db
        .select()
        .from(timeSlots)
        .where(and(eq(timeSlots.doctorId, inactive.id))),
    ).toEqual([]);
  });
});
