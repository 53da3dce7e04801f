import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { classSeats, classSessions, classes, notifications, waitlistEntries, waitlistOffers } from '../../src/server/kernel/db/schema';
import { sweepWaitlist } from '../../src/server/scheduling/classes/waitlist/offers';
import { apiTest as it, type Call } from '../support/api-fixture';
import { localPayments } from '../support/booking-fixtures';
import { addClass, addClassSessions, buySeat, type Hold, tuesdayAt } from '../support/class-fixtures';
import { createUser, type TestContext } from '../support/test-app';

type Entry = { id: number; sessionId: number; mode: string; status: string; position: number | null };
type Line = {
  free: { in_person: number; online: number };
  entries: { id: number; patient: { id: number; name: string }; mode: string; status: string; offer: { status: string; expiresAt: string } | null }[];
};

const HOUR_MS = 3_600_000;
const keyOf = async (answer: Response) => ((await answer.json()) as { key: string }).key;

/** A class of one in-person seat (and none online) with one session next week, that seat sold. */
async function fullSession(api: TestContext, call: Call, fields: Record<string, unknown> = {}) {
  const cls = await addClass(api, call, { inPersonSeats: 1, onlineSeats: 0, seatSale: 'session', ...fields });
  const [session] = await addClassSessions(call, cls.id, { startsAt: tuesdayAt('10:00', 1), minutes: 60 });
  const holder = await createUser(api.db, 'patient');
  const seat = await buySeat(call, api, holder.token, { sessionId: session!.id, mode: 'in_person' });
  return { cls, session: session!, holder, seat };
}

const join = (call: Call, token: string, sessionId: number, mode = 'in_person') => call('POST', '/api/v1/waitlist', { sessionId, mode }, token);

/** The holder gives their seat back at the refund they were shown. */
async function cancelSeat(call: Call, token: string, seatId: number) {
  const preview = (await (await call('GET', `/api/v1/class-seats/${seatId}/cancellation`, undefined, token)).json()) as { refundPaise: number };
  const answer = await call('POST', `/api/v1/class-seats/${seatId}/cancel`, { refundPaise: preview.refundPaise }, token);
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** The waitlist offers queued to a patient, newest first. */
const offersTo = (api: TestContext, userId: number) =>
  api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'waitlist_offer')));

/** The claim link's token from the offer's e-mail. */
async function tokenFor(api: TestContext, userId: number): Promise<string> {
  const email = (await offersTo(api, userId)).find((row) => row.channel === 'email');
  const token = /\/waitlist\/claim\?token=([A-Za-z0-9_-]{43})/.exec(email?.bodyText ?? '')?.[1];
  expect(token, 'a claim link in the offer').toBeTruthy();
  return token!;
}

