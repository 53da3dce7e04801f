import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  clinicSettings,
  dispensaryBatches,
  dispenseLines,
  dispenses,
  medicineOrders,
  notifications,
  payments,
  refunds,
  taxDocumentLines,
  taxDocuments,
  users,
} from '../../src/server/kernel/db/schema';
import { apiTest as it, type Call } from '../support/api-fixture';
import { localPayments } from '../support/booking-fixtures';
import { createMedicine, finalisedVisit, receive } from '../support/dispensary-rows';
import { pdfText } from '../support/pdf-text';
import { createUser, type TestContext } from '../support/test-app';

// Issue 50 item 6 (docs/decisions/065): the online patient's medicines, paid through the
// appointment's checkout and settled once by the browser's verify or the webhook, whichever comes
// first. The race (both at once) runs on PostgreSQL, PGlite and Neon's driver.

interface Order {
  id: number;
  status: string;
  fulfilment: string;
  amount_paise: number;
  delivery_paise: number;
  courier_reference: string | null;
  invoice_number: string | null;
  invoice_pdf: string | null;
}
interface Offer {
  appointment_id: number;
  lines: { name: string; quantity: number; mrp_paise: number }[];
  total_paise: number;
  delivery_paise: number;
  orders: Order[];
}
interface Checkout {
  medicine_order_id: number;
  order_id: string;
  amount: number;
}

/** A finalised video visit prescribing two catalogue medicines (₹120 at 5 %, ₹99.99 at 12 %), stocked in two batches for the first. */
async function prescribedVisit(api: TestContext, call: Call) {
  await api.db.update(clinicSettings).set({ gstin: '24AAAPL1234C1ZK' });
  const churna = await createMedicine(call, { name: `Avipattikar Churna ${Math.random().toString(36).slice(2, 7)}`, mrpPaise: 12_000, gstRate: 5 });
  const taila = await createMedicine(call, {
    name: `Ksheerabala Taila ${Math.random().toString(36).slice(2, 7)}`,
    form: 'taila',
    mrpPaise: 9_999,
    gstRate: 12,
    hsn: '30039011',
    unit: 'bottle',
  });
  // FEFO: the batch expiring first is taken first.
  await receive(call, churna.id, { batchNumber: 'LATE', quantity: 5, mfgDate: '2026-06-01' });
  await receive(call, churna.id, { batchNumber: 'EARLY', quantity: 5, mfgDate: '2026-01-01' });
  await receive(call, taila.id, { quantity: 5 });
  const visit = await finalisedVisit(api, [
    { medicine: churna.name, medicineId: churna.id },
    { medicine: taila.name, form: 'taila', medicineId: taila.id },
    { medicine: 'Warm water with ginger' },
  ]);
  return { ...visit, churna, taila };
}

const order = (call: Call, token: string, appointmentId: number, body: unknown) =>
  call('POST', `/api/v1/dispensary/appointments/${appointmentId}/orders`, body, token);

const verify = (call: Call, token: string, orderId: string, paid = { paymentId: '', signature: '' }) =>
  call(
    'POST',
    '/api/v1/dispensary/orders/verify',
    { razorpay_order_id: orderId, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
    token,
  );

let eventCounter = 0;
function webhook(api: TestContext, orderId: string, paymentId: string, amount: number) {
  const rawBody = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
  });
  return api.app.request('/api/v1/payments/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-razorpay-signature': localPayments(api).signWebhook(rawBody),
      'x-razorpay-event-id': `evt_medicines_${Date.now()}_${++eventCounter}`,
    },
    body: rawBody,
  });
}

const myOffers = async (call: Call, token: string) => (await (await call('GET', '/api/v1/dispensary/my-orders', undefined, token)).json()) as Offer[];
const invoicesOf = (api: TestContext, paymentId: number) =>
  api.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.paymentId, paymentId), eq(taxDocuments.kind, 'tax_invoice')));
