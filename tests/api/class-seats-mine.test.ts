import { and, asc, eq, inArray } from 'drizzle-orm';
import { dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { describe, expect } from 'vitest';
import { classSeats, classSessions, notifications, refunds } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { addClass, addClassSessions, buySeat, tuesdayAt } from '../support/class-fixtures';
import { createUser, type TestContext } from '../support/test-app';

type MySeat = {
  id: number;
  title: { en: string; hi: string; gu: string };
  mode: string;
  series: boolean;
  status: string;
  sessions: { id: number; status: string }[];
  nextStartsAt: string | null;
  meetingLink: string | null;
  refundedPaise: number | null;
  cancellation: { canCancel: boolean; window: string; refundPaise: number } | null;
};

const HOUR_MS = 3_600_000;
const keyOf = async (answer: Response) => ((await answer.json()) as { key: string }).key;

/** Moves a session so it starts `fromNow` ms from now (an hour long), as time passing would. */
async function startIn(api: TestContext, sessionId: number, fromNow: number) {
  const startsAt = new Date(Date.now() + fromNow);
  await api.db
    .update(classSessions)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR_MS) })
    .where(eq(classSessions.id, sessionId));
}

const seatMessages = (api: TestContext, seatId: number) =>
  api.db.select({ kind: notifications.kind, status: notifications.status }).from(notifications).where(eq(notifications.classSeatId, seatId));

