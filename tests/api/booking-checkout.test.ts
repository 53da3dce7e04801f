import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, payments, services, timeSlots } from '../../src/server/kernel/db/schema';
import { createBookable, createSlot, localPayments, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

interface Order {
  order_id: string;
  amount: number;
  currency: string;
  userId: number;
  slotId: number;
  serviceId: number;
  description: string;
}

async function setUp(options: { pricePaise?: number } = {}) {
  const bookable = await createBookable(t.db, options);
  const patient = await createUser(t.db, 'patient');
  const body = { userId: patient.user.id, slotId: bookable.slot.id, serviceId: bookable.service.id, description: 'Knee pain for two months' };
  return { ...bookable, patient, body };
}

const slotRow = async (id: number) => (await t.db.select().from(timeSlots).where(eq(timeSlots.id, id)))[0]!;
const appointmentsFor = (slotId: number) => t.db.select().from(appointments).where(eq(appointments.slotId, slotId));
const paymentsFor = (slotId: number) => t.db.select().from(payments).where(eq(payments.slotId, slotId));

describe('POST /api/v1/appointments/create-order', () => {
  it('answers the order with the service price in paise and holds the slot for 10 minutes', async () => {
    const { patient, body, slot } = await setUp({ pricePaise: 123_450 });
    const res = await requestOrder(t, patient.token, { ...body, amount: 1 });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      order_id: expect.stringMatching(/^order_/),
      amount: 123_450,
      currency: 'INR',
      userId: patient.user.id,
      slotId: slot.id,
      serviceId: body.serviceId,
      description: 'Knee pain for two months',
      key: 'rzp_local',
      provider: 'local',
    });
    const held = await slotRow(slot.id);
    expect(held.heldByUserId).toBe(patient.user.id);
    const holdMinutes = (held.heldUntil!.getTime() - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(9);
    expect(holdMinutes).toBeLessThanOrEqual(10);
    expect(await paymentsFor(slot.id)).toMatchObject([{ status: 'created', amountPaise: 123_450, userId: patient.user.id }]);
  });

  it('answers 401 without a token or with a forged one, and 403 for an admin', async () => {
    const { body, patient } = await setUp();
    const admin = await createUser(t.db, 'admin');
    expect((await t.app.request('/api/v1/appointments/create-order', jsonRequest('POST', body))).status).toBe(401);
    expect((await requestOrder(t, `${patient.token}x`, body)).status).toBe(401);
    expect((await requestOrder(t, admin.token, body)).status).toBe(403);
    expect(await paymentsFor(body.slotId)).toEqual([]);
  });

  it("answers 403 for another patient's userId and holds nothing", async () => {
    const { body, patient } = await setUp();
    const other = await createUser(t.db, 'patient');
    const res = await requestOrder(t, patient.token, { ...body, userId: other.user.id });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'You can only book appointments for yourself.' });
    expect((await slotRow(body.slotId)).heldUntil).toBeNull();
  });

  it.each([
    [{ description: '' }, 'Please select a service and describe your condition'],
    [{ description: '   ' }, 'Please select a service and describe your condition'],
    [{ description: undefined }, 'Please select a service and describe your condition'],
    [{ description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
    [{ serviceId: 'abc' }, 'Id must be a positive integer'],
    [{ slotId: -1 }, 'Id must be a positive integer'],
    [{ slotId: undefined }, 'Id must be a positive integer'],
    [{ userId: 1.5 }, 'Id must be a positive integer'],
  ])('answers 400 for %j', async (change, error) => {
    const { body, patient } = await setUp();
    const res = await requestOrder(t, patient.token, { ...body, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error });
  });

  it('answers 404 for a missing or inactive service and a missing slot', async () => {
    const { body, patient, service } = await setUp();
    expect((await requestOrder(t, patient.token, { ...body, serviceId: 999_999 })).status).toBe(404);
    expect((await requestOrder(t, patient.token, { ...body, slotId: 999_999 })).status).toBe(404);
    await t.db.update(services).set({ status: false }).where(eq(services.id, service.id));
    const res = await requestOrder(t, patient.token, body);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Service not found' });
  });

  it('answers 409 for a booked, an inactive and a past slot', async () => {
    const { body, patient, doctor } = await setUp();
    const cases = [
      [await createSlot(t.db, doctor.id, 5, { isBooked: true }), 'This time slot has already been booked. Please choose another.'],
      [await createSlot(t.db, doctor.id, 6, { status: false }), 'This time slot is no longer available. Please choose another.'],
      [await createSlot(t.db, doctor.id, -1), 'This time slot has already passed. Please choose another.'],
    ] as const;
    for (const [slot, error] of cases) {
      const res = await requestOrder(t, patient.token, { ...body, slotId: slot.id });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error });
      expect(await paymentsFor(slot.id)).toEqual([]);
    }
  });

  it('answers 409 while another patient holds the slot, and lets them through once the hold expired', async () => {
    const { body, patient, slot } = await setUp();
    const other = await createUser(t.db, 'patient');
    expect((await requestOrder(t, other.token, { ...body, userId: other.user.id })).status).toBe(201);
    const res = await requestOrder(t, patient.token, body);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'Someone else is booking this time slot. Please choose another or try again in a few minutes.' });

    await t.db
      .update(timeSlots)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(timeSlots.id, slot.id));
    expect((await requestOrder(t, patient.token, body)).status).toBe(201);
    expect((await slotRow(slot.id)).heldByUserId).toBe(patient.user.id);
  });

  it('lets the patient who holds the slot start again (a retry after a failed payment)', async () => {
    const { body, patient } = await setUp();
    expect((await requestOrder(t, patient.token, body)).status).toBe(201);
    expect((await requestOrder(t, patient.token, body)).status).toBe(201);
  });
});

