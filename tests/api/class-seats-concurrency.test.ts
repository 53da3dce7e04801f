import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { classSeats, classSessions, classes, payments, refunds } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { localPayments } from '../support/booking-fixtures';
import { addRoom, addTherapist } from '../support/course-rows';
import { createUser, jsonRequest, type TestContext } from '../support/test-app';

// On PostgreSQL and Neon's driver these buyers really overlap (a pool of connections); PGlite runs
// them one at a time, and the outcome must be the same: the class row's lock makes counting the
// seats and taking one a single step (docs/decisions/045).

const BUYERS = 200;
const DAY_MS = 86_400_000;

/** A class with `inPerson` seats and one session next week, some seats already paid by earlier buyers. */
async function sessionWithSeats(api: TestContext, inPerson: number, paidAlready: number, pricePaise: number) {
  const room = await addRoom(api.db);
  const therapist = await addTherapist(api.db, 'Teacher', 'female', []);
  const [cls] = await api.db
    .insert(classes)
    .values({
      titleEn: 'Garbhasanskar',
      titleHi: 'गर्भसंस्कार',
      titleGu: 'ગર્ભસંસ્કાર',
      teacherKind: 'therapist',
      teacherId: therapist.id,
      roomId: room.id,
      inPersonSeats: inPerson,
      pricePaise,
    })
    .returning();
  const startsAt = new Date(Date.now() + 7 * DAY_MS);
  const [session] = await api.db
    .insert(classSessions)
    .values({ classId: cls!.id, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .returning();
  for (let i = 0; i < paidAlready; i += 1) {
    const earlier = await createUser(api.db, 'patient');
    await api.db
      .insert(classSeats)
      .values({ classId: cls!.id, sessionId: session!.id, patientId: earlier.user.id, mode: 'in_person', status: 'paid', pricePaise });
  }
  return session!;
}

/**
 * Through Neon's driver every request opens its own pool of connections; in production Neon's
 * pooler (PgBouncer) queues a crowd in front of the database. Here nothing does, and 200 requests
 * would take every connection the test server has from the file running beside this one: so on
 * Neon at most 20 buyers are in flight at once, the rest queued as the pooler queues them.
 * node-postgres queues inside the app's own pool, whose wait is bounded (decision 014): on a loaded
 * machine 200 waiting at once were answered "busy" over and over, so 50 are in flight there (still
 * several times the pool's connections, all contending for the class row's lock). PGlite runs one
 * request at a time whatever is sent.
 */
const IN_FLIGHT = { neon: 20, postgres: 50 }[process.env.TEST_DB ?? ''] ?? BUYERS;
let inFlight = 0;
const queued: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => queued.push(resolve));
  inFlight += 1;
  try {
    return await work();
  } finally {
    inFlight -= 1;
    queued.shift()?.();
  }
}

/**
 * One buyer's request as the browser's API client sends it (docs/decisions/014): a 503 "busy"
 * (200 requests at once outrun the pool's connections) is sent again after a pause, until it
 * gets an answer (the browser gives up sooner; here every buyer must end sold or refused).
 */
async function asBuyer(send: () => Response | Promise<Response>): Promise<Response> {
  for (let tries = 1; ; tries += 1) {
    const answer = await inTurn(async () => send());
    if (answer.status !== 503 || tries === 100) return answer;
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 2000));
  }
}

const buyers = (api: TestContext) => Promise.all(Array.from({ length: BUYERS }, () => createUser(api.db, 'patient')));

const liveSeats = (api: TestContext, sessionId: number, statuses: ('held' | 'paid')[]) =>
  api.db
    .select()
    .from(classSeats)
    .where(and(eq(classSeats.sessionId, sessionId), inArray(classSeats.status, statuses)));

// 200 buyers with their receipts and refunds take a while on a shared machine, most on PGlite (one at a time).
describe(`${BUYERS} buyers racing for the last seats of a class session`, { timeout: 480_000 }, () => {
  it('holds: exactly the free seats are held, every other buyer gets 409 classes.seatsFull', async ({ api }) => {
    const session = await sessionWithSeats(api, 12, 9, 80_000);
    const patients = await buyers(api);
    const answers = await Promise.all(
      patients.map((p) =>
        asBuyer(() => api.app.request('/api/v1/class-seats', jsonRequest('POST', { sessionId: session.id, mode: 'in_person' }, p.token))),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // A buyer told "busy" after their seat was taken is answered it again (200) when trying again.
    expect(statuses.filter((status) => status === 201 || status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - 3);
    for (const answer of answers.filter((a) => a.status === 409)) expect(((await answer.json()) as { key: string }).key).toBe('classSeats.seatsFull');
    expect(await liveSeats(api, session.id, ['held'])).toHaveLength(3);
    expect(await liveSeats(api, session.id, ['held', 'paid'])).toHaveLength(12);
  });

  it('payments: with every hold lapsed, 200 paid orders settle at once and exactly the free seats are sold, the rest refunded in full', async ({
    api,
  }) => {
    const session = await sessionWithSeats(api, 5, 3, 60_000);
    const patients = await buyers(api);
    // Each buyer held a seat with its order, and every hold lapsed before any payment arrived
    // (written straight in: 200 holds one after another would only repeat the test above).
    const lapsed = new Date(Date.now() - 1000);
    const seats = await api.db
      .insert(classSeats)
      .values(
        patients.map((p) => ({
          classId: session.classId,
          sessionId: session.id,
          patientId: p.user.id,
          mode: 'in_person' as const,
          holdExpiresAt: lapsed,
          pricePaise: 60_000,
        })),
      )
      .returning();
    await api.db.insert(payments).values(
      seats.map((seat) => ({
        userId: seat.patientId,
        classSeatId: seat.id,
        description: 'Garbhasanskar — class seat',
        mode: 'in_person' as const,
        razorpayOrderId: `order_race_${seat.id}`,
        amountPaise: 60_000,
      })),
    );
    const held = seats.map((seat, i) => ({ token: patients[i]!.token, seat, order: { order_id: `order_race_${seat.id}` } }));
    const answers = await Promise.all(
      held.map(({ token, seat, order }) => {
        const paid = localPayments(api).simulatePayment(order.order_id);
        const body = { razorpay_order_id: order.order_id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature };
        return asBuyer(() => api.app.request(`/api/v1/class-seats/${seat.id}/verify-payment`, jsonRequest('POST', body, token)));
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201 || status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - 2);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(((await answer.json()) as { key: string }).key).toBe('classSeats.seatLostRefund');
    expect(await liveSeats(api, session.id, ['paid'])).toHaveLength(5);
    const rows = await api.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.classSeatId,
          held.map((h) => h.seat.id),
        ),
      );
    expect(rows.filter((p) => p.status === 'completed')).toHaveLength(2);
    // Every other order is refunded in full, once: one refund row each, for its whole amount. The
    // provider's answer comes after the commit, so on a loaded machine a few are still on their way.
    const unwanted = rows.filter((p) => p.status !== 'completed');
    expect(unwanted).toHaveLength(BUYERS - 2);
    expect(unwanted.every((p) => p.status === 'refunded' || p.status === 'refund_pending')).toBe(true);
    const refundRows = await api.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.paymentId,
          unwanted.map((p) => p.id),
        ),
      );
    expect(new Set(refundRows.map((r) => r.paymentId)).size).toBe(BUYERS - 2);
    expect(refundRows).toHaveLength(BUYERS - 2);
    const amountOf = new Map(unwanted.map((p) => [p.id, p.amountPaise]));
    expect(refundRows.every((r) => r.amountPaise === amountOf.get(r.paymentId))).toBe(true);
  });
});
