import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments, auditEvents, notifications, payments, refunds, timeSlots, webhookEvents } from '../../src/server/kernel/db/schema';
import { dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { createBookable, localPayments, requestOrder } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

interface LinkSent {
  message: string;
  patientId: number;
  payment_link: { id: string; url: string; amount: number; expires_at: string; slot_id: number; channels: string[] };
}

/** Staff send a payment link for a fresh slot; answers the link and the patient. */
async function sendLink(options: { startsInHours?: number; holdMinutes?: unknown } = {}) {
  const { service, slot } = await createBookable(t.db, { startsInHours: options.startsInHours ?? 48 });
  const patient = await createUser(t.db, 'patient', { language: 'hi' });
  const sentAt = Date.now();
  const res = await t.app.request(
    '/api/v1/appointments/staff',
    jsonRequest(
      'POST',
      {
        patientId: patient.user.id,
        serviceId: service.id,
        slotId: slot.id,
        mode: 'video',
        payment: { method: 'link', ...(options.holdMinutes !== undefined && { holdMinutes: options.holdMinutes }) },
      },
      admin.token,
    ),
  );
  return { res, service, slot, patient, sentAt };
}

/** payment_link.paid as Razorpay sends it (docs: webhooks/payment-links, sample payload trimmed). */
const linkPaidEvent = (linkId: string, paymentId: string, amount: number) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: linkId, amount, amount_paid: amount, currency: 'INR', reference_id: 'ref', status: 'paid' } },
      order: { entity: { id: 'order_internal1', amount, amount_paid: amount, status: 'paid' } },
      payment: { entity: { id: paymentId, amount, currency: 'INR', status: 'captured', order_id: 'order_internal1' } },
    },
  });

const deliver = (rawBody: string, eventId: string, signature = localPayments(t).signWebhook(rawBody)) =>
  t.app.request('/api/v1/payments/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
    body: rawBody,
  });

