import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditEvents, classSeats, notifications, payments, refunds, users } from '../../src/server/kernel/db/schema';
import { apiTest as it, type Call } from '../support/api-fixture';
import { localPayments } from '../support/booking-fixtures';
import { classWithSessions, weekly } from '../support/class-rows';
import { createUser, type TestContext } from '../support/test-app';

type Roster = {
  session: { status: string; taken: { in_person: number; online: number } };
  seats: { id: number; patientId: number; paid: boolean; series: boolean; refundedPaise: number | null; checkedInAt: string | null }[];
};
type Sold = { seatId: number; status: string; receiptNumber: string | null };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const keyOf = async (answer: Response) => ((await answer.clone().json()) as { key: string }).key;

async function sell(call: Call, sessionId: number, patientId: number, fields: Record<string, unknown> = {}) {
  return call('POST', `/api/v1/class-sessions/${sessionId}/desk-seat`, { patientId, mode: 'in_person', method: 'cash', ...fields });
}

async function soldTo(api: TestContext, call: Call, sessionId: number, fields: Record<string, unknown> = {}) {
  const buyer = await createUser(api.db, 'patient');
  const answer = await sell(call, sessionId, buyer.user.id, fields);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return { buyer, sold: (await answer.json()) as Sold };
}

const roster = async (call: Call, sessionId: number) => (await (await call('GET', `/api/v1/class-sessions/${sessionId}/roster`)).json()) as Roster;
const checkIn = (call: Call, sessionId: number, seatId: number, method: 'POST' | 'DELETE' = 'POST', token?: string) =>
  call(method, `/api/v1/class-sessions/${sessionId}/seats/${seatId}/check-in`, undefined, token);

describe('the desk sells a seat, never over capacity', () => {
  it('cash or UPI with a receipt; a second seat of one patient, a full session and bad input are refused and change nothing', async ({
    api,
    call,
    patient,
    admin,
  }) => {
    const { sessions } = await classWithSessions(api, { inPersonSeats: 2, starts: [new Date(Date.now() + 2 * DAY_MS)] });
    const id = sessions[0]!.id;
    const first = await soldTo(api, call, id);
    expect(first.sold).toMatchObject({ status: 'paid', receiptNumber: expect.any(String) });
    const [payment] = await api.db.select().from(payments).where(eq(payments.classSeatId, first.sold.seatId));
    expect(payment).toMatchObject({ status: 'completed', method: 'cash', amountPaise: 50_000, takenByUserId: admin.user.id });

    expect(await keyOf(await sell(call, id, first.buyer.user.id, { method: 'upi' }))).toBe('classSeats.alreadyHasSeat');
    expect(await keyOf(await sell(call, id, first.buyer.user.id, { method: 'cheque' }))).toBe('courseLedger.methodInvalid');
    expect(await keyOf(await sell(call, id, admin.user.id))).toBe('classDesk.patientUnknown');
    expect(await keyOf(await sell(call, id, first.buyer.user.id, { mode: 'online' }))).toBe('classSeats.modeNotOffered');
    expect(
      (await call('POST', `/api/v1/class-sessions/${id}/desk-seat`, { patientId: patient.user.id, mode: 'in_person', method: 'cash' }, patient.token))
        .status,
    ).toBe(403);

    await soldTo(api, call, id, { method: 'upi', reference: 'UPI-778812' });
    const late = await createUser(api.db, 'patient');
    const full = await sell(call, id, late.user.id);
    expect(full.status).toBe(409);
    expect(await keyOf(full)).toBe('classSeats.seatsFull');
    const seats = await api.db.select().from(classSeats).where(eq(classSeats.sessionId, id));
    expect(seats.map((seat) => seat.status)).toEqual(['paid', 'paid']);
    expect(await api.db.select().from(payments).where(eq(payments.userId, late.user.id))).toEqual([]);
  });
});

describe('the roster and the door', () => {
  it('shows each paid seat; check-in on the session day only, undone, audited; staff only', async ({ api, call, patient }) => {
    const { sessions } = await classWithSessions(api, { starts: [new Date(Date.now() + MINUTE_MS), new Date(Date.now() + 2 * DAY_MS)] });
    const [today, later] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const a = await soldTo(api, call, today.id);
    const b = await soldTo(api, call, today.id, { method: 'card' });
    const other = await soldTo(api, call, later.id);

    const before = await roster(call, today.id);
    expect(before.seats.map((seat) => [seat.id, seat.paid, seat.checkedInAt, seat.refundedPaise]).sort()).toEqual(
      [
        [a.sold.seatId, true, null, null],
        [b.sold.seatId, true, null, null],
      ].sort(),
    );

    const checked = await checkIn(call, today.id, a.sold.seatId);
    expect(checked.status).toBe(200);
    const after = (await checked.json()) as Roster;
    expect(after.seats.find((seat) => seat.id === a.sold.seatId)!.checkedInAt).toEqual(expect.any(String));
    expect(after.seats.find((seat) => seat.id === b.sold.seatId)!.checkedInAt).toBeNull();
    expect(await keyOf(await checkIn(call, today.id, a.sold.seatId))).toBe('classDesk.alreadyCheckedIn');
    const [audited] = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'check_in'), eq(auditEvents.entityId, a.sold.seatId)));
    expect(audited).toBeDefined();

    const undone = (await (await checkIn(call, today.id, a.sold.seatId, 'DELETE')).json()) as Roster;
    expect(undone.seats.every((seat) => seat.checkedInAt === null)).toBe(true);
    expect(await keyOf(await checkIn(call, today.id, a.sold.seatId, 'DELETE'))).toBe('classDesk.notCheckedIn');

    // Another session's seat, another day's session, a patient at the door: refused.
    expect(await keyOf(await checkIn(call, today.id, other.sold.seatId))).toBe('classDesk.seatNotInSession');
    expect(await keyOf(await checkIn(call, later.id, other.sold.seatId))).toBe('classDesk.notSessionDay');
    expect((await checkIn(call, today.id, b.sold.seatId, 'POST', patient.token)).status).toBe(403);
    expect((await call('GET', `/api/v1/class-sessions/${today.id}/roster`, undefined, patient.token)).status).toBe(403);
  });
});

