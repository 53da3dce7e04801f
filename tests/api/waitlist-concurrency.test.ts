import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { classSeats, notifications, waitlistEntries, waitlistOffers } from '../../src/server/kernel/db/schema';
import { apiTest as it, type Call } from '../support/api-fixture';
import { addClass, addClassSessions, buySeat, tuesdayAt } from '../support/class-fixtures';
import { createUser, type TestContext } from '../support/test-app';

// On PostgreSQL and Neon's driver these requests really overlap; PGlite runs them one at a time.
// Whatever the order, the class row's lock keeps a session's live seats (paid, or held for a buyer
// or an offer) within its capacity, and an offer is claimed once (docs/decisions/050).

/** A request sent again after a pause while the database answers "busy" (503), as the browser's client does. */
async function sent(send: () => Promise<Response>): Promise<Response> {
  for (let tries = 1; ; tries += 1) {
    const answer = await send();
    if (answer.status !== 503 || tries === 50) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
  }
}

const liveSeats = (api: TestContext, sessionId: number) =>
  api.db
    .select()
    .from(classSeats)
    .where(and(eq(classSeats.sessionId, sessionId), inArray(classSeats.status, ['held', 'paid'])));

async function fullSessionWithLine(api: TestContext, call: Call, seats: number, waiting: number) {
  const cls = await addClass(api, call, { inPersonSeats: seats, onlineSeats: 0, seatSale: 'session', pricePaise: 40_000 });
  const [session] = await addClassSessions(call, cls.id, { startsAt: tuesdayAt('11:00', 2), minutes: 60 });
  const holders = await Promise.all(Array.from({ length: seats }, () => createUser(api.db, 'patient')));
  const seatIds: number[] = [];
  for (const holder of holders) seatIds.push(await buySeat(call, api, holder.token, { sessionId: session!.id, mode: 'in_person' }));
  const waiters = await Promise.all(Array.from({ length: waiting }, () => createUser(api.db, 'patient')));
  for (const waiter of waiters) {
    const joined = await call('POST', '/api/v1/waitlist', { sessionId: session!.id, mode: 'in_person' }, waiter.token);
    expect(joined.status).toBe(201);
  }
  return { session: session!, holders, seatIds, waiters };
}

describe('the waitlist raced', { timeout: 240_000 }, () => {
  it('cancellations, new buyers and waiters at once: the freed seats go to the first in line, never more live seats than the capacity', async ({
    api,
    call,
  }) => {
    const { session, holders, seatIds, waiters } = await fullSessionWithLine(api, call, 3, 8);
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createUser(api.db, 'patient')));
    const cancels = holders.map((holder, i) =>
      sent(() => call('POST', `/api/v1/class-seats/${seatIds[i]}/cancel`, { refundPaise: 40_000 }, holder.token)),
    );
    const holds = buyers.map((buyer) => sent(() => call('POST', '/api/v1/class-seats', { sessionId: session.id, mode: 'in_person' }, buyer.token)));
    const rejoins = waiters.map((waiter) => sent(() => call('POST', '/api/v1/waitlist', { sessionId: session.id, mode: 'in_person' }, waiter.token)));
    const [cancelled, held, rejoined] = await Promise.all([Promise.all(cancels), Promise.all(holds), Promise.all(rejoins)]);

    expect(cancelled.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // A buyer is sold a seat only while nobody waits for it; here the line always does.
    expect(held.map((answer) => answer.status)).toEqual(buyers.map(() => 409));
    expect(rejoined.map((answer) => answer.status)).toEqual(waiters.map(() => 409));
    const live = await liveSeats(api, session.id);
    expect(live).toHaveLength(3);
    expect(live.map((seat) => seat.patientId).sort()).toEqual(
      waiters
        .slice(0, 3)
        .map((w) => w.user.id)
        .sort(),
    );
    const line = await api.db.select().from(waitlistEntries).where(eq(waitlistEntries.sessionId, session.id)).orderBy(asc(waitlistEntries.id));
    expect(line.map((entry) => entry.status)).toEqual(['offered', 'offered', 'offered', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting']);
  });

  it('one offer claimed 20 times at once by its patient, while staff press "Offer now": claimed once, one seat', async ({ api, call }) => {
    const { session, holders, seatIds, waiters } = await fullSessionWithLine(api, call, 1, 2);
    await call('POST', `/api/v1/class-seats/${seatIds[0]}/cancel`, { refundPaise: 40_000 }, holders[0]!.token);
    const [offer] = await api.db
      .select({ offer: waitlistOffers })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .where(eq(waitlistEntries.patientId, waiters[0]!.user.id));
    // The token is not stored; the one in the patient's message is read back from the outbox.
    const [email] = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, waiters[0]!.user.id), eq(notifications.kind, 'waitlist_offer'), eq(notifications.channel, 'email')));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(email!.bodyText)![1]!;
    expect(offer!.offer.status).toBe('open');

    const claims = Array.from({ length: 20 }, () => sent(() => call('POST', '/api/v1/waitlist/claim', { token }, waiters[0]!.token)));
    const offerNow = sent(() => call('POST', `/api/v1/class-sessions/${session.id}/waitlist/offer`, { mode: 'in_person' }));
    const answers = await Promise.all([...claims, offerNow]);
    const claimStatuses = answers.slice(0, 20).map((answer) => answer.status);
    expect(claimStatuses.filter((status) => status === 201)).toHaveLength(1);
    expect(claimStatuses.filter((status) => status === 409)).toHaveLength(19);
    // No seat was free for staff to offer: the one seat is the claimed one.
    expect(answers[20]!.status).toBe(409);
    const live = await liveSeats(api, session.id);
    expect(live.map((seat) => seat.patientId)).toEqual([waiters[0]!.user.id]);
    expect((await api.db.select().from(waitlistEntries).where(eq(waitlistEntries.patientId, waiters[1]!.user.id)))[0]!.status).toBe('waiting');
  });
});
