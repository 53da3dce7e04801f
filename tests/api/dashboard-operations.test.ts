import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardOperations } from '../../src/lib/api/types';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { dashboardOperations } from '../../src/server/reporting/dashboard/operations';
import { eq } from 'drizzle-orm';
import { appointments, contactQueries } from '../../src/server/kernel/db/schema';
import type { AppointmentStatus } from '../../src/lib/domain/appointments';
import type { PaymentStatus } from '../../src/lib/domain/payments';
import { insertAppointment, insertDoctor, insertPendingPayment, insertRefund, insertService, insertSlot } from '../support/clinic-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

/** Noon in India on Friday 20 November 2026: the clinic's "today" for the fixture. */
const NOW = new Date('2026-11-20T06:30:00Z');

let t: TestContext;
let adminToken: string;
let patientToken: string;
const ids: Record<string, number> = {};

/**
 * A hand-computed clinic around NOW. Each instant is UTC; the comment gives its IST day. Every
 * row sets created_at, so the real clock never reaches a figure.
 */
beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await createUser(t.db, 'admin')).token;
  const patient = await createUser(t.db, 'patient', { name: 'Kavya Sharma' });
  patientToken = patient.token;
  const asha = await insertDoctor(t.db, { name: 'Dr. Asha Rao' });
  const vikram = await insertDoctor(t.db, { name: 'Dr. Vikram Nair' });
  const service = await insertService(t.db, { name: 'Nadi Pariksha' });

  const appointment = async (label: string, doctorId: number, time: string, status: AppointmentStatus, createdAt: string) => {
    const slot = await insertSlot(t.db, doctorId, new Date(time));
    const row = await insertAppointment(t.db, patient.user.id, slot, service.id, {
      status,
      createdAt: new Date(createdAt),
      googleMeetLink: `https://meet.jit.si/${label}`,
    });
    ids[label] = row.id;
    return row;
  };
  // Today (20 Nov IST), out of time order on purpose.
  await appointment('a5', asha.id, '2026-11-20T18:29:00Z', 'confirmed', '2026-10-22T00:00:00Z'); // 23:59 today; made 22 Oct
  await appointment('a3', vikram.id, '2026-11-20T08:30:00Z', 'pending', '2026-11-20T01:00:00Z'); // 14:00; made 20 Nov
  await appointment('a1', vikram.id, '2026-11-19T18:30:00Z', 'cancelled', '2026-11-02T04:00:00Z'); // 00:00 today; made 2 Nov
  await appointment('a4', asha.id, '2026-11-20T08:30:00Z', 'confirmed', '2026-11-19T18:29:00Z'); // 14:00; made 19 Nov 23:59
  await appointment('a2', vikram.id, '2026-11-20T04:30:00Z', 'completed', '2026-11-19T18:30:00Z'); // 10:00; made 20 Nov 00:00
  // Yesterday 23:59: not today's, but a no-show of the last 30 days. Made 21 Oct: before the chart.
  await appointment('a6', asha.id, '2026-11-19T18:29:00Z', 'no_show', '2026-10-21T18:29:00Z');
  // The week ahead (21 to 27 Nov IST).
  await appointment('a7', asha.id, '2026-11-20T18:30:00Z', 'confirmed', '2026-11-20T02:00:00Z'); // 21 Nov 00:00
  await appointment('a8', vikram.id, '2026-11-21T04:30:00Z', 'cancelled', '2026-11-20T03:00:00Z'); // 21 Nov: cancelled
  await appointment('a9', vikram.id, '2026-11-21T05:30:00Z', 'pending', '2026-11-15T06:00:00Z'); // 21 Nov
  await appointment('a10', asha.id, '2026-11-27T18:29:00Z', 'confirmed', '2026-11-16T06:00:00Z'); // 27 Nov 23:59
  await appointment('a11', asha.id, '2026-11-27T18:30:00Z', 'confirmed', '2026-11-16T07:00:00Z'); // 28 Nov 00:00: beyond
  // Outcomes of the last 30 days (from 21 Oct 06:30 UTC).
  await appointment('a12', vikram.id, '2026-11-10T05:00:00Z', 'no_show', '2026-11-01T00:00:00Z'); // made 1 Nov 05:30
  await appointment('a13', asha.id, '2026-11-05T05:00:00Z', 'completed', '2026-10-31T18:30:00Z'); // made 1 Nov 00:00
  await appointment('a14', asha.id, '2026-10-21T06:29:00Z', 'no_show', '2026-10-01T00:00:00Z'); // a minute too early
  await appointment('a15', vikram.id, '2026-10-21T06:31:00Z', 'completed', '2026-10-31T18:29:00Z'); // made 31 Oct 23:59
  await appointment('a16', vikram.id, '2026-11-12T05:00:00Z', 'cancelled', '2026-11-03T05:00:00Z'); // made 3 Nov

  const slot = await insertSlot(t.db, asha.id, new Date('2026-10-01T04:30:00Z'));
  const payment = (rupees: number, status: PaymentStatus, createdAt: string) =>
    insertPendingPayment(t.db, patient.user.id, slot.id, service.id, { amountPaise: rupees * 100, status, createdAt: new Date(createdAt) });
  const processed = (settledAt: string) => ({ status: 'processed' as const, settledAt: new Date(settledAt) });
  await payment(800, 'completed', '2026-10-31T19:00:00Z'); // 1 Nov 00:30: November
  const p2 = await payment(1500, 'completed', '2026-10-31T18:00:00Z'); // 31 Oct 23:30: October
  await insertRefund(t.db, p2, 200_00, processed('2026-10-31T18:29:00Z')); // 31 Oct 23:59: October
  const p3 = await payment(1000, 'refunded', '2026-10-05T10:00:00Z'); // October
  await insertRefund(t.db, p3, 1000_00, processed('2026-11-03T10:00:00Z')); // settled 3 Nov: November
  const p4 = await payment(800, 'completed', '2026-11-10T05:00:00Z'); // 10 Nov
  await insertRefund(t.db, p4, 400_00, processed('2026-11-10T06:00:00Z')); // half back, same day
  await payment(800, 'created', '2026-11-12T05:00:00Z'); // never paid
  await payment(800, 'failed', '2026-11-12T06:00:00Z'); // never paid
  const p7 = await payment(800, 'completed', '2026-11-15T06:00:00Z');
  await insertRefund(t.db, p7, 800_00); // still pending: not yet money back
  const p8 = await payment(800, 'completed', '2026-11-16T06:00:00Z');
  await insertRefund(t.db, p8, 800_00, { status: 'failed', settledAt: new Date('2026-11-16T08:00:00Z') });
  const p9 = await payment(2000, 'completed', '2026-09-30T18:29:00Z'); // 30 Sep 23:59: September
  await insertRefund(t.db, p9, 500_00, processed('2026-10-31T18:30:00Z')); // settled 1 Nov 00:00: November
  await payment(300, 'completed', '2026-09-30T18:30:00Z'); // 1 Oct 00:00: October
  const p11 = await payment(800, 'refund_pending', '2026-11-18T06:00:00Z'); // paid, slot lost: money in
  await insertRefund(t.db, p11, 800_00);

  await t.db.insert(contactQueries).values(
    (['pending', 'pending', 'resolved', 'closed'] as const).map((status, i) => ({
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      subject: 'Diet advice',
      message: 'Which diet suits vata?',
      status,
    })),
  );
});
afterAll(() => t.close());