describe('one message to every attendee', () => {
  it('queues the announcement to each paid seat in their language; refuses an empty, too long or multi-line text', async ({ api, call }) => {
    const { sessions } = await classWithSessions(api, { starts: [new Date(Date.now() + DAY_MS)] });
    const id = sessions[0]!.id;
    const none = await call('POST', `/api/v1/class-sessions/${id}/announcement`, { text: 'Room changed' });
    expect(await keyOf(none)).toBe('classDesk.noAttendees');
    const hindi = await soldTo(api, call, id);
    await api.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.buyer.user.id));
    const english = await soldTo(api, call, id);

    for (const text of ['', ' ', 'x'.repeat(301), 'two\nlines']) {
      const refused = await call('POST', `/api/v1/class-sessions/${id}/announcement`, { text });
      expect(refused.status, JSON.stringify(text)).toBe(400);
      expect(await keyOf(refused)).toMatch(/^(classDesk\.announcementInvalid|validation\.lineBreak)$/);
    }
    const sent = await call('POST', `/api/v1/class-sessions/${id}/announcement`, { text: 'The class moves to the Yoga Hall upstairs' });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ messaged: 2 });
    const queued = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'class_announcement'), inArray(notifications.classSeatId, [hindi.sold.seatId, english.sold.seatId])));
    const toHindi = queued.filter((row) => row.userId === hindi.buyer.user.id);
    const toEnglish = queued.filter((row) => row.userId === english.buyer.user.id);
    expect(toHindi.length).toBeGreaterThan(0);
    expect(toEnglish.length).toBeGreaterThan(0);
    expect(toHindi.every((row) => row.bodyText.includes('गठिया के लिए योग') && row.bodyText.includes('Yoga Hall upstairs'))).toBe(true);
    expect(toEnglish.every((row) => row.bodyText.includes('Yoga for arthritis'))).toBe(true);
    // A second announcement is a new message, not a repeat.
    await call('POST', `/api/v1/class-sessions/${id}/announcement`, { text: 'Please bring a mat' });
    const all = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'class_announcement'), eq(notifications.classSeatId, english.sold.seatId)));
    expect(all.length).toBe(toEnglish.length * 2);
  });
});

describe('cancelling a session refunds every seat once and tells everyone', () => {
  it('a session seat is refunded in full, a series seat its session’s share, a hold is let go; a second cancel changes nothing', async ({
    api,
    call,
  }) => {
    const { sessions } = await classWithSessions(api, { pricePaise: 40_000, series: true, starts: weekly(new Date(Date.now() + DAY_MS), 4) });
    const id = sessions[1]!.id;
    const own = await soldTo(api, call, id);
    const series = await soldTo(api, call, id, { series: true, method: 'upi' });
    const holder = await createUser(api.db, 'patient');
    const held = await call('POST', '/api/v1/class-seats', { sessionId: id, mode: 'in_person' }, holder.token);
    expect(held.status).toBe(201);
    const heldSeat = (await held.json()) as { seat: { id: number }; order: { order_id: string } };

    const cancelled = await call('POST', `/api/v1/class-sessions/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', taken: { in_person: 1, online: 0 } });
    const again = await call('POST', `/api/v1/class-sessions/${id}/cancel`);
    expect(again.status).toBe(409);

    const given = await api.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `class-session-cancel:${id}:${own.sold.seatId}`));
    expect(given.map((refund) => refund.amountPaise)).toEqual([40_000]);
    const share = await api.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `class-session-cancel:${id}:${series.sold.seatId}`));
    expect(share.map((refund) => refund.amountPaise)).toEqual([10_000]);
    const seatRows = await api.db
      .select()
      .from(classSeats)
      .where(inArray(classSeats.id, [own.sold.seatId, series.sold.seatId, heldSeat.seat.id]));
    expect(Object.fromEntries(seatRows.map((seat) => [seat.id, seat.status]))).toEqual({
      [own.sold.seatId]: 'refunded',
      [series.sold.seatId]: 'paid',
      [heldSeat.seat.id]: 'cancelled',
    });

    const shown = await roster(call, id);
    expect(shown.session.status).toBe('cancelled');
    expect(Object.fromEntries(shown.seats.map((seat) => [seat.id, seat.refundedPaise]))).toEqual({
      [own.sold.seatId]: 40_000,
      [series.sold.seatId]: 10_000,
    });
    // The series seat stays on the next session's roster, with nothing refunded there.
    expect((await roster(call, sessions[2]!.id)).seats.map((seat) => [seat.id, seat.refundedPaise])).toEqual([[series.sold.seatId, null]]);

    const told = await api.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.kind, 'class_session_cancelled'));
    expect(new Set(told.map((row) => row.userId))).toEqual(new Set([own.buyer.user.id, series.buyer.user.id]));

    // The hold's payment arriving after the cancel is refunded in full, never a seat.
    const paid = localPayments(api).simulatePayment(heldSeat.order.order_id);
    const late = await call(
      'POST',
      `/api/v1/class-seats/${heldSeat.seat.id}/verify-payment`,
      { razorpay_order_id: heldSeat.order.order_id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      holder.token,
    );
    expect(await keyOf(late)).toBe('classSeats.seatLostRefund');
  });
});
