import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { clinicNow } from '../../src/server/kernel/clock';
import { auditEvents, dayCloses, users } from '../../src/server/kernel/db/schema';
import { createBookable } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let desk: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin', { name: 'Anita Admin' });
  desk = await createUser(t.db, 'receptionist', { name: 'Rekha Reception' });
});
afterAll(() => t.close());

const call = (method: string, path: string, token?: string, body?: unknown) => t.app.request(path, jsonRequest(method, body, token));

/**
 * Every /api/v1 route a receptionist may use (docs/decisions/052): the front desk. Every other
 * route that needs a sign-in answers a receptionist 403.
 */
const DESK_ROUTES = [
  'GET /api/v1/dashboard',
  'GET /api/v1/dashboard/operations',
  'GET /api/v1/follow-ups',
  'GET /api/v1/follow-ups/summary',
  'POST /api/v1/appointments/staff',
  'GET /api/v1/appointments/admin',
  'POST /api/v1/appointments/reschedule',
  'POST /api/v1/appointments/:id/status',
  'GET /api/v1/appointments/:id/calendar.ics',
  'GET /api/v1/appointments/:id/receipt.pdf',
  'GET /api/v1/appointments/:id/credit-notes/:noteId',
  'GET /api/v1/users/patients',
  'GET /api/v1/users/patients/:id',
  'PUT /api/v1/users/patients/:id',
  'POST /api/v1/users/logout',
  'GET /api/v1/doctors',
  'GET /api/v1/doctors/:id',
  'GET /api/v1/refunds/admin',
  'POST /api/v1/refunds/:id/retry',
  'GET /api/v1/courses/:id/ledger',
  'POST /api/v1/courses/:id/payment',
  'POST /api/v1/courses/:id/payment-link',
  'POST /api/v1/courses/:id/order',
  'POST /api/v1/courses/:id/verify-payment',
  'GET /api/v1/courses/:id/receipt.pdf',
  'GET /api/v1/courses/:id/cancellation',
  'GET /api/v1/courses/:id/calendar.ics',
  'GET /api/v1/class-seats/:id/calendar.ics',
  'GET /api/v1/class-sessions/:id/roster',
  'POST /api/v1/class-sessions/:id/seats/:seatId/check-in',
  'DELETE /api/v1/class-sessions/:id/seats/:seatId/check-in',
  'POST /api/v1/class-sessions/:id/desk-seat',
  'GET /api/v1/day-close',
  'GET /api/v1/day-close/export.csv',
  'POST /api/v1/day-close',
  // Issue 50: the desk may read the dispensary's catalogue, stock and reports (docs/decisions/054).
  'GET /api/v1/dispensary/medicines',
  'GET /api/v1/dispensary/medicines/:id',
  'GET /api/v1/dispensary/reports/stock',
  'GET /api/v1/dispensary/reports/stock.csv',
  'GET /api/v1/dispensary/reports/near-expiry',
  'GET /api/v1/dispensary/reports/near-expiry.csv',
  'GET /api/v1/dispensary/reports/low-stock',
  'GET /api/v1/dispensary/reports/low-stock.csv',
  // The Dispense screen read-only, to take the payment there (docs/decisions/063, 064).
  'GET /api/v1/dispensary/queue',
  'GET /api/v1/dispensary/appointments/:id',
  // Issue 50 item 4: the desk's checkout of a visit's medicines and their tax documents (docs/decisions/063).
  'GET /api/v1/dispensary/appointments/:id/checkout',
  'POST /api/v1/dispensary/appointments/:id/checkout',
  'POST /api/v1/dispensary/appointments/:id/checkout/link',
  'GET /api/v1/dispensary/tax-documents/:id/document.pdf',
  // Issue 51 items 7 and 8: the walk-in queue and doctors' leave.
  'GET /api/v1/queue',
  'POST /api/v1/queue/walk-ins',
  'GET /api/v1/doctor-leave',
  'GET /api/v1/doctor-leave/affected',
  'POST /api/v1/doctor-leave',
  'DELETE /api/v1/doctor-leave/:id',
  // The waitlist's lines, for a class session and a doctor's day, and offering by hand (issue 48, decision 053).
  'GET /api/v1/class-sessions/:id/waitlist',
  'POST /api/v1/class-sessions/:id/waitlist/offer',
  'GET /api/v1/waitlist/consultations',
  'POST /api/v1/waitlist/consultations/offer',
  // The desk's Waitlist screen and taking a place out of its line (issue 48, decision 061).
  'GET /api/v1/waitlist/lines',
  'DELETE /api/v1/waitlist/entries/:id',
  // Enrolling a patient in a programme and pausing or ending it (issue 49, decision 057).
  'GET /api/v1/programmes',
  'GET /api/v1/programmes/templates',
  'POST /api/v1/programmes',
  'POST /api/v1/programmes/:id/pause',
  'POST /api/v1/programmes/:id/resume',
  'POST /api/v1/programmes/:id/end',
];