describe('dashboardOperations (the figures, at a fixed clock)', () => {
  let figures: DashboardOperations;
  beforeAll(async () => {
    figures = await dashboardOperations(t.db, NOW);
  });

  it("lists today's appointments (IST day) across doctors in time order, whatever their status", () => {
    expect(figures.today).toBe('2026-11-20');
    expect(figures.today_appointments.map((a) => [a.id, a.doctor.name, a.status])).toEqual([
      [ids.a1, 'Dr. Vikram Nair', 'cancelled'],
      [ids.a2, 'Dr. Vikram Nair', 'completed'],
      [ids.a4, 'Dr. Asha Rao', 'confirmed'],
      [ids.a3, 'Dr. Vikram Nair', 'pending'],
      [ids.a5, 'Dr. Asha Rao', 'confirmed'],
    ]);
    expect(figures.today_appointments[2]).toEqual({
      id: ids.a4,
      time: '2026-11-20T08:30:00.000Z',
      end_time: '2026-11-20T09:00:00.000Z',
      status: 'confirmed',
      patient: { name: 'Kavya Sharma' },
      doctor: { name: 'Dr. Asha Rao' },
      service: { name: 'Nadi Pariksha' },
      mode: 'video',
      google_meet_link: 'https://meet.jit.si/a4',
      checked_in_at: null,
      patient_answer: 'not_answered',
    });
  });

  it('counts the next 7 days’ pending and confirmed appointments, cancelled ones left out, every day present', () => {
    expect(figures.next_days).toEqual([
      { date: '2026-11-21', appointments: 2 },
      { date: '2026-11-22', appointments: 0 },
      { date: '2026-11-23', appointments: 0 },
      { date: '2026-11-24', appointments: 0 },
      { date: '2026-11-25', appointments: 0 },
      { date: '2026-11-26', appointments: 0 },
      { date: '2026-11-27', appointments: 1 },
    ]);
  });

  it('gives revenue by IST month: captured payments minus refunds processed in the month they settled', () => {
    // October: 1,500 + 1,000 + 300 − 200. November: 800 − 1,000 + 800 − 400 + 800 + 800 + 800 − 500.
    expect(figures.revenue).toEqual({ this_month: 2100, last_month: 2600 });
  });

  it('counts contact queries still pending', () => {
    expect(figures.open_contact_queries).toBe(2);
  });

  it('gives the no-show rate of appointments that started in the last 30 days', () => {
    expect(figures.no_shows).toEqual({ rate: 0.4, no_show: 2, completed: 3 });
  });

  it('gives bookings made (cancelled ones too) and revenue for each of the last 30 IST days', () => {
    expect(figures.daily).toHaveLength(30);
    expect(figures.daily[0]!.date).toBe('2026-10-22');
    expect(figures.daily.at(-1)!.date).toBe('2026-11-20');
    expect(figures.daily.filter((d) => d.bookings !== 0 || d.revenue !== 0)).toEqual([
      { date: '2026-10-22', bookings: 1, revenue: 0 },
      { date: '2026-10-31', bookings: 1, revenue: 1300 },
      { date: '2026-11-01', bookings: 2, revenue: 300 },
      { date: '2026-11-02', bookings: 1, revenue: 0 },
      { date: '2026-11-03', bookings: 1, revenue: -1000 },
      { date: '2026-11-10', bookings: 0, revenue: 400 },
      { date: '2026-11-15', bookings: 1, revenue: 800 },
      { date: '2026-11-16', bookings: 2, revenue: 800 },
      { date: '2026-11-18', bookings: 0, revenue: 800 },
      { date: '2026-11-19', bookings: 1, revenue: 0 },
      { date: '2026-11-20', bookings: 4, revenue: 0 },
    ]);
  });

  it('answers a null no-show rate and zeros for a day with nothing behind it', async () => {
    const quiet = await dashboardOperations(t.db, new Date('2030-06-01T06:30:00Z'));
    expect(quiet.no_shows).toEqual({ rate: null, no_show: 0, completed: 0 });
    expect(quiet.confirmations).toEqual({
      share: null,
      confirmed: { rate: null, no_show: 0, completed: 0 },
      unconfirmed: { rate: null, no_show: 0, completed: 0 },
    });
    expect(quiet.today_appointments).toEqual([]);
    expect(quiet.revenue).toEqual({ this_month: 0, last_month: 0 });
    expect(quiet.daily.every((d) => d.bookings === 0 && d.revenue === 0)).toBe(true);
  });
});