const pdf = async (res: Response) => (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');

describe('medicines ordered online', { timeout: 120_000 }, () => {
  it('offers the catalogue lines at MRP, refuses an amount from the client, and on capture dispenses FEFO and invoices once', async ({
    api,
    call,
  }) => {
    const { appointment, patient, churna, taila } = await prescribedVisit(api, call);
    const [offer] = await myOffers(call, patient.token);
    expect(offer).toMatchObject({
      appointment_id: appointment.id,
      lines: [
        { name: churna.name, quantity: 1, mrp_paise: 12_000 },
        { name: taila.name, quantity: 1, mrp_paise: 9_999 },
      ],
      total_paise: 21_999,
      orders: [],
    });

    const withAmount = await order(call, patient.token, appointment.id, { fulfilment: 'collect', amount: 100 });
    expect(withAmount.status).toBe(400);
    const made = await order(call, patient.token, appointment.id, { fulfilment: 'collect' });
    expect(made.status).toBe(201);
    const checkout = (await made.json()) as Checkout;
    expect(checkout.amount).toBe(21_999);
    // Nothing is dispensed before the money is captured.
    expect(await api.db.select().from(dispenses).where(eq(dispenses.appointmentId, appointment.id))).toHaveLength(0);

    const paid = localPayments(api).simulatePayment(checkout.order_id);
    const first = await verify(call, patient.token, checkout.order_id, paid);
    expect(first.status).toBe(201);
    const answer = (await first.json()) as { order: Order };
    expect(answer.order).toMatchObject({ status: 'paid', fulfilment: 'collect', amount_paise: 21_999 });
    expect(answer.order.invoice_number).toMatch(/^JACT\/\d{4}\/\d{6}$/);
    // The same payment again (a retried browser, then the webhook): the same order, nothing more.
    expect((await verify(call, patient.token, checkout.order_id, paid)).status).toBe(200);
    expect(await (await webhook(api, checkout.order_id, paid.paymentId, 21_999)).json()).toEqual({ status: 'already_booked' });

    const [payment] = await api.db.select().from(payments).where(eq(payments.razorpayOrderId, checkout.order_id));
    const invoices = await invoicesOf(api, payment!.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ valuePaise: 21_999, interState: false, igstPaise: 0, placeOfSupply: '24' });
    const lines = await api.db
      .select({ line: dispenseLines, batch: dispensaryBatches.batchNumber })
      .from(dispenseLines)
      .innerJoin(dispensaryBatches, eq(dispensaryBatches.id, dispenseLines.batchId))
      .where(eq(dispenseLines.invoiceId, invoices[0]!.id));
    expect(lines.map((l) => [l.line.medicineId, l.batch, l.line.quantity])).toEqual(
      expect.arrayContaining([
        [churna.id, 'EARLY', 1],
        [taila.id, expect.any(String), 1],
      ]),
    );
    expect(lines).toHaveLength(2);

    // The patient sees it paid with its invoice, and nothing left to order.
    const [after] = await myOffers(call, patient.token);
    expect(after!.lines).toEqual([]);
    expect(after!.orders).toMatchObject([{ status: 'paid', invoice_number: answer.order.invoice_number }]);
    const again = await order(call, patient.token, appointment.id, { fulfilment: 'collect' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { key: string }).key).toBe('medicineOrders.nothingToOrder');
    const document = await call('GET', answer.order.invoice_pdf!, undefined, patient.token);
    expect(document.status).toBe(200);
    expect(await pdf(document)).toContain(answer.order.invoice_number!);
  });

  it('sends to another state at IGST, the delivery charge a taxed line of the invoice at the principal supply’s rate', async ({ api, call }) => {
    const { appointment, patient } = await prescribedVisit(api, call);
    const address = { lines: '12 Marine Drive', city: 'Mumbai', pin: '400002', state: '27' };
    expect((await call('PUT', '/api/v1/dispensary/settings', { returnWindowDays: 7, deliveryPaise: 0 })).status).toBe(200);
    const notOffered = await order(call, patient.token, appointment.id, { fulfilment: 'delivery', address });
    expect(notOffered.status).toBe(409);
    expect(((await notOffered.json()) as { key: string }).key).toBe('medicineOrders.deliveryNotOffered');
    expect((await order(call, patient.token, appointment.id, { fulfilment: 'delivery', address: { ...address, pin: '0123' } })).status).toBe(400);
    expect((await order(call, patient.token, appointment.id, { fulfilment: 'delivery' })).status).toBe(400);

    expect((await call('PUT', '/api/v1/dispensary/settings', { returnWindowDays: 7, deliveryPaise: 5_000 })).status).toBe(200);
    const checkout = (await (await order(call, patient.token, appointment.id, { fulfilment: 'delivery', address })).json()) as Checkout;
    expect(checkout.amount).toBe(21_999 + 5_000);
    const paid = localPayments(api).simulatePayment(checkout.order_id);
    const settled = (await (await verify(call, patient.token, checkout.order_id, paid)).json()) as { order: Order };
    expect(settled.order).toMatchObject({ status: 'paid', fulfilment: 'delivery', delivery_paise: 5_000 });

    const [invoice] = await api.db.select().from(taxDocuments).where(eq(taxDocuments.number, settled.order.invoice_number!));
    expect(invoice).toMatchObject({ placeOfSupply: '27', interState: true, cgstPaise: 0, sgstPaise: 0, valuePaise: 26_999 });
    const lines = await api.db.select().from(taxDocumentLines).where(eq(taxDocumentLines.documentId, invoice!.id));
    // The churna (₹120) is the largest line: the delivery takes its 5 %: taxable round(5000 × 100/105) = 4762, IGST 238.
    expect(lines.find((line) => line.dispenseLineId === null)).toMatchObject({
      hsn: '9965',
      description: 'Delivery charge',
      valuePaise: 5_000,
      gstRateBp: 500,
      taxablePaise: 4_762,
      igstPaise: 238,
    });
    const text = await pdf(await call('GET', settled.order.invoice_pdf!, undefined, patient.token));
    expect(text).toContain('Delivery charge');
    expect(text).toContain('9965');
    expect(text).toContain('27-Maharashtra');
  });

  it('refunds in full and dispenses nothing when the stock ran out before the capture', async ({ api, call }) => {
    const { appointment, patient, taila } = await prescribedVisit(api, call);
    const checkout = (await (await order(call, patient.token, appointment.id, { fulfilment: 'collect' })).json()) as Checkout;
    // The last bottles leave meanwhile.
    await api.db.update(dispensaryBatches).set({ onHand: 0 }).where(eq(dispensaryBatches.medicineId, taila.id));
    const short = await verify(call, patient.token, checkout.order_id, localPayments(api).simulatePayment(checkout.order_id));
    expect(short.status).toBe(409);
    expect(((await short.json()) as { key: string }).key).toBe('medicineOrders.stockShortRefund');
    const [payment] = await api.db.select().from(payments).where(eq(payments.razorpayOrderId, checkout.order_id));
    expect(payment!.status).not.toBe('completed');
    const [refund] = await api.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(refund!.amountPaise).toBe(21_999);
    expect(await invoicesOf(api, payment!.id)).toHaveLength(0);
    expect(await api.db.select().from(dispenses).where(eq(dispenses.appointmentId, appointment.id))).toHaveLength(0);
    const [row] = await api.db.select().from(medicineOrders).where(eq(medicineOrders.id, checkout.medicine_order_id));
    expect(row!.status).toBe('refunded');
    expect((await myOffers(call, patient.token))[0]!.orders).toMatchObject([{ status: 'refunded' }]);
  });

  it('browser and webhook capturing at once dispense once and issue one invoice', async ({ api, call }) => {
    const { appointment, patient, churna } = await prescribedVisit(api, call);
    const checkout = (await (await order(call, patient.token, appointment.id, { fulfilment: 'collect' })).json()) as Checkout;
    const paid = localPayments(api).simulatePayment(checkout.order_id);
    const [browser, hook] = await Promise.all([
      verify(call, patient.token, checkout.order_id, paid),
      webhook(api, checkout.order_id, paid.paymentId, checkout.amount),
    ]);
    expect(hook.status).toBe(200);
    const hookAnswer = (await hook.json()) as { status: string };
    // Exactly one of them settled it; the other answered the same order.
    expect([browser.status === 201, hookAnswer.status === 'booked'].filter(Boolean)).toHaveLength(1);
    expect([200, 201]).toContain(browser.status);
    const [payment] = await api.db.select().from(payments).where(eq(payments.razorpayOrderId, checkout.order_id));
    expect(payment!.status).toBe('completed');
    expect(await invoicesOf(api, payment!.id)).toHaveLength(1);
    expect(await api.db.select().from(dispenses).where(eq(dispenses.appointmentId, appointment.id))).toHaveLength(1);
    const batches = await api.db.select().from(dispensaryBatches).where(eq(dispensaryBatches.medicineId, churna.id));
    expect(batches.reduce((sum, b) => sum + b.onHand, 0)).toBe(9);
  });

  it('keeps orders to their patient and online visits, and lets the pharmacist (not the desk) move them on', async ({ api, call }) => {
    const { appointment, patient, churna } = await prescribedVisit(api, call);
    const stranger = await createUser(api.db, 'patient');
    expect((await order(call, stranger.token, appointment.id, { fulfilment: 'collect' })).status).toBe(404);
    expect(await myOffers(call, stranger.token)).toEqual([]);

    await call('PUT', '/api/v1/dispensary/settings', { returnWindowDays: 7, deliveryPaise: 5_000 });
    const address = { lines: '4 Relief Road', city: 'Ahmedabad', pin: '380001', state: '24' };
    const checkout = (await (await order(call, patient.token, appointment.id, { fulfilment: 'delivery', address })).json()) as Checkout;
    const paid = localPayments(api).simulatePayment(checkout.order_id);
    expect((await verify(call, stranger.token, checkout.order_id, paid)).status).toBe(404);
    expect((await verify(call, patient.token, checkout.order_id, paid)).status).toBe(201);

    const pharmacist = await createUser(api.db, 'pharmacist');
    const desk = await createUser(api.db, 'receptionist');
    const moves = `/api/v1/dispensary/orders/${checkout.medicine_order_id}/moves`;
    expect((await call('POST', moves, { to: 'dispatched' }, desk.token)).status).toBe(403);
    expect((await call('POST', moves, { to: 'dispatched' }, patient.token)).status).toBe(403);
    expect((await call('GET', '/api/v1/dispensary/orders', undefined, desk.token)).status).toBe(403);
    const collected = await call('POST', moves, { to: 'collected' }, pharmacist.token);
    expect(collected.status).toBe(409);
    expect(((await collected.json()) as { key: string }).key).toBe('medicineOrders.moveNotAllowed');
    const dispatched = await call('POST', moves, { to: 'dispatched', courierReference: 'DTDC-88123' }, pharmacist.token);
    expect(dispatched.status).toBe(200);
    expect(await dispatched.json()).toMatchObject({ status: 'dispatched', courier_reference: 'DTDC-88123', patient_name: expect.any(String) });
    // Dispatched goods are no longer cancelled by the clinic.
    expect((await call('POST', moves, { to: 'cancelled' }, pharmacist.token)).status).toBe(409);
    expect((await myOffers(call, patient.token))[0]!.orders).toMatchObject([{ status: 'dispatched', courier_reference: 'DTDC-88123' }]);
    const list = (await (await call('GET', '/api/v1/dispensary/orders', undefined, pharmacist.token)).json()) as Order[];
    expect(list.find((o) => o.id === checkout.medicine_order_id)).toMatchObject({ status: 'dispatched' });
    expect((await call('POST', moves, { to: 'delivered' }, pharmacist.token)).status).toBe(200);

    // A visit at the clinic buys at the counter.
    const clinicVisit = await finalisedVisit(api, [{ medicine: churna.name, medicineId: churna.id }]);
    await api.db.execute(`update appointments set mode = 'in_person' where id = ${clinicVisit.appointment.id}`);
    const atCounter = await order(call, clinicVisit.patient.token, clinicVisit.appointment.id, { fulfilment: 'collect' });
    expect(atCounter.status).toBe(409);
  });

  it('cancelled before dispatch: the units go back, the payment is refunded in full and the invoice credited', async ({ api, call }) => {
    const { appointment, patient, churna } = await prescribedVisit(api, call);
    const checkout = (await (await order(call, patient.token, appointment.id, { fulfilment: 'collect' })).json()) as Checkout;
    expect((await verify(call, patient.token, checkout.order_id, localPayments(api).simulatePayment(checkout.order_id))).status).toBe(201);
    const moves = `/api/v1/dispensary/orders/${checkout.medicine_order_id}/moves`;
    expect((await call('POST', moves, { to: 'ready' })).status).toBe(200);
    const cancelled = await call('POST', moves, { to: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const [payment] = await api.db.select().from(payments).where(eq(payments.razorpayOrderId, checkout.order_id));
    const [refund] = await api.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(refund!.amountPaise).toBe(21_999);
    const [note] = await api.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.paymentId, payment!.id), eq(taxDocuments.kind, 'tax_credit_note')));
    expect(note).toMatchObject({ valuePaise: 21_999, refundId: refund!.id });
    expect(note!.number).toMatch(/^JACN\//);
    const batches = await api.db.select().from(dispensaryBatches).where(eq(dispensaryBatches.medicineId, churna.id));
    expect(batches.reduce((sum, b) => sum + b.onHand, 0)).toBe(10);
    // The medicines may be ordered again.
    expect((await myOffers(call, patient.token))[0]!.lines).toHaveLength(2);
  });

  it('a payment link from the desk: sent to the patient in their language; its capture bills the due lines and issues the tax invoice as the checkout does', async ({
    api,
    call,
  }) => {
    const { appointment, churna, patient } = await prescribedVisit(api, call);
    await api.db.update(users).set({ language: 'hi' }).where(eq(users.id, patient.user.id));
    const desk = await createUser(api.db, 'receptionist');
    const checkoutPath = `/api/v1/dispensary/appointments/${appointment.id}/checkout`;
    expect((await call('POST', `${checkoutPath}/link`, undefined, desk.token)).status).toBe(409);
    expect(
      (
        await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/dispenses`, {
          lines: [{ prescriptionLine: 0, medicineId: churna.id, quantity: 2 }],
        })
      ).status,
    ).toBe(201);
    const sent = await call('POST', `${checkoutPath}/link`, undefined, desk.token);
    expect(sent.status).toBe(201);
    const { paymentLink } = (await sent.json()) as { paymentLink: { id: string; amountPaise: number; url: string; channels: string[] } };
    expect(paymentLink).toMatchObject({ amountPaise: 24_000, channels: ['email', 'sms'] });
    // The patient has it by e-mail (the link itself) and SMS (a short link on the clinic's site, DLT's rule), in Hindi.
    const messages = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'medicines_payment_link'), eq(notifications.userId, patient.user.id)));
    expect(messages.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    const email = messages.find((row) => row.channel === 'email')!;
    expect(email).toMatchObject({ recipient: patient.user.email, subject: 'अपनी विज़िट की दवाओं का भुगतान करें' });
    expect(email.bodyHtml).toContain(`href="${paymentLink.url}"`);
    expect(email.bodyText).toContain('₹240.00');
    expect(messages.find((row) => row.channel === 'sms')!.bodyText).toMatch(
      /^नमस्ते Patient \d+ जी, अपनी विज़िट की दवाओं \(₹240\.00\) का भुगतान इस लिंक से करें: http:\/\/localhost:4321\/p\/\S+ । भुगतान के बाद दवाएँ दी जाएँगी। - /,
    );
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payment_link.paid',
      payload: {
        payment_link: { entity: { id: paymentLink.id, reference_id: 'x' } },
        payment: { entity: { id: `pay_link_${appointment.id}`, amount: 24_000 } },
      },
    });
    const paid = await api.app.request('/api/v1/payments/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-razorpay-signature': localPayments(api).signWebhook(rawBody),
        'x-razorpay-event-id': `evt_medicines_link_${appointment.id}`,
      },
      body: rawBody,
    });
    expect(await paid.json()).toEqual({ status: 'booked' });
    const after = (await (await call('GET', checkoutPath, undefined, desk.token)).json()) as {
      due: unknown[];
      documents: { kind: string; valuePaise: number; cgstPaise: number }[];
    };
    expect(after.due).toEqual([]);
    expect(after.documents).toMatchObject([{ kind: 'tax_invoice', valuePaise: 24_000 }]);
    const [payment] = await api.db.select().from(payments).where(eq(payments.razorpayOrderId, paymentLink.id));
    expect(payment).toMatchObject({ status: 'completed', method: 'link', medicinesAppointmentId: appointment.id });
  });
});
