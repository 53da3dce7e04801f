import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, payments, timeSlots } from '../../src/server/kernel/db/schema';
import { createBookable, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { createTestContext, createUser, type TestContext } from '../support/test-app';

// On PostgreSQL these requests really overlap (a pool of connections); PGlite runs them one at
// a time, and the outcome must be the same.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const PATIENTS = 20;

async function twentyPatients() {
  return Promise.all(Array.from({ length: PATIENTS }, () => createUser(t.db, 'patient')));
}

describe('20 patients booking the same slot at once', () => {
  it('create-order: exactly one holds the slot, the others get 409', async () => {
    const { service, slot } = await createBookable(t.db);
    const patients = await twentyPatients();
    const responses = await Promise.all(
      patients.map((p) => requestOrder(t, p.token, { userId: p.user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain' })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(PATIENTS - 1).fill(409)]);
    expect(await t.db.select().from(payments).where(eq(payments.slotId, slot.id))).toHaveLength(1);
  });

  it('verify-payment: exactly one appointment, the others get 409 and are refunded in full', async () => {
    const { service, slot } = await createBookable(t.db);
    const patients = await twentyPatients();
    // Each patient gets a paid order in turn (as if every hold had expired before the next).
    const orders = [];
    for (const p of patients) {
      await t.db.update(timeSlots).set({ heldUntil: null, heldByUserId: null }).where(eq(timeSlots.id, slot.id));
      const res = await requestOrder(t, p.token, { userId: p.user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain' });
      expect(res.status).toBe(201);
      orders.push({
        token: p.token,
        order: (await res.json()) as { order_id: string; userId: number; slotId: number; serviceId: number; description: string },
      });
    }
    const responses = await Promise.all(orders.map(({ token, order }) => payAndVerify(t, token, order)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(PATIENTS - 1).fill(409)]);

    expect(await t.db.select().from(appointments).where(eq(appointments.slotId, slot.id))).toHaveLength(1);
    const rows = await t.db.select().from(payments).where(eq(payments.slotId, slot.id));
    expect(rows.filter((p) => p.status === 'completed')).toHaveLength(1);
    // The local provider settles each refund at once.
    const refunded = rows.filter((p) => p.status === 'refunded');
    expect(refunded).toHaveLength(PATIENTS - 1);
    expect(refunded.every((p) => p.refundedPaise === p.amountPaise)).toBe(true);
    expect((await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id)))[0]!.isBooked).toBe(true);
  });
});