const entryOf = async (api: TestContext, id: number) => (await api.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!;

/** Runs an offer's clock out: its window and its seat's hold end a second ago. */
async function runOut(api: TestContext, entryId: number) {
  const past = new Date(Date.now() - 1000);
  const [offer] = await api.db.update(waitlistOffers).set({ expiresAt: past }).where(eq(waitlistOffers.entryId, entryId)).returning();
  await api.db.update(classSeats).set({ holdExpiresAt: past }).where(eq(classSeats.id, offer!.seatId!));
}

describe('the waitlist for a full class session', () => {
  it('joins only a full session, once, with positions in order; refuses free, cancelled and past sessions and bad input', async ({ api, call }) => {
    const { cls, session, holder } = await fullSession(api, call);
    const first = await createUser(api.db, 'patient');
    const second = await createUser(api.db, 'patient');

    const joined = await join(call, first.token, session.id);
    expect(joined.status).toBe(201);
    expect(await joined.json()).toMatchObject({ sessionId: session.id, mode: 'in_person', status: 'waiting', position: 1 });
    expect(await (await join(call, second.token, session.id)).json()).toMatchObject({ position: 2 });
    const again = await join(call, first.token, session.id);
    expect(again.status).toBe(409);
    expect(await keyOf(again)).toBe('waitlist.alreadyWaiting');
    const mine = (await (await call('GET', '/api/v1/waitlist/mine', undefined, second.token)).json()) as Entry[];
    expect(mine).toMatchObject([{ sessionId: session.id, position: 2, status: 'waiting' }]);

    // The seat's holder is not put in line for their own session.
    expect(await keyOf(await join(call, holder.token, session.id))).toBe('classSeats.alreadyHasSeat');
    // A mode the class does not sell; a malformed body; no login.
    expect(await keyOf(await join(call, first.token, session.id, 'online'))).toBe('classSeats.modeNotOffered');
    expect((await join(call, first.token, session.id, 'sofa')).status).toBe(400);
    expect((await call('POST', '/api/v1/waitlist', { sessionId: session.id, mode: 'in_person' }, null)).status).toBe(401);

    // A session with seats free: book instead.
    const [roomy] = await addClassSessions(call, cls.id, { startsAt: tuesdayAt('12:00', 1), minutes: 60 });
    const free = await join(call, first.token, roomy!.id);
    expect(free.status).toBe(409);
    expect(await keyOf(free)).toBe('waitlist.seatsFree');

    // A session already started, or cancelled: nothing to wait for.
    const started = await fullSession(api, call);
    await api.db
      .update(classSessions)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(classSessions.id, started.session.id));
    expect((await join(call, first.token, started.session.id)).status).toBe(404);
    expect((await call('POST', `/api/v1/class-sessions/${roomy!.id}/cancel`)).status).toBe(200);
    expect((await join(call, first.token, roomy!.id)).status).toBe(404);
    expect((await join(call, first.token, 999_999)).status).toBe(404);
    expect(await api.db.select().from(waitlistEntries).where(eq(waitlistEntries.patientId, first.user.id))).toHaveLength(1);
  });

  it('a cancelled seat is offered to the first in line: held for them, a message in their language with a claim link; nobody else can take it', async ({
    api,
    call,
  }) => {
    const { session, holder, seat } = await fullSession(api, call);
    const first = await createUser(api.db, 'patient', { language: 'hi' });
    const second = await createUser(api.db, 'patient');
    const firstEntry = (await (await join(call, first.token, session.id)).json()) as Entry;
    await join(call, second.token, session.id);

    await cancelSeat(call, holder.token, seat);
    expect((await entryOf(api, firstEntry.id)).status).toBe('offered');
    const [offer] = await api.db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, firstEntry.id));
    // A week ahead: the claim window is the full 12 hours.
    expect(Math.abs(offer!.expiresAt.getTime() - (Date.now() + 12 * HOUR_MS))).toBeLessThan(60_000);
    const [held] = await api.db.select().from(classSeats).where(eq(classSeats.id, offer!.seatId!));
    expect(held).toMatchObject({ patientId: first.user.id, sessionId: session.id, status: 'held', pricePaise: 50_000 });
    expect(held!.holdExpiresAt!.getTime()).toBe(offer!.expiresAt.getTime());

    const messages = await offersTo(api, first.user.id);
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const email = messages.find((m) => m.channel === 'email')!;
    expect(email.subject).toBe('आपके लिए एक सीट खाली हुई है');
    expect(email.bodyText).toMatch(/http:\/\/localhost:4321\/hi\/waitlist\/claim\?token=[A-Za-z0-9_-]{43}/);
    expect(email.classSeatId).toBe(offer!.seatId);
    // The mobile copy carries a short link on the clinic's site.
    expect(messages.find((m) => m.channel === 'sms')!.bodyText).toMatch(/http:\/\/localhost:4321\/p\/[A-Za-z0-9_-]{12}/);
    expect(await offersTo(api, second.user.id)).toHaveLength(0);

    // The seat is held: a new buyer finds the session full.
    const buyer = await createUser(api.db, 'patient');
    const refused = await call('POST', '/api/v1/class-seats', { sessionId: session.id, mode: 'in_person' }, buyer.token);
    expect(refused.status).toBe(409);
    expect(await keyOf(refused)).toBe('classSeats.seatsFull');
  });

  it('the offer is claimed by its patient only, once, and paid through the seat checkout; a foreign or used link changes nothing', async ({
    api,
    call,
  }) => {
    const { session, holder, seat } = await fullSession(api, call);
    const first = await createUser(api.db, 'patient');
    const second = await createUser(api.db, 'patient');
    await join(call, first.token, session.id);
    const secondEntry = (await (await join(call, second.token, session.id)).json()) as Entry;
    await cancelSeat(call, holder.token, seat);
    const token = await tokenFor(api, first.user.id);

    const page = await call('GET', `/api/v1/waitlist/offer?token=${token}`, undefined, null);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ title: { en: 'Yoga for arthritis' }, mode: 'in_person', pricePaise: 50_000 });
    expect((await call('GET', '/api/v1/waitlist/offer?token=short', undefined, null)).status).toBe(400);
    expect((await call('GET', `/api/v1/waitlist/offer?token=${'A'.repeat(43)}`, undefined, null)).status).toBe(404);

    const foreign = await call('POST', '/api/v1/waitlist/claim', { token }, second.token);
    expect(foreign.status).toBe(403);
    expect(await keyOf(foreign)).toBe('waitlist.offerNotYours');
    expect((await entryOf(api, secondEntry.id)).status).toBe('waiting');

    const claimed = await call('POST', '/api/v1/waitlist/claim', { token }, first.token);
    expect(claimed.status, await claimed.clone().text()).toBe(201);
    const hold = (await claimed.json()) as Hold;
    expect(hold.seat.status).toBe('held');
    expect(hold.order).toMatchObject({ amount: 50_000 });
    // Nothing is charged until the patient pays in the checkout.
    const paid = localPayments(api).simulatePayment(hold.order!.order_id);
    const verified = await call(
      'POST',
      `/api/v1/class-seats/${hold.seat.id}/verify-payment`,
      { razorpay_order_id: hold.order!.order_id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
      first.token,
    );
    expect(verified.status, await verified.clone().text()).toBe(201);
    const [seatRow] = await api.db.select().from(classSeats).where(eq(classSeats.id, hold.seat.id));
    expect(seatRow!.status).toBe('paid');

    const used = await call('POST', '/api/v1/waitlist/claim', { token }, first.token);
    expect(used.status).toBe(409);
    expect(await keyOf(used)).toBe('waitlist.offerUsed');
    expect(await keyOf(await call('GET', `/api/v1/waitlist/offer?token=${token}`, undefined, null))).toBe('waitlist.offerUsed');
  });

  it('an offer run out lapses and passes the seat to the next in line; with nobody left the seat is simply free', async ({ api, call }) => {
    const { session, holder, seat } = await fullSession(api, call);
    const first = await createUser(api.db, 'patient');
    const second = await createUser(api.db, 'patient');
    const firstEntry = (await (await join(call, first.token, session.id)).json()) as Entry;
    const secondEntry = (await (await join(call, second.token, session.id)).json()) as Entry;
    await cancelSeat(call, holder.token, seat);
    const firstToken = await tokenFor(api, first.user.id);

    await runOut(api, firstEntry.id);
    const channels = api.deps.providers.notifications;
    expect(await sweepWaitlist(api.db, channels, new Date())).toEqual({ classes: 1, doctorDays: 0, offered: 1 });
    expect((await entryOf(api, firstEntry.id)).status).toBe('lapsed');
    expect((await entryOf(api, secondEntry.id)).status).toBe('offered');
    const late = await call('POST', '/api/v1/waitlist/claim', { token: firstToken }, first.token);
    expect(late.status).toBe(409);
    expect(await keyOf(late)).toBe('waitlist.offerLapsed');
    expect(await offersTo(api, second.user.id)).not.toHaveLength(0);

    await runOut(api, secondEntry.id);
    expect(await sweepWaitlist(api.db, channels, new Date())).toEqual({ classes: 1, doctorDays: 0, offered: 0 });
    expect((await entryOf(api, secondEntry.id)).status).toBe('lapsed');
    const line = (await (await call('GET', `/api/v1/class-sessions/${session.id}/waitlist`)).json()) as Line;
    expect(line.free.in_person).toBe(1);
    // A second sweep has nothing to do.
    expect(await sweepWaitlist(api.db, channels, new Date())).toEqual({ classes: 0, doctorDays: 0, offered: 0 });
  });

  it('near the start the claim window is half the time left', async ({ api, call }) => {
    const { session, holder, seat, cls } = await fullSession(api, call);
    const waiting = await createUser(api.db, 'patient');
    const entry = (await (await join(call, waiting.token, session.id)).json()) as Entry;
    // The session moved to start in 6 hours (its refund tiers still let the holder cancel... at
    // no refund); the offer is then kept 3 hours.
    const startsAt = new Date(Date.now() + 6 * HOUR_MS);
    await api.db
      .update(classSessions)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR_MS) })
      .where(eq(classSessions.id, session.id));
    const preview = (await (await call('GET', `/api/v1/class-seats/${seat}/cancellation`, undefined, holder.token)).json()) as {
      canCancel: boolean;
    };
    if (preview.canCancel) {
      await cancelSeat(call, holder.token, seat);
    } else {
      // Too late for the patient to cancel: staff raise the class to two seats and offer by hand.
      await api.db.update(classes).set({ inPersonSeats: 2 }).where(eq(classes.id, cls.id));
      expect((await call('POST', `/api/v1/class-sessions/${session.id}/waitlist/offer`, { mode: 'in_person' })).status).toBe(200);
    }
    const [offer] = await api.db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, entry.id));
    expect(Math.abs(offer!.expiresAt.getTime() - (Date.now() + 3 * HOUR_MS))).toBeLessThan(60_000);
  });

  it('leaving the line; leaving with an offer passes it on; staff see the line and offer by hand; a cancelled session closes its line', async ({
    api,
    call,
  }) => {
    const { session, holder, seat, cls } = await fullSession(api, call);
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createUser(api.db, 'patient')));
    const entries: Entry[] = [];
    for (const p of [first!, second!, third!]) entries.push((await (await join(call, p.token, session.id)).json()) as Entry);

    // Another's entry is not theirs to remove.
    expect((await call('DELETE', `/api/v1/waitlist/${entries[0]!.id}`, undefined, second!.token)).status).toBe(404);
    const left = await call('DELETE', `/api/v1/waitlist/${entries[1]!.id}`, undefined, second!.token);
    expect(await left.json()).toMatchObject({ status: 'withdrawn', position: null });
    expect(await keyOf(await call('DELETE', `/api/v1/waitlist/${entries[1]!.id}`, undefined, second!.token))).toBe('waitlist.entryNotFound');

    await cancelSeat(call, holder.token, seat);
    expect((await entryOf(api, entries[0]!.id)).status).toBe('offered');
    // The first leaves with the offer in hand: the seat goes to the third at once.
    await call('DELETE', `/api/v1/waitlist/${entries[0]!.id}`, undefined, first!.token);
    expect((await entryOf(api, entries[2]!.id)).status).toBe('offered');
    const held = await api.db
      .select()
      .from(classSeats)
      .where(and(eq(classSeats.sessionId, session.id), eq(classSeats.status, 'held')));
    expect(held.map((s) => s.patientId)).toEqual([third!.user.id]);

    // Staff: the line in order, each place's state.
    const staffLine = (await (await call('GET', `/api/v1/class-sessions/${session.id}/waitlist`)).json()) as Line;
    expect(staffLine.entries.map((e) => [e.patient.id, e.status])).toEqual([
      [first!.user.id, 'withdrawn'],
      [second!.user.id, 'withdrawn'],
      [third!.user.id, 'offered'],
    ]);
    expect(staffLine.entries[2]!.offer).toMatchObject({ status: 'open' });
    expect((await call('GET', `/api/v1/class-sessions/${session.id}/waitlist`, undefined, first!.token)).status).toBe(403);

    // Offer now: nobody waiting with a seat free → 409; a new waiter and a seat added → offered.
    const nothing = await call('POST', `/api/v1/class-sessions/${session.id}/waitlist/offer`, { mode: 'in_person' });
    expect(nothing.status).toBe(409);
    expect(await keyOf(nothing)).toBe('waitlist.nothingToOffer');
    const fourth = await createUser(api.db, 'patient');
    const fourthEntry = (await (await join(call, fourth.token, session.id)).json()) as Entry;
    await api.db.update(classes).set({ inPersonSeats: 2 }).where(eq(classes.id, cls.id));
    const offered = await call('POST', `/api/v1/class-sessions/${session.id}/waitlist/offer`, { mode: 'in_person' });
    expect(offered.status, await offered.clone().text()).toBe(200);
    expect(((await offered.json()) as Line).entries.at(-1)).toMatchObject({ status: 'offered' });
    expect(await offersTo(api, fourth.user.id)).not.toHaveLength(0);

    // The clinic cancels the session: every place and open offer closes, the held seats let go.
    expect((await call('POST', `/api/v1/class-sessions/${session.id}/cancel`)).status).toBe(200);
    expect((await entryOf(api, fourthEntry.id)).status).toBe('withdrawn');
    expect(
      await api.db
        .select()
        .from(classSeats)
        .where(and(eq(classSeats.sessionId, session.id), eq(classSeats.status, 'held'))),
    ).toHaveLength(0);
  });
});