describe("a patient's own class seats", () => {
  it('lists paid seats with the titles in three languages, the refund a cancel gives, and the online link only near the start', async ({
    api,
    call,
  }) => {
    const cls = await addClass(api, call);
    const [inPerson] = await addClassSessions(call, cls.id, { startsAt: tuesdayAt('09:30', 2), minutes: 60 });
    const [online] = await addClassSessions(call, cls.id, { startsAt: tuesdayAt('17:00', 2), minutes: 60 });
    const buyer = await createUser(api.db, 'patient');
    const seatA = await buySeat(call, api, buyer.token, { sessionId: inPerson!.id, mode: 'in_person' });
    const seatB = await buySeat(call, api, buyer.token, { sessionId: online!.id, mode: 'online' });

    const mine = async (token: string) => (await (await call('GET', '/api/v1/class-seats/mine', undefined, token)).json()) as MySeat[];
    const seats = await mine(buyer.token);
    expect(seats.map((seat) => seat.id)).toEqual([seatA, seatB]);
    expect(seats[0]).toMatchObject({
      title: { en: 'Yoga for arthritis', hi: 'Yoga for arthritis (हिंदी)', gu: 'Yoga for arthritis (ગુજરાતી)' },
      mode: 'in_person',
      series: false,
      status: 'paid',
      meetingLink: null,
      refundedPaise: null,
      cancellation: { canCancel: true, window: 'full_refund', refundPaise: 50_000 },
    });
    expect(seats[1]!.meetingLink).toBeNull();
    // Ten minutes before the online session its room opens, as an appointment's video link does.
    await startIn(api, online!.id, 10 * 60_000);
    expect((await mine(buyer.token)).find((seat) => seat.id === seatB)!.meetingLink).toMatch(/^https:\/\//);

    const stranger = await createUser(api.db, 'patient');
    expect(await mine(stranger.token)).toEqual([]);
    expect((await call('GET', '/api/v1/class-seats/mine')).status).toBe(403);
  });

  it('a calendar file for the seat’s patient only, in their language; a series seat lists every session', async ({ api, call, patient }) => {
    const cls = await addClass(api, call, { seatSale: 'series' });
    const sessions = await addClassSessions(call, cls.id, { startsAt: tuesdayAt('08:00', 3), minutes: 60, rrule: 'FREQ=WEEKLY;COUNT=3' });
    const buyer = await createUser(api.db, 'patient', { language: 'hi' });
    const seat = await buySeat(call, api, buyer.token, { sessionId: sessions[0]!.id, mode: 'in_person', series: true });

    const file = await call('GET', `/api/v1/class-seats/${seat}/calendar.ics`, undefined, buyer.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await file.text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('SUMMARY:Yoga for arthritis (हिंदी)');
    expect(ics).toContain(`UID:class-seat-${seat}-session-${sessions[2]!.id}@`);

    expect((await call('GET', `/api/v1/class-seats/${seat}/calendar.ics`, undefined, patient.token)).status).toBe(404);
    expect((await call('GET', `/api/v1/class-seats/${seat}/calendar.ics`)).status).toBe(404);
  });

  it('a paid seat queues its message and a reminder per session; cancelling withdraws the reminders', async ({ api, call }) => {
    const cls = await addClass(api, call, { seatSale: 'series' });
    const sessions = await addClassSessions(call, cls.id, { startsAt: tuesdayAt('10:00', 2), minutes: 60, rrule: 'FREQ=WEEKLY;COUNT=2' });
    const buyer = await createUser(api.db, 'patient', { messageChannel: 'email' });
    const seat = await buySeat(call, api, buyer.token, { sessionId: sessions[0]!.id, mode: 'online', series: true });
    const queued = await seatMessages(api, seat);
    expect(queued.filter((row) => row.kind === 'class_seat_booked')).toEqual([{ kind: 'class_seat_booked', status: 'queued' }]);
    expect(queued.filter((row) => row.kind === 'class_seat_reminder')).toHaveLength(2);

    const preview = (await (await call('GET', `/api/v1/class-seats/${seat}/cancellation`, undefined, buyer.token)).json()) as {
      refundPaise: number;
    };
    expect(preview).toEqual({ canCancel: true, window: 'full_refund', refundPaise: 50_000 });
    expect((await call('POST', `/api/v1/class-seats/${seat}/cancel`, { refundPaise: 50_000 }, buyer.token)).status).toBe(200);
    const after = await seatMessages(api, seat);
    expect(after.filter((row) => row.kind === 'class_seat_reminder').map((row) => row.status)).toEqual(['skipped', 'skipped']);
  });

  it('a reminder whose session staff cancelled is not sent; one still true is', async ({ api, call }) => {
    const cls = await addClass(api, call, { seatSale: 'series' });
    const sessions = await addClassSessions(call, cls.id, { startsAt: tuesdayAt('10:00', 2), minutes: 60, rrule: 'FREQ=WEEKLY;COUNT=2' });
    const buyer = await createUser(api.db, 'patient', { messageChannel: 'email' });
    const seat = await buySeat(call, api, buyer.token, { sessionId: sessions[0]!.id, mode: 'in_person', series: true });
    expect((await call('POST', `/api/v1/class-sessions/${sessions[0]!.id}/cancel`)).status).toBe(200);
    const reminders = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.classSeatId, seat), eq(notifications.kind, 'class_seat_reminder')))
      .orderBy(asc(notifications.nextAttemptAt));
    expect(reminders).toHaveLength(2);
    // Each at its own moment: 07:00 IST on the session's day.
    for (const reminder of reminders) {
      await dispatchDueNotifications(api.db, api.deps.providers.notifications, { now: reminder.nextAttemptAt });
    }
    const [first, second] = await api.db
      .select({ status: notifications.status, lastError: notifications.lastError })
      .from(notifications)
      .where(inArray(notifications.id, [reminders[0]!.id, reminders[1]!.id]))
      .orderBy(asc(notifications.nextAttemptAt));
    expect(first).toEqual({ status: 'skipped', lastError: 'The class session was cancelled' });
    expect(second!.status).toBe('sent');
  });

  it('cancel by the policy: the previewed refund or 409; once; not another’s seat; not after the start; a half refund close to it', async ({
    api,
    call,
    patient,
  }) => {
    const cls = await addClass(api, call);
    const [session] = await addClassSessions(call, cls.id, { startsAt: tuesdayAt('09:30', 2), minutes: 60 });
    const buyer = await createUser(api.db, 'patient');
    const seat = await buySeat(call, api, buyer.token, { sessionId: session!.id, mode: 'in_person' });
    const cancel = (body: unknown, token = buyer.token) => call('POST', `/api/v1/class-seats/${seat}/cancel`, body, token);

    expect((await cancel({ refundPaise: -1 })).status).toBe(400);
    expect((await cancel({ refundPaise: 50_000 }, patient.token)).status).toBe(404);
    expect((await call('POST', `/api/v1/class-seats/${seat}/cancel`, { refundPaise: 50_000 }, null)).status).toBe(401);
    expect((await call('POST', `/api/v1/class-seats/${seat}/cancel`, { refundPaise: 50_000 })).status).toBe(403);
    // Ten hours before: half back by the appointment tiers; the full refund the patient saw earlier is refused.
    await startIn(api, session!.id, 10 * HOUR_MS);
    const changed = await cancel({ refundPaise: 50_000 });
    expect(changed.status).toBe(409);
    expect(await keyOf(changed)).toBe('mySeats.refundChanged');
    const [unchanged] = await api.db.select().from(classSeats).where(eq(classSeats.id, seat));
    expect(unchanged!.status).toBe('paid');

    const done = await cancel({ refundPaise: 25_000 });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ seatId: seat, status: 'refunded', refundPaise: 25_000 });
    const again = await cancel({ refundPaise: 25_000 });
    expect(again.status).toBe(409);
    expect(await keyOf(again)).toBe('mySeats.alreadyCancelled');
    expect(
      await api.db
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, `seat-cancel:${seat}`)),
    ).toHaveLength(1);
    const listed = (await (await call('GET', '/api/v1/class-seats/mine', undefined, buyer.token)).json()) as MySeat[];
    expect(listed[0]).toMatchObject({ id: seat, status: 'refunded', refundedPaise: 25_000, cancellation: null });

    // The freed seat is sold again.
    const next = await createUser(api.db, 'patient');
    const resold = await buySeat(call, api, next.token, { sessionId: session!.id, mode: 'in_person' });
    await startIn(api, session!.id, -60_000);
    const started = await call('POST', `/api/v1/class-seats/${resold}/cancel`, { refundPaise: 0 }, next.token);
    expect(started.status).toBe(409);
    expect(await keyOf(started)).toBe('mySeats.alreadyStarted');
    const [kept] = await api.db.select().from(classSeats).where(eq(classSeats.id, resold));
    expect(kept!.status).toBe('paid');
  });

  it('twenty cancels of one seat at once: one succeeds, one refund', async ({ api, call }) => {
    const cls = await addClass(api, call);
    const [session] = await addClassSessions(call, cls.id, { startsAt: tuesdayAt('11:00', 2), minutes: 60 });
    const buyer = await createUser(api.db, 'patient');
    const seat = await buySeat(call, api, buyer.token, { sessionId: session!.id, mode: 'online' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/api/v1/class-seats/${seat}/cancel`, { refundPaise: 50_000 }, buyer.token)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const made = await api.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `seat-cancel:${seat}`));
    expect(made).toHaveLength(1);
    expect(made[0]!.amountPaise).toBe(50_000);
  });
});
