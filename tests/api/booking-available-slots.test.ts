import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../../src/server/kernel/db/schema';
import { createSlot } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let doctorId: number;
let inactiveDoctorId: number;
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestContext();
  const rows = await t.db
    .insert(doctors)
    .values([
      { name: 'Dr. Meera Joshi', specialization: 'Panchakarma', email: 'm@example.com', mobile: '9876543210', gender: 'female' },
      { name: 'Dr. Away', specialization: 'General', email: 'a@example.com', mobile: '9876543211', gender: 'male', status: false },
    ])
    .returning();
  doctorId = rows[0]!.id;
  inactiveDoctorId = rows[1]!.id;
});
afterAll(() => t.close());

const range = (fromHours: number, toHours: number) =>
  `startDate=${encodeURIComponent(new Date(Date.now() + fromHours * HOUR).toISOString())}&endDate=${encodeURIComponent(new Date(Date.now() + toHours * HOUR).toISOString())}`;

describe('GET /api/v1/time-slots/available', () => {
  it('lists only active, unbooked, unheld, future slots of active doctors in the range, in time order', async () => {
    const base = 1000; // hours ahead, away from other tests' slots
    const later = await createSlot(t.db, doctorId, base + 3);
    const free = await createSlot(t.db, doctorId, base + 1);
    await createSlot(t.db, doctorId, base + 2, { isBooked: true });
    await createSlot(t.db, doctorId, base + 4, { status: false });
    await createSlot(t.db, doctorId, base + 5, { heldUntil: new Date(Date.now() + 5 * 60_000) });
    const expiredHold = await createSlot(t.db, doctorId, base + 6, { heldUntil: new Date(Date.now() - 60_000) });
    await createSlot(t.db, inactiveDoctorId, base + 7);
    await createSlot(t.db, doctorId, base + 30);

    const res = await t.app.request(`/api/v1/time-slots/available?${range(base, base + 24)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: number }[];
    expect(body.map((s) => s.id)).toEqual([free.id, later.id, expiredHold.id]);
    expect(body[0]).toEqual({
      id: free.id,
      start_time: free.startTime.toISOString(),
      end_time: free.endTime.toISOString(),
      is_booked: false,
      status: true,
      doctor: {
        name: 'Dr. Meera Joshi',
        id: doctorId,
        qualification: null,
        specialization: 'Panchakarma',
        registration_number: null,
        photo_url: null,
      },
    });
  });

  it('leaves out slots that already started', async () => {
    const past = await createSlot(t.db, doctorId, -1);
    const body = (await (await t.app.request(`/api/v1/time-slots/available?${range(-3, 0.5)}`)).json()) as { id: number }[];
    expect(body.map((s) => s.id)).not.toContain(past.id);
  });

  it('shows a patient the slot they hold themselves, and hides it from everyone else', async () => {
    const patient = await createUser(t.db, 'patient');
    const held = await createSlot(t.db, doctorId, 2000, { heldUntil: new Date(Date.now() + 5 * 60_000), heldByUserId: patient.user.id });
    const url = `/api/v1/time-slots/available?${range(1999, 2001)}`;
    const mine = (await (await t.app.request(url, jsonRequest('GET', undefined, patient.token))).json()) as { id: number }[];
    const anonymous = (await (await t.app.request(url)).json()) as { id: number }[];
    expect(mine.map((s) => s.id)).toEqual([held.id]);
    expect(anonymous).toEqual([]);
  });

  it.each([
    ['', 'startDate must be an ISO date-time'],
    ['startDate=2025-01-01T00:00:00.000Z', 'endDate must be an ISO date-time'],
    ['startDate=yesterday&endDate=2025-01-01T00:00:00.000Z', 'startDate must be an ISO date-time'],
    ['startDate=2025-01-02T00:00:00.000Z&endDate=2025-01-01T00:00:00.000Z', 'endDate must not be before startDate'],
    ['startDate=2025-01-01T00:00:00.000Z&endDate=2025-03-01T00:00:00.000Z', 'The range may cover at most 31 days'],
  ])('answers 400 for the query %j', async (query, error) => {
    const res = await t.app.request(`/api/v1/time-slots/available?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error });
  });
});
