import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, payments, timeSlots } from '../../src/server/kernel/db/schema';
import { crashingServer } from '../support/crashing-server';

/**
 * The server dies (SIGKILL) between create-order and verify-payment. After a restart the booking
 * still completes exactly once, and a hold abandoned by the crash expires and frees the slot.
 */
const server = crashingServer('crash', () => ({ JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789' }), { seed: true });

// Each restart starts a Node process and opens the database: allow for a loaded machine.
describe('a server crash between create-order and verify-payment', { timeout: 240_000 }, () => {
  it('still books exactly once after a restart', async () => {
    const patient = await server.http.verifiedPatient('+919800000001');
    const [slot] = await server.http.availableSlots();
    const order = await server.http.createOrder(patient, slot!.id);
    expect(order.status).toBe(201);

    await server.restart();

    const confirmation = await server.http.pay(order.json.order_id);
    const first = await server.http.verifyPayment(patient, confirmation, slot!.id);
    expect(first.status).toBe(201);

    // The browser retries after another crash: the same payment must not book twice.
    await server.restart();
    const again = await server.http.verifyPayment(patient, confirmation, slot!.id);
    expect(again.status).toBe(200);
    expect(again.json.appointment.id).toBe(first.json.appointment.id);

    await server.kill();
    const booked = await server.inspect(async (source) => {
      const { db } = source.acquire();
      return {
        appointments: await db.select().from(appointments).where(eq(appointments.slotId, slot!.id)),
        slot: (await db.select().from(timeSlots).where(eq(timeSlots.id, slot!.id)))[0]!,
        payment: (await db.select().from(payments).where(eq(payments.razorpayOrderId, order.json.order_id)))[0]!,
      };
    });
    await server.start();
    expect(booked.appointments).toHaveLength(1);
    expect(booked.appointments[0]!.status).toBe('confirmed');
    expect(booked.appointments[0]!.googleMeetLink).toMatch(/^https:\/\//);
    expect(booked.slot.isBooked).toBe(true);
    expect(booked.payment.status).toBe('completed');
    expect((await server.http.availableSlots()).map((s) => s.id)).not.toContain(slot!.id);
  });

  it('lets an abandoned hold expire so the slot is offered again', async () => {
    const patient = await server.http.verifiedPatient('+919800000002');
    const other = await server.http.verifiedPatient('+919800000003');
    const slot = (await server.http.availableSlots())[1]!;
    expect((await server.http.createOrder(patient, slot.id)).status).toBe(201);
    expect((await server.http.availableSlots()).map((s) => s.id)).not.toContain(slot.id);
    expect((await server.http.createOrder(other, slot.id)).status).toBe(409);

    await server.kill();
    // Ten minutes pass while the server is down.
    await server.inspect(async (source) => {
      const { db } = source.acquire();
      await db
        .update(timeSlots)
        .set({ heldUntil: sql`now() - interval '1 second'` })
        .where(eq(timeSlots.id, slot.id));
    });
    await server.start();

    expect((await server.http.availableSlots()).map((s) => s.id)).toContain(slot.id);
    const order = await server.http.createOrder(other, slot.id);
    expect(order.status).toBe(201);
    expect((await server.http.payAndVerify(other, order.json.order_id, slot.id)).status).toBe(201);
  });
});
