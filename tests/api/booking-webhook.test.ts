import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, payments, refunds, timeSlots, webhookEvents } from '../../src/server/kernel/db/schema';
import { createBookable, localPayments, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { createTestContext, createUser, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

interface Order {
  order_id: string;
  amount: number;
  userId: number;
  slotId: number;
  serviceId: number;
  description: string;
}

async function ordered() {
  const { service, slot } = await createBookable(t.db);
  const patient = await createUser(t.db, 'patient');
  const body = { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'Migraine' };
  const order = (await (await requestOrder(t, patient.token, body)).json()) as Order;
  return { patient, order, slot };
}

let eventCounter = 0;
const capturedEvent = (order: Order, paymentId = `pay_webhook${++eventCounter}`, amount = order.amount) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: order.order_id, amount, currency: 'INR', status: 'captured' } } },
  });

function deliver(rawBody: string, options: { eventId?: string | null; signature?: string } = {}) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'x-razorpay-signature': options.signature ?? localPayments(t).signWebhook(rawBody),
  };
  if (options.eventId !== null) headers['x-razorpay-event-id'] = options.eventId ?? `evt_${++eventCounter}`;
  return t.app.request('/api/v1/payments/webhook', { method: 'POST', headers, body: rawBody });
}

const appointmentsFor = (slotId: number) => t.db.select().from(appointments).where(eq(appointments.slotId, slotId));

describe('POST /api/v1/payments/webhook', () => {
  it('books the slot for payment.captured when the browser never came back', async () => {
    const { order, slot, patient } = await ordered();
    const res = await deliver(capturedEvent(order, 'pay_captured1'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'booked' });
    expect(await appointmentsFor(slot.id)).toMatchObject([
      { userId: patient.user.id, status: 'confirmed', googleMeetLink: expect.stringContaining('https://meet.jit.si/') },
    ]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, order.order_id));
    expect(payment).toMatchObject({ status: 'completed', razorpayPaymentId: 'pay_captured1' });
    expect((await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id)))[0]!.isBooked).toBe(true);
  });

  it('handles a duplicate delivery of one event once', async () => {
    const { order, slot } = await ordered();
    const body = capturedEvent(order);
    expect(await (await deliver(body, { eventId: 'evt_dup' })).json()).toEqual({ status: 'booked' });
    const again = await deliver(body, { eventId: 'evt_dup' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'duplicate' });
    expect(await appointmentsFor(slot.id)).toHaveLength(1);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_dup'))).toHaveLength(1);
  });

  it('makes one appointment when the browser verified the same payment first', async () => {
    const { order, slot, patient } = await ordered();
    const paid = localPayments(t).simulatePayment(order.order_id);
    const verify = await payAndVerify(t, patient.token, order);
    expect(verify.status).toBe(201);
    const [payment] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, order.order_id));
    const res = await deliver(capturedEvent(order, payment!.razorpayPaymentId!));
    expect(await res.json()).toEqual({ status: 'already_booked' });
    expect(await appointmentsFor(slot.id)).toHaveLength(1);
    expect(paid.paymentId).not.toBe(payment!.razorpayPaymentId);
  });

  it('refunds in full when the slot went to someone else, and still answers 2xx', async () => {
    const { order, slot } = await ordered();
    await t.db.update(timeSlots).set({ isBooked: true }).where(eq(timeSlots.id, slot.id));
    const res = await deliver(capturedEvent(order));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'refund_pending' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, order.order_id));
    // The local provider settles at once.
    expect(payment).toMatchObject({ status: 'refunded', refundedPaise: order.amount });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toMatchObject([
      { amountPaise: order.amount, status: 'processed', idempotencyKey: `slot-lost:${payment!.id}` },
    ]);
    expect(await appointmentsFor(slot.id)).toEqual([]);
  });

  it('answers 400 and books nothing for a missing, forged or altered signature', async () => {
    const { order, slot } = await ordered();
    const body = capturedEvent(order);
    const signature = localPayments(t).signWebhook(body);
    for (const [raw, sig] of [
      [body, ''],
      [body, 'a'.repeat(64)],
      [body.replace('"captured"', '"authorized"'), signature],
    ]) {
      const res = await deliver(raw!, { signature: sig });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Invalid webhook signature' });
    }
    expect(await appointmentsFor(slot.id)).toEqual([]);
  });

  it('answers 400 without an event id', async () => {
    const { order } = await ordered();
    expect((await deliver(capturedEvent(order), { eventId: null })).status).toBe(400);
  });

  it('acknowledges and ignores other events, unknown orders and a wrong amount', async () => {
    const { order, slot } = await ordered();
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_x', order_id: order.order_id, amount: order.amount } } },
    });
    for (const body of [failed, capturedEvent({ ...order, order_id: 'order_unknown' }), capturedEvent(order, 'pay_cheap', 100)]) {
      const res = await deliver(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ignored' });
    }
    expect(await appointmentsFor(slot.id)).toEqual([]);
  });

  it('answers 400 for a signed body that is not a Razorpay event', async () => {
    for (const body of ['not json', JSON.stringify({ hello: 'world' }), JSON.stringify({ event: 'payment.captured' })]) {
      expect((await deliver(body)).status).toBe(400);
    }
  });
});