describe('POST /api/v1/appointments/staff with a payment link', () => {
  it('sends the link through the outbox, holds the slot for the patient for 30 minutes and audits it', async () => {
    const { res, slot, patient, sentAt } = await sendLink();
    expect(res.status).toBe(201);
    const body = (await res.json()) as LinkSent;
    expect(body).toMatchObject({ patientId: patient.user.id, payment_link: { amount: 150_000, slot_id: slot.id } });
    expect(body.payment_link.url).toMatch(/^http:\/\/localhost:4321\/api\/dev\/payment-links\/plink_/);
    const expiresAt = Date.parse(body.payment_link.expires_at);
    expect(expiresAt - sentAt).toBeGreaterThanOrEqual(30 * MINUTE - 1000);
    expect(expiresAt - sentAt).toBeLessThanOrEqual(30 * MINUTE + 5000);

    const [held] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(held).toMatchObject({ isBooked: false, heldByUserId: patient.user.id });
    expect(held!.heldUntil!.toISOString()).toBe(body.payment_link.expires_at);
    // No appointment until it is paid.
    expect(await t.db.select().from(appointments).where(eq(appointments.slotId, slot.id))).toEqual([]);

    const [order] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, body.payment_link.id));
    expect(order).toMatchObject({ method: 'link', status: 'created', takenByUserId: admin.user.id, linkUrl: body.payment_link.url });
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'payment'), eq(auditEvents.entityId, order!.id)));
    expect(trail).toEqual([expect.objectContaining({ action: 'send_payment_link', actorId: admin.user.id })]);

    // The patient gets the link in their language, by e-mail and on the mobile channel (its registered template).
    const sent = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'payment_link'), eq(notifications.recipient, patient.user.email!)));
    expect(sent).toMatchObject([{ channel: 'email', audience: 'patient', status: 'queued' }]);
    expect(sent[0]!.bodyText).toContain(body.payment_link.url);
    expect(sent[0]!.bodyText).toContain('₹1,500');
    const mobile = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'payment_link'), eq(notifications.audience, 'patient'), eq(notifications.channel, 'sms')));
    const toPatient = mobile.filter((n) => n.recipient.endsWith(patient.user.mobile!.slice(-10)));
    expect(toPatient).toHaveLength(1);
    expect(toPatient[0]!.bodyText).toContain('भुगतान करें: http://localhost:4321/');
    expect(toPatient[0]!.template).toMatchObject({ name: 'payment_link', language: 'hi' });

    // Another patient cannot take the held slot meanwhile.
    const other = await createUser(t.db, 'patient');
    const taken = await requestOrder(t, other.token, {
      userId: other.user.id,
      slotId: slot.id,
      serviceId: order!.serviceId,
      description: 'Back pain',
    });
    expect(taken.status).toBe(409);
  });

  it('sends the e-mail copy to the patient’s confirmed address, as the booking e-mails go, and tells staff the channels', async () => {
    const { res, patient } = await sendLink();
    const body = (await res.json()) as LinkSent;
    expect(body.payment_link.channels).toEqual(['email', 'sms']);
    await dispatchDueNotifications(t.db, t.deps.providers.notifications, { limit: 100 });
    const [email] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'payment_link'), eq(notifications.recipient, patient.user.email!)));
    expect(email).toMatchObject({ channel: 'email', status: 'sent', lastError: null });
  });

  it('holds the slot for the time staff choose, within 15 minutes and 24 hours', async () => {
    const { res, slot, sentAt } = await sendLink({ holdMinutes: 120 });
    expect(res.status).toBe(201);
    const expiresAt = Date.parse(((await res.json()) as LinkSent).payment_link.expires_at);
    expect(expiresAt - sentAt).toBeGreaterThanOrEqual(120 * MINUTE - 1000);
    expect(expiresAt - sentAt).toBeLessThanOrEqual(120 * MINUTE + 5000);
    const [held] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(held!.heldUntil!.getTime()).toBe(expiresAt);

    for (const holdMinutes of [10, 1441, 30.5, 'soon', null]) {
      const refused = await sendLink({ holdMinutes });
      expect(refused.res.status, String(holdMinutes)).toBe(400);
      expect(await refused.res.json()).toMatchObject({
        key: 'frontDesk.holdMinutes',
        fields: { 'payment.holdMinutes': 'Hold the slot for a whole number of minutes, from 15 minutes to 24 hours' },
      });
      const [untouched] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, refused.slot.id));
      expect(untouched).toMatchObject({ heldUntil: null, heldByUserId: null });
      expect(await t.db.select().from(payments).where(eq(payments.slotId, refused.slot.id))).toEqual([]);
    }
  });

  it('confirms the appointment once when the payment_link.paid webhook is delivered five times', async () => {
    const { res, slot, patient } = await sendLink();
    const { payment_link: link } = (await res.json()) as LinkSent;
    const event = linkPaidEvent(link.id, 'pay_link5x', link.amount);
    // A forged delivery changes nothing.
    expect((await deliver(event, 'evt_link_forged', 'f'.repeat(64))).status).toBe(400);

    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) statuses.push(((await (await deliver(event, 'evt_link5x')).json()) as { status: string }).status);
    expect(statuses).toEqual(['booked', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    // Razorpay may also resend it as a new event: still the same one appointment.
    expect(await (await deliver(event, 'evt_link5x_again')).json()).toEqual({ status: 'already_booked' });

    const booked = await t.db.select().from(appointments).where(eq(appointments.slotId, slot.id));
    expect(booked).toMatchObject([{ userId: patient.user.id, status: 'confirmed', mode: 'video' }]);
    const [order] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, link.id));
    expect(order).toMatchObject({ status: 'completed', razorpayPaymentId: 'pay_link5x', appointmentId: booked[0]!.id });
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_link5x'))).toHaveLength(1);
    const confirmations = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, booked[0]!.id), eq(notifications.kind, 'booking_confirmed'), eq(notifications.audience, 'patient')));
    const perChannel = new Set(confirmations.map((n) => `${n.channel}:${n.recipient}`));
    expect(confirmations.length).toBe(perChannel.size);
    expect(confirmations.length).toBeGreaterThan(0);
  });

  it('a second captured payment of a paid link is recorded, refunded in full and answered 200, on every retry (issue 43)', async () => {
    const { res, slot, patient } = await sendLink();
    const { payment_link: link } = (await res.json()) as LinkSent;
    expect(await (await deliver(linkPaidEvent(link.id, 'pay_first', link.amount), 'evt_first')).json()).toEqual({ status: 'booked' });

    // The patient paid the same link twice (two tabs): Razorpay reports the second payment too, and retries it until it gets a 2xx.
    const second = linkPaidEvent(link.id, 'pay_second', link.amount);
    const answers = [await deliver(second, 'evt_second'), await deliver(second, 'evt_second'), await deliver(second, 'evt_second_again')];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await answers[0]!.json()).toEqual({ status: 'paid_twice_refunded' });

    // Still one appointment, on the first payment.
    const booked = await t.db.select().from(appointments).where(eq(appointments.slotId, slot.id));
    expect(booked).toMatchObject([{ userId: patient.user.id, status: 'confirmed' }]);
    const [first] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, link.id));
    expect(first).toMatchObject({ status: 'completed', razorpayPaymentId: 'pay_first', refundedPaise: 0 });
    // The second payment has a row of its own and one full refund, sent at once (the local provider settles it).
    const [recorded] = await t.db.select().from(payments).where(eq(payments.razorpayPaymentId, 'pay_second'));
    expect(recorded).toMatchObject({ userId: patient.user.id, amountPaise: link.amount, refundedPaise: link.amount, appointmentId: null });
    const secondRefunds = await t.db.select().from(refunds).where(eq(refunds.paymentId, recorded!.id));
    expect(secondRefunds).toMatchObject([{ amountPaise: link.amount, status: 'processed', reason: 'Paid twice: the order had already been paid' }]);
    expect((await t.db.select().from(payments).where(eq(payments.id, recorded!.id)))[0]!.status).toBe('refunded');
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'payment'), eq(auditEvents.entityId, recorded!.id)));
    expect(trail.map((event) => [event.action, event.actorRole])).toEqual([['paid_twice', 'system']]);
  });

  it('pays through the local provider’s page: its Pay delivers a signed payment_link.paid', async () => {
    const { res, slot } = await sendLink();
    const { payment_link: link } = (await res.json()) as LinkSent;
    const page = await t.app.request(new URL(link.url).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('₹1,500');
    expect(html).toContain(`action="/api/dev/payment-links/${link.id}/pay"`);

    const paid = await t.app.request(`/api/dev/payment-links/${link.id}/pay`, jsonRequest('POST', {}));
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ status: 'booked' });
    expect(await t.db.select().from(appointments).where(eq(appointments.slotId, slot.id))).toMatchObject([{ status: 'confirmed' }]);
    // A paid link cannot be paid again.
    expect((await t.app.request(`/api/dev/payment-links/${link.id}/pay`, jsonRequest('POST', {}))).status).toBe(409);
  });

  it('releases the slot when the link expires unpaid: another patient may book it', async () => {
    const { res, slot, service } = await sendLink();
    const { payment_link: link } = (await res.json()) as LinkSent;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(link.expires_at) + MINUTE, shouldAdvanceTime: true });

    expect((await t.app.request(`/api/dev/payment-links/${link.id}/pay`, jsonRequest('POST', {}))).status).toBe(409);
    const other = await createUser(t.db, 'patient');
    const order = await requestOrder(t, other.token, { userId: other.user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain' });
    expect(order.status).toBe(201);
    const [held] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(held!.heldByUserId).toBe(other.user.id);
  });

  it('keeps a link within the time before the start, and refuses one when fewer than 15 minutes are left', async () => {
    const soon = await sendLink({ startsInHours: 20 / 60 });
    expect(soon.res.status).toBe(201);
    const { payment_link: link } = (await soon.res.json()) as LinkSent;
    expect(link.expires_at).toBe(soon.slot.startTime.toISOString());

    const tooSoon = await sendLink({ startsInHours: 10 / 60 });
    expect(tooSoon.res.status).toBe(400);
    expect(await tooSoon.res.json()).toMatchObject({ key: 'frontDesk.linkTooLate' });
    const [slot] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, tooSoon.slot.id));
    expect(slot).toMatchObject({ heldUntil: null, heldByUserId: null });
    expect(await t.db.select().from(payments).where(eq(payments.slotId, tooSoon.slot.id))).toEqual([]);
  });
});