/** Routes of staff's that a receptionist is refused by name (settings, audit, staff accounts, catalogue editing, clinical records). */
const FORBIDDEN_EXAMPLES = [
  'GET /api/v1/audit-events',
  'PUT /api/v1/clinic-settings',
  'GET /api/v1/receptionists',
  'POST /api/v1/receptionists',
  'PUT /api/v1/doctors/:id/login',
  'POST /api/v1/doctors',
  'PUT /api/v1/services/:id',
  'POST /api/v1/time-slots/generate',
  'GET /api/v1/time-slots',
  'GET /api/v1/therapists',
  'GET /api/v1/appointments/:id/note',
  'GET /api/v1/appointments/:id/consultation',
  'GET /api/v1/appointments/:id/intake',
  'GET /api/v1/appointments/:id/record',
  'GET /api/v1/appointments/:id/summary.pdf',
  'GET /api/v1/payment-documents',
  'GET /api/v1/notifications',
  'GET /api/v1/data-requests',
  'POST /api/v1/courses/proposal',
  'POST /api/v1/courses/:id/cancel',
];

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

/** Every /api/v1 route, by the app's own table. */
function allRoutes(): string[] {
  const seen = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/v1/')) continue;
    seen.add(`${route.method} ${route.path}`);
  }
  return [...seen];
}

describe('the receptionist role, route by route', () => {
  it('answers a receptionist 403 on every signed-in route outside the desk, and never 401/403 on the desk', async () => {
    // Its own login: the loop reaches POST /users/logout, which ends the session (checked last).
    const probe = await createUser(t.db, 'receptionist');
    const allowed: string[] = [];
    const refused: string[] = [];
    const routes = allRoutes().filter((route) => route !== 'POST /api/v1/users/logout');
    for (const route of [...routes, 'POST /api/v1/users/logout']) {
      const [method, path] = route.split(' ') as [string, string];
      const anonymous = await call(method, concrete(path));
      if (anonymous.status !== 401) continue; // public, or answered before any sign-in is asked for
      const res = await call(method, concrete(path), probe.token, method === 'GET' || method === 'DELETE' ? undefined : {});
      (res.status === 403 ? refused : allowed).push(route);
      expect(res.status, route).not.toBe(401);
    }
    expect(allowed.sort()).toEqual([...DESK_ROUTES].sort());
    expect(refused).toEqual(expect.arrayContaining(FORBIDDEN_EXAMPLES));
    // Forbidden answers say so in the API's error shape.
    const body = await (await call('GET', '/api/v1/audit-events', desk.token)).json();
    expect(body).toMatchObject({ code: 'forbidden', key: 'staffAuth.forbidden' });
  });

  it('gives a receptionist 200 on the desk’s reads', async () => {
    const today = indiaDateOf(clinicNow());
    for (const path of [
      '/api/v1/dashboard',
      '/api/v1/dashboard/operations',
      '/api/v1/follow-ups/summary',
      '/api/v1/appointments/admin',
      '/api/v1/users/patients',
      '/api/v1/doctors',
      '/api/v1/refunds/admin',
      `/api/v1/day-close?date=${today}`,
      `/api/v1/day-close/export.csv?date=${today}`,
    ]) {
      expect((await call('GET', path, desk.token)).status, path).toBe(200);
    }
  });

  it('shows a receptionist a patient’s page without consultation notes or the audit trail', async () => {
    const patient = await createUser(t.db, 'patient');
    const res = await call('GET', `/api/v1/users/patients/${patient.user.id}`, desk.token);
    expect(res.status).toBe(200);
    const page = (await res.json()) as { history: unknown; payments: unknown };
    expect(page.history).toBeNull();
    expect(page.payments).toEqual([]);
  });

  it('lets staff create and edit a receptionist login, which then signs in; a receptionist cannot', async () => {
    const email = `desk${Date.now()}@example.com`;
    const created = await call('POST', '/api/v1/receptionists', admin.token, { name: 'Sita Desk', email, password: 'front-desk-1' });
    expect(created.status).toBe(201);
    const receptionist = (await created.json()) as { id: number; name: string; email: string; active: boolean };
    expect(receptionist).toMatchObject({ name: 'Sita Desk', email, active: true });
    const login = await call('POST', '/api/v1/users/login', undefined, { email, password: 'front-desk-1' });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toMatchObject({ role: 'receptionist' });

    const edited = await call('PUT', `/api/v1/receptionists/${receptionist.id}`, admin.token, { name: 'Sita D.', email, active: false });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: 'Sita D.', active: false });
    expect((await call('POST', '/api/v1/users/login', undefined, { email, password: 'front-desk-1' })).status).not.toBe(200);

    // Bad input: no password for a new login, an e-mail another staff login has; nothing changes.
    expect((await call('POST', '/api/v1/receptionists', admin.token, { name: 'No Pass', email: `x${email}` })).status).toBe(400);
    expect((await call('POST', '/api/v1/receptionists', admin.token, { name: 'Twin', email, password: 'front-desk-2' })).status).toBe(409);
    expect((await call('PUT', `/api/v1/receptionists/${admin.user.id}`, admin.token, { name: 'X', email: 'x@example.com' })).status).toBe(404);
    expect((await call('POST', '/api/v1/receptionists', desk.token, { name: 'Self', email: `y${email}`, password: 'front-desk-3' })).status).toBe(
      403,
    );
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'user'), eq(auditEvents.entityId, receptionist.id)));
    expect(trail.map((event) => event.action)).toEqual(['create', 'update']);
  });
});