describe('what patients answered to the reminders (issue 28)', () => {
  it('shows each of today’s visits as confirmed, not answered or wanting a change, and the no-show rate on each side', async () => {
    const answered = async (label: string, answers: Partial<typeof appointments.$inferInsert>) =>
      t.db.update(appointments).set(answers).where(eq(appointments.id, ids[label]!));
    const at = (iso: string) => new Date(iso);
    await answered('a4', { patientConfirmedAt: at('2026-11-17T08:30:00Z'), patientWantsChangeAt: at('2026-11-19T08:30:00Z') });
    await answered('a5', { patientConfirmedAt: at('2026-11-19T08:30:00Z') });
    // Of the five visits with an outcome: a2, a13 completed and a12 missed were confirmed; a6 missed and a15 completed were not.
    for (const label of ['a2', 'a12', 'a13']) await answered(label, { patientConfirmedAt: at('2026-10-01T00:00:00Z') });

    const figures = await dashboardOperations(t.db, NOW);
    expect(figures.today_appointments.map((a) => [a.id, a.patient_answer])).toEqual([
      [ids.a1, 'not_answered'],
      [ids.a2, 'confirmed'],
      [ids.a4, 'wants_change'],
      [ids.a3, 'not_answered'],
      [ids.a5, 'confirmed'],
    ]);
    expect(figures.confirmations).toEqual({
      share: 0.6,
      confirmed: { rate: 1 / 3, no_show: 1, completed: 2 },
      unconfirmed: { rate: 0.5, no_show: 1, completed: 1 },
    });
    expect(figures.no_shows).toEqual({ rate: 0.4, no_show: 2, completed: 3 });
  });
});

describe('GET /api/v1/dashboard/operations', () => {
  const get = (path: string, token?: string) => t.app.request(path, jsonRequest('GET', undefined, token));

  it("answers an admin with the server clock's clinic day; the client cannot move it", async () => {
    const res = await get('/api/v1/dashboard/operations?now=2026-11-20T06:30:00Z', adminToken);
    expect(res.status).toBe(200);
    const body = (await res.json()) as DashboardOperations;
    const today = indiaDateOf(new Date());
    expect(body.today).toBe(today);
    expect(body.daily.at(-1)!.date).toBe(today);
    expect(body.next_days).toHaveLength(7);
    expect(body.open_contact_queries).toBe(2);
  });

  it('answers 401 without a token and 403 for a patient', async () => {
    const anonymous = await get('/api/v1/dashboard/operations');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'unauthorized' });
    const patient = await get('/api/v1/dashboard/operations', patientToken);
    expect(patient.status).toBe(403);
    expect(await patient.json()).toMatchObject({ code: 'forbidden' });
  });
});
