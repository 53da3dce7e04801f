import { eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { classSeats, notifications, payments, refunds } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { classWithSessions, weekly } from '../support/class-rows';
import { createUser, jsonRequest } from '../support/test-app';

// On PostgreSQL and Neon's driver these staff really overlap (a pool of connections); PGlite runs
// them one at a time, and the outcome must be the same: the class row's lock makes cancelling the
// session and refunding its seats one step, so each seat is refunded once (docs/decisions/049).

const STAFF = 20;
const DAY_MS = 86_400_000;

/** A staff request as the admin app sends it (docs/decisions/014): "busy" (503) is sent again after a pause. */
async function asStaff(send: () => Response | Promise<Response>): Promise<Response> {
  for (let tries = 1; ; tries += 1) {
    const answer = await send();
    if (answer.status !== 503 || tries === 40) return answer;
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1000));
  }
}

describe(`${STAFF} staff cancelling one class session at once`, { timeout: 240_000 }, () => {
  it('one cancel wins, the rest are 409; every paid seat is refunded exactly once and told once', async ({ api, admin, call }) => {
    const { sessions } = await classWithSessions(api, {
      inPersonSeats: 6,
      pricePaise: 30_000,
      series: true,
      starts: weekly(new Date(Date.now() + DAY_MS), 3),
    });
    const session = sessions[0]!;
    const seatIds: number[] = [];
    for (const series of [false, false, false, false, true]) {
      const buyer = await createUser(api.db, 'patient');
      const sold = await call('POST', `/api/v1/class-sessions/${session.id}/desk-seat`, {
        patientId: buyer.user.id,
        mode: 'in_person',
        method: 'cash',
        series,
      });
      expect(sold.status, await sold.clone().text()).toBe(201);
      seatIds.push(((await sold.json()) as { seatId: number }).seatId);
    }

    const answers = await Promise.all(
      Array.from({ length: STAFF }, () =>
        asStaff(() => api.app.request(`/api/v1/class-sessions/${session.id}/cancel`, jsonRequest('POST', undefined, admin.token))),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(STAFF - 1);

    const paidRows = await api.db.select().from(payments).where(inArray(payments.classSeatId, seatIds));
    const given = await api.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.paymentId,
          paidRows.map((p) => p.id),
        ),
      );
    expect(given).toHaveLength(seatIds.length);
    expect(new Set(given.map((refund) => refund.paymentId)).size).toBe(seatIds.length);
    // Four session seats refunded in full; the series seat its session's share (30,000 over 3 sessions).
    expect(given.map((refund) => refund.amountPaise).sort((a, b) => a - b)).toEqual([10_000, 30_000, 30_000, 30_000, 30_000]);
    expect(paidRows.every((p) => p.refundedPaise === given.find((r) => r.paymentId === p.id)!.amountPaise)).toBe(true);
    const seats = await api.db.select().from(classSeats).where(inArray(classSeats.id, seatIds));
    expect(seats.filter((seat) => seat.status === 'refunded')).toHaveLength(4);
    const told = await api.db
      .select({ seat: notifications.classSeatId, channel: notifications.channel })
      .from(notifications)
      .where(eq(notifications.kind, 'class_session_cancelled'));
    const perSeatAndChannel = told.map((row) => `${row.seat}:${row.channel}`);
    expect(new Set(told.map((row) => row.seat))).toEqual(new Set(seatIds));
    expect(new Set(perSeatAndChannel).size).toBe(perSeatAndChannel.length);
  });
});