interface Report {
  date: string;
  rows: {
    staffId: number | null;
    staffName: string;
    cashPaise: number;
    upiPaise: number;
    cardPaise: number;
    linkPaise: number;
    paymentsCount: number;
    refundsPaise: number;
    cashRefundsPaise: number;
  }[];
  totals: Record<string, number>;
  expectedCashPaise: number;
  close: null | { countedCashPaise: number; expectedCashPaise: number; differencePaise: number; note: string | null; closedBy: { name: string } };
}

/** A patient booked at the desk by `token`, paying `method` (₹1,000 a visit). */
async function bookAtDesk(token: string, payment: Record<string, unknown>) {
  const { service, slot } = await createBookable(t.db, { pricePaise: 100_000 });
  const patient = await createUser(t.db, 'patient');
  const res = await call('POST', '/api/v1/appointments/staff', token, {
    patientId: patient.user.id,
    serviceId: service.id,
    slotId: slot.id,
    mode: 'video',
    payment,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { appointment?: { id: number }; payment_link?: { id: string } };
}

describe('GET and POST /api/v1/day-close', () => {
  const today = () => indiaDateOf(clinicNow());
  const report = async (token = desk.token) => (await call('GET', `/api/v1/day-close?date=${today()}`, token)).json() as Promise<Report>;

  it('sums the day per staff member and method, refunds given, and the expected cash; closes once with the difference, audited', async () => {
    // The receptionist: two cash payments, one UPI, one card; then cancels one cash visit with a full refund.
    const first = await bookAtDesk(desk.token, { method: 'cash', amount: 1000 });
    await bookAtDesk(desk.token, { method: 'cash', amount: 1000 });
    await bookAtDesk(desk.token, { method: 'upi', amount: 1000, reference: 'UPI 1' });
    await bookAtDesk(desk.token, { method: 'card', amount: 1000, reference: 'slip 2' });
    const cancelled = await call('POST', `/api/v1/appointments/${first.appointment!.id}/status`, desk.token, {
      status: 'cancelled',
      reason: 'Patient cannot come',
      refund: { kind: 'part', amount: 400 },
    });
    expect(cancelled.status).toBe(200);
    // The admin: one cash payment, and a payment link the patient paid.
    await bookAtDesk(admin.token, { method: 'cash', amount: 1000 });
    const link = await bookAtDesk(admin.token, { method: 'link' });
    expect((await call('POST', `/api/dev/payment-links/${link.payment_link!.id}/pay`, undefined, {})).status).toBe(200);
    // A waived fee took no money and is not counted.
    await bookAtDesk(desk.token, { method: 'waived', reason: 'Staff family' });

    const day = await report();
    expect(day.date).toBe(today());
    const rekha = day.rows.find((row) => row.staffId === desk.user.id);
    const anita = day.rows.find((row) => row.staffId === admin.user.id);
    expect(rekha).toMatchObject({
      staffName: 'Rekha Reception',
      cashPaise: 200_000,
      upiPaise: 100_000,
      cardPaise: 100_000,
      linkPaise: 0,
      paymentsCount: 4,
      refundsPaise: 40_000,
      cashRefundsPaise: 40_000,
    });
    expect(anita).toMatchObject({ staffName: 'Anita Admin', cashPaise: 100_000, linkPaise: 100_000, paymentsCount: 2, refundsPaise: 0 });
    expect(day.totals).toMatchObject({ cashPaise: 300_000, upiPaise: 100_000, cardPaise: 100_000, linkPaise: 100_000, refundsPaise: 40_000 });
    // Cash taken ₹3,000 − cash given back ₹400.
    expect(day.expectedCashPaise).toBe(260_000);
    expect(day.close).toBeNull();

    const csv = await (await call('GET', `/api/v1/day-close/export.csv?date=${today()}`, desk.token)).text();
    expect(csv).toContain('staff,role,cash,upi,card,link,payments,refunds_given,cash_refunds_given');
    expect(csv).toContain('Rekha Reception,receptionist,2000.00,1000.00,1000.00,0.00,4,400.00,400.00');
    expect(csv).toContain('Expected cash in drawer,,2600.00');

    // Counted ₹2,550: ₹50 short.
    const closed = await call('POST', '/api/v1/day-close', desk.token, { date: today(), countedCashPaise: 255_000, note: 'One ₹50 note missing' });
    expect(closed.status).toBe(201);
    expect(((await closed.json()) as Report).close).toMatchObject({
      countedCashPaise: 255_000,
      expectedCashPaise: 260_000,
      differencePaise: -5_000,
      note: 'One ₹50 note missing',
      closedBy: { name: 'Rekha Reception' },
    });
    expect((await report(admin.token)).close).toMatchObject({ differencePaise: -5_000 });
    const [row] = await t.db.select().from(dayCloses).where(eq(dayCloses.day, today()));
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'day_close'), eq(auditEvents.entityId, row!.id)));
    expect(trail).toEqual([expect.objectContaining({ action: 'close_day', actorId: desk.user.id, actorRole: 'receptionist' })]);

    // Closing the day twice is refused, and the first close stands.
    const again = await call('POST', '/api/v1/day-close', admin.token, { date: today(), countedCashPaise: 260_000 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ key: 'dayClose.alreadyClosed', error: 'This day has already been closed' });
    expect(await t.db.select().from(dayCloses)).toHaveLength(1);
    expect((await report()).close).toMatchObject({ countedCashPaise: 255_000 });
  });

  it('refuses bad input with 400 and records nothing', async () => {
    const yesterday = indiaDateOf(new Date(clinicNow().getTime() - 24 * 60 * 60_000));
    const tomorrow = indiaDateOf(new Date(clinicNow().getTime() + 24 * 60 * 60_000));
    for (const body of [
      {},
      { date: yesterday },
      { date: yesterday, countedCashPaise: -1 },
      { date: yesterday, countedCashPaise: 10.5 },
      { date: yesterday, countedCashPaise: '100' },
      { date: '2026-02-30', countedCashPaise: 100 },
      { date: 'today', countedCashPaise: 100 },
      { date: yesterday, countedCashPaise: 100, note: 'x'.repeat(1001) },
      { date: yesterday, countedCashPaise: 100, expectedCashPaise: 100 },
      { date: tomorrow, countedCashPaise: 100 },
    ]) {
      const res = await call('POST', '/api/v1/day-close', desk.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await call('GET', `/api/v1/day-close?date=${tomorrow}`, desk.token)).status).toBe(400);
    expect((await call('GET', '/api/v1/day-close?date=yesterday', desk.token)).status).toBe(400);
    expect((await call('GET', '/api/v1/day-close?date=2026-13-01', desk.token)).status).toBe(400);
    // Without a date: today in the clinic's zone, by the server's clock.
    const todays = await call('GET', '/api/v1/day-close', desk.token);
    expect(todays.status).toBe(200);
    expect(await todays.json()).toMatchObject({ date: today() });
    expect((await call('GET', `/api/v1/day-close?date=${yesterday}`)).status).toBe(401);
    expect(await t.db.select().from(dayCloses).where(eq(dayCloses.day, yesterday))).toHaveLength(0);
  });

  it('refuses a doctor, a therapist and a patient', async () => {
    const patient = await createUser(t.db, 'patient');
    expect((await call('GET', `/api/v1/day-close?date=${today()}`, patient.token)).status).toBe(403);
    expect((await call('POST', '/api/v1/day-close', patient.token, { date: today(), countedCashPaise: 0 })).status).toBe(403);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, desk.user.id));
    expect(row).toBeDefined();
  });
});
