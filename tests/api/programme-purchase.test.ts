import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clinicToday } from '../../src/lib/programmes/weeks';
import {
  consentRecords,
  notifications,
  paymentDocuments,
  payments,
  programmeEnrolments,
  programmeTemplates,
  refunds,
} from '../../src/server/kernel/db/schema';
import { localPayments } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

// Issue 49 item 2 (docs/decisions/062): a programme bought online through the appointment's
// checkout. The paths that race (a capture by the browser and the webhook at once, two orders
// paid, staff enrolling while a payment lands) run on PostgreSQL, PGlite and Neon's driver.

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let templates: { garbhasanskar: { id: number; price: number }; arthritis: { id: number; price: number } };
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
  const rows = await t.db.select().from(programmeTemplates);
  const of = (slug: string) => {
    const row = rows.find((r) => r.slug === slug)!;
    return { id: row.id, price: row.pricePaise! };
  };
  templates = { garbhasanskar: of('garbhasanskar'), arthritis: of('arthritis-12-weeks') };
});
afterAll(() => t.close());

const today = () => clinicToday(new Date());
const call = (method: string, path: string, body: unknown, token: string) => t.app.request(`/api/v1${path}`, jsonRequest(method, body, token));

type Order = { template_id: number; due_date: string | null; order: { order_id: string; amount: number; provider: string } };

async function ordered(fields: { template?: 'garbhasanskar' | 'arthritis'; consent?: boolean } = {}) {
  const patient = await createUser(t.db, 'patient', { language: 'gu' });
  const template = fields.template ?? 'garbhasanskar';
  const res = await call(
    'POST',
    '/programmes/orders',
    {
      template_id: templates[template].id,
      due_date: template === 'garbhasanskar' ? addDays(today(), 150) : undefined,
      messages_consent: fields.consent ?? true,
    },
    patient.token,
  );
  expect(res.status).toBe(201);
  return { patient, order: (await res.json()) as Order };
}

const verify = (token: string, orderId: string, paid = localPayments(t).simulatePayment(orderId)) =>
  call(
    'POST',
    '/programmes/orders/verify',
    { razorpay_order_id: orderId, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
    token,
  );

let eventCounter = 0;
function webhook(orderId: string, paymentId: string, amount: number) {
  const rawBody = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
  });
  return t.app.request('/api/v1/payments/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-razorpay-signature': localPayments(t).signWebhook(rawBody),
      'x-razorpay-event-id': `evt_programme_${Date.now()}_${++eventCounter}`,
    },
    body: rawBody,
  });
}

const enrolmentsOf = (userId: number) => t.db.select().from(programmeEnrolments).where(eq(programmeEnrolments.userId, userId));
const stepMessagesOf = (enrolmentId: number, status: 'queued' | 'skipped') =>
  t.db
    .select()
    .from(notifications)
    .where(and(like(notifications.dedupeKey, `programme:${enrolmentId}:%`), eq(notifications.status, status)));