describe('POST /api/v1/appointments/verify-payment', () => {
  async function ordered() {
    const setup = await setUp();
    const order = (await (await requestOrder(t, setup.patient.token, setup.body)).json()) as Order;
    return { ...setup, order };
  }

  it('books the slot: 201 with a confirmed appointment, a meeting link and a completed payment', async () => {
    const { patient, order, slot } = await ordered();
    const res = await payAndVerify(t, patient.token, order);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; appointment: Record<string, unknown> };
    expect(body).toEqual({
      message: 'Appointment booked successfully!',
      appointment: {
        id: expect.any(Number),
        user_id: patient.user.id,
        slot_id: slot.id,
        service_id: order.serviceId,
        time: slot.startTime.toISOString(),
        status: 'confirmed',
        google_meet_link: expect.stringMatching(/^https:\/\/meet\.jit\.si\/AyurvedaConsultation-[0-9a-f]{32}$/),
        description: 'Knee pain for two months',
        mode: 'video',
        payment: { status: 'completed', amount: 150_000, razorpay_payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(await slotRow(slot.id)).toMatchObject({ isBooked: true, heldUntil: null, heldByUserId: null });
    expect(await paymentsFor(slot.id)).toMatchObject([{ status: 'completed', appointmentId: body.appointment.id }]);
  });

  it('makes one appointment when the same payment is verified twice (the replay answers 200 with it)', async () => {
    const { patient, order, slot } = await ordered();
    const paid = localPayments(t).simulatePayment(order.order_id);
    const confirmation = {
      razorpay_order_id: order.order_id,
      razorpay_payment_id: paid.paymentId,
      razorpay_signature: paid.signature,
      userId: order.userId,
      slotId: order.slotId,
      serviceId: order.serviceId,
      description: order.description,
    };
    const send = () => t.app.request('/api/v1/appointments/verify-payment', jsonRequest('POST', confirmation, patient.token));
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as { appointment: { id: number } }[];
    expect(b!.appointment.id).toBe(a!.appointment.id);
    expect(await appointmentsFor(slot.id)).toHaveLength(1);
  });

  it('answers 400 and books nothing for a forged or altered signature', async () => {
    const { patient, order, slot } = await ordered();
    const paid = localPayments(t).simulatePayment(order.order_id);
    const other = localPayments(t).simulatePayment(order.order_id);
    const flipped = (paid.signature[0] === 'a' ? 'b' : 'a') + paid.signature.slice(1);
    for (const [paymentId, signature] of [
      [paid.paymentId, 'f'.repeat(64)],
      [paid.paymentId, flipped],
      [paid.paymentId, 'not-hex'],
      [paid.paymentId, other.signature],
      [`${paid.paymentId}x`, paid.signature],
    ]) {
      const res = await t.app.request(
        '/api/v1/appointments/verify-payment',
        jsonRequest(
          'POST',
          { ...order, razorpay_order_id: order.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature },
          patient.token,
        ),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Payment verification failed' });
    }
    expect(await appointmentsFor(slot.id)).toEqual([]);
    expect((await slotRow(slot.id)).isBooked).toBe(false);
    expect(await paymentsFor(slot.id)).toMatchObject([{ status: 'created', razorpayPaymentId: null }]);
  });

  it("answers 404 for another patient's order and 403 for another patient's userId; nothing is booked", async () => {
    const { order, slot } = await ordered();
    const other = await createUser(t.db, 'patient');
    const asOther = await payAndVerify(t, other.token, { ...order, userId: other.user.id });
    expect(asOther.status).toBe(404);
    expect(await asOther.json()).toMatchObject({ error: 'Order not found' });
    expect((await payAndVerify(t, other.token, order)).status).toBe(403);
    expect(await appointmentsFor(slot.id)).toEqual([]);
  });

  it('answers 400 when the slot or service differs from the stored order', async () => {
    const { patient, order, doctor, slot } = await ordered();
    const otherSlot = await createSlot(t.db, doctor.id, 70);
    for (const change of [{ slotId: otherSlot.id }, { serviceId: order.serviceId + 1000 }]) {
      const res = await payAndVerify(t, patient.token, { ...order, ...change });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'The payment does not match the order.' });
    }
    expect(await appointmentsFor(slot.id)).toEqual([]);
    expect(await appointmentsFor(otherSlot.id)).toEqual([]);
  });

  it('answers 409 and refunds the payment in full when the slot was booked meanwhile', async () => {
    const { patient, order, slot } = await ordered();
    await t.db.update(timeSlots).set({ isBooked: true }).where(eq(timeSlots.id, slot.id));
    const res = await payAndVerify(t, patient.token, order);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'This time slot was booked by someone else while you paid. Your payment will be refunded.' });
    expect(await paymentsFor(slot.id)).toMatchObject([
      { status: 'refunded', refundedPaise: order.amount, razorpayPaymentId: expect.stringMatching(/^pay_/) },
    ]);
    expect(await appointmentsFor(slot.id)).toEqual([]);
  });

  it('books a payment that arrives after its hold expired, when nobody else booked the slot', async () => {
    const { patient, order, slot } = await ordered();
    await t.db
      .update(timeSlots)
      .set({ heldUntil: new Date(Date.now() - 60_000) })
      .where(eq(timeSlots.id, slot.id));
    expect((await payAndVerify(t, patient.token, order)).status).toBe(201);
  });

  it('gives the slot to the first of two paid orders; the second is recorded for a refund', async () => {
    const { patient, order, slot, body } = await ordered();
    await t.db
      .update(timeSlots)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(timeSlots.id, slot.id));
    const other = await createUser(t.db, 'patient');
    const otherOrder = (await (await requestOrder(t, other.token, { ...body, userId: other.user.id })).json()) as Order;
    expect((await payAndVerify(t, other.token, otherOrder)).status).toBe(201);
    expect((await payAndVerify(t, patient.token, order)).status).toBe(409);
    expect(await appointmentsFor(slot.id)).toMatchObject([{ userId: other.user.id }]);
  });

  it('a second payment of an order already booked is recorded and refunded in full: 409 saying so, the booking unchanged (issue 43)', async () => {
    const { patient, order, slot } = await ordered();
    expect((await payAndVerify(t, patient.token, order)).status).toBe(201);
    // The checkout opened twice: a second payment, with its own id and a valid signature.
    const again = await payAndVerify(t, patient.token, order);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ key: 'bookingServer.paidTwiceRefund' });
    expect(await appointmentsFor(slot.id)).toHaveLength(1);
    const rows = (await paymentsFor(slot.id)).sort((a, b) => a.id - b.id);
    expect(rows).toMatchObject([
      { razorpayOrderId: order.order_id, status: 'completed', refundedPaise: 0 },
      {
        razorpayOrderId: expect.stringContaining(`${order.order_id}:paid-twice:`),
        status: 'refunded',
        refundedPaise: order.amount,
        appointmentId: null,
      },
    ]);
  });

  it('answers 401 without a token', async () => {
    const { order } = await ordered();
    const res = await t.app.request('/api/v1/appointments/verify-payment', jsonRequest('POST', order));
    expect(res.status).toBe(401);
  });

  it.each(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'slotId'])('answers 400 without %s', async (field) => {
    const { patient, order } = await ordered();
    const paid = localPayments(t).simulatePayment(order.order_id);
    const { [field]: _left, ...body }: Record<string, unknown> = {
      ...order,
      razorpay_order_id: order.order_id,
      razorpay_payment_id: paid.paymentId,
      razorpay_signature: paid.signature,
    };
    const res = await t.app.request('/api/v1/appointments/verify-payment', jsonRequest('POST', body, patient.token));
    expect(res.status).toBe(400);
  });
});