describe('buying a programme online', () => {
  it('lists the programmes sold online with their prices, to anyone', async () => {
    const res = await t.app.request('/api/v1/programmes/catalogue');
    expect(res.status).toBe(200);
    const offers = (await res.json()) as { slug: string; price_paise: number }[];
    expect(offers.map((offer) => offer.slug)).toEqual(expect.arrayContaining(['garbhasanskar', 'arthritis-12-weeks']));
    expect(offers.find((offer) => offer.slug === 'garbhasanskar')!.price_paise).toBe(1_000_000);
  });

  it("charges the template's price, enrols once paid with one receipt, and queues the steps the patient agreed to", async () => {
    const { patient, order } = await ordered();
    expect(order.order.amount).toBe(templates.garbhasanskar.price);
    expect(await enrolmentsOf(patient.user.id)).toHaveLength(0);
    const consent = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, patient.user.id));
    expect(consent.map((row) => row.purpose)).toEqual(['programme_messages']);

    const paid = localPayments(t).simulatePayment(order.order.order_id);
    const first = await verify(patient.token, order.order.order_id, paid);
    expect(first.status).toBe(201);
    const answer = (await first.json()) as { enrolment_id: number; receipt_number: string | null };
    expect(answer.receipt_number).not.toBeNull();
    // The same payment again (a retried browser): the same enrolment, 200.
    const again = await verify(patient.token, order.order.order_id, paid);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { enrolment_id: number }).enrolment_id).toBe(answer.enrolment_id);

    const [enrolment] = await enrolmentsOf(patient.user.id);
    expect(enrolment).toMatchObject({ id: answer.enrolment_id, anchorDate: order.due_date, status: 'active' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, order.order.order_id));
    expect(enrolment!.paymentId).toBe(payment!.id);
    const documents = await t.db.select().from(paymentDocuments).where(eq(paymentDocuments.paymentId, payment!.id));
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ kind: 'receipt', sac: '9993', serviceName: 'Garbhasanskar (nine months) — programme, 40 weeks' });
    expect((await stepMessagesOf(enrolment!.id, 'queued')).length).toBeGreaterThan(0);

    // The programme page in My appointments.
    const mine = (await (await call('GET', '/programmes/mine', undefined, patient.token)).json()) as { id: number; messages_consent: boolean }[];
    expect(mine).toMatchObject([{ id: enrolment!.id, messages_consent: true }]);
  });

  it('sends no step message to a buyer who left the box unticked', async () => {
    const { patient, order } = await ordered({ template: 'arthritis', consent: false });
    expect(order.due_date).toBeNull();
    expect((await verify(patient.token, order.order.order_id)).status).toBe(201);
    const [enrolment] = await enrolmentsOf(patient.user.id);
    expect(enrolment!.anchorDate).toBe(today());
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(like(notifications.dedupeKey, `programme:${enrolment!.id}:%`)),
    ).toHaveLength(0);
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.userId, patient.user.id))).toHaveLength(0);
  });

  it('refuses bad input with nothing ordered: a due date past or too far, a client amount, a patient already enrolled', async () => {
    const patient = await createUser(t.db, 'patient');
    const order = (body: Record<string, unknown>) =>
      call('POST', '/programmes/orders', { template_id: templates.garbhasanskar.id, messages_consent: false, ...body }, patient.token);
    const past = await order({ due_date: addDays(today(), -1) });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ key: 'programmes.dueDatePast' });
    expect((await order({ due_date: addDays(today(), 7 * 42 + 1) })).status).toBe(400);
    expect((await order({})).status).toBe(400);
    expect((await order({ due_date: addDays(today(), 100), amount: 100 })).status).toBe(400);
    expect(await t.db.select().from(payments).where(eq(payments.userId, patient.user.id))).toHaveLength(0);

    const { patient: enrolled, order: first } = await ordered({ template: 'arthritis' });
    expect((await verify(enrolled.token, first.order.order_id)).status).toBe(201);
    const second = await call('POST', '/programmes/orders', { template_id: templates.arthritis.id, messages_consent: true }, enrolled.token);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ key: 'programmes.youAreEnrolled' });
  });

  it('enrols once when the browser and the webhook deliver the same capture at once', async () => {
    const { patient, order } = await ordered();
    const paid = localPayments(t).simulatePayment(order.order.order_id);
    const answers = await Promise.all([
      verify(patient.token, order.order.order_id, paid),
      webhook(order.order.order_id, paid.paymentId, order.order.amount),
      verify(patient.token, order.order.order_id, paid),
      webhook(order.order.order_id, paid.paymentId, order.order.amount),
    ]);
    expect(answers.map((res) => res.status).every((status) => status === 200 || status === 201)).toBe(true);
    expect(await enrolmentsOf(patient.user.id)).toHaveLength(1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, order.order.order_id));
    expect(await t.db.select().from(paymentDocuments).where(eq(paymentDocuments.paymentId, payment!.id))).toHaveLength(1);
  });

  it('enrols once when two orders are paid, or staff enrol while a payment lands: the other money is refunded in full', async () => {
    const { patient, order } = await ordered({ template: 'arthritis' });
    const other = (await (
      await call('POST', '/programmes/orders', { template_id: templates.arthritis.id, messages_consent: true }, patient.token)
    ).json()) as Order;
    // Asking again within the checkout's lifetime answers the same order.
    expect(other.order.order_id).toBe(order.order.order_id);
    const [row] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, order.order.order_id));
    const secondOrderId = `${order.order.order_id}_second`;
    await t.db.insert(payments).values({ ...row!, id: undefined, razorpayOrderId: secondOrderId, createdAt: undefined, updatedAt: undefined });

    const staff = call(
      'POST',
      '/programmes',
      { patient_id: patient.user.id, template_id: templates.arthritis.id, messages_consent: false },
      admin.token,
    );
    const answers = await Promise.all([verify(patient.token, order.order.order_id), verify(patient.token, secondOrderId), staff]);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(2);
    expect(await enrolmentsOf(patient.user.id)).toHaveLength(1);
    const refunded = await t.db
      .select()
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.userId, patient.user.id));
    const paidOnline = answers.slice(0, 2).filter((res) => res.status === 201).length;
    // Every captured payment that did not enrol is refunded in full.
    expect(refunded).toHaveLength(2 - paidOnline);
    for (const { refunds: refund, payments: payment } of refunded) expect(refund.amountPaise).toBe(payment.amountPaise);
  });
});

describe("the patient's own programme-messages switch", () => {
  it('turns messages off (skipping what is queued) and on again (queued anew), with a consent record each way', async () => {
    const { patient, order } = await ordered();
    expect((await verify(patient.token, order.order.order_id)).status).toBe(201);
    const [enrolment] = await enrolmentsOf(patient.user.id);
    const queued = (await stepMessagesOf(enrolment!.id, 'queued')).length;

    const off = await call('PUT', '/programmes/messages-consent', { given: false }, patient.token);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ messages_consent: false });
    expect(await stepMessagesOf(enrolment!.id, 'queued')).toHaveLength(0);
    const [record] = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, patient.user.id));
    expect(record!.withdrawnAt).not.toBeNull();

    const on = await call('PUT', '/programmes/messages-consent', { given: true }, patient.token);
    expect(await on.json()).toEqual({ messages_consent: true });
    expect(await stepMessagesOf(enrolment!.id, 'queued')).toHaveLength(queued);
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.userId, patient.user.id))).toHaveLength(2);
    // Asking again for what holds changes nothing.
    await call('PUT', '/programmes/messages-consent', { given: true }, patient.token);
    expect(await stepMessagesOf(enrolment!.id, 'queued')).toHaveLength(queued);
    expect((await call('PUT', '/programmes/messages-consent', { given: 'yes' }, patient.token)).status).toBe(400);
  });

  it('lets the patient end their own programme', async () => {
    const { patient, order } = await ordered({ template: 'arthritis' });
    const { enrolment_id: id } = (await (await verify(patient.token, order.order.order_id)).json()) as { enrolment_id: number };
    const other = await createUser(t.db, 'patient');
    expect((await call('POST', `/programmes/${id}/end`, { reason: 'patient_request' }, other.token)).status).toBe(404);
    expect((await call('POST', `/programmes/${id}/end`, { reason: 'patient_request' }, patient.token)).status).toBe(200);
    expect(await stepMessagesOf(id, 'queued')).toHaveLength(0);
  });
});
