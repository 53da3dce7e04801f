import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, documentSeries, paymentDocuments, payments, refunds, services, timeSlots, users } from '../../src/server/kernel/db/schema';
import { DOCUMENT_PREFIX, issueCreditNote, issueReceipt } from '../../src/server/invoicing/documents/issue-payment-documents';
import type { Transaction } from '../../src/server/kernel/db/database';
import { createBookable, createSlot, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { formatDate } from '../../src/lib/format/date';
import { pdfText } from '../support/pdf-text';
import { keepPdfPreview } from '../support/poppler';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());

interface Order {
  order_id: string;
  userId: number;
  slotId: number;
  serviceId: number;
  description: string;
}

/** A patient with a paid order for a fresh slot (not yet verified). */
async function paidOrder(bookable?: Awaited<ReturnType<typeof createBookable>>, hoursFromNow = 48) {
  const { service, doctor } = bookable ?? (await createBookable(t.db, { pricePaise: 250_000 }));
  // Within the hour and 30 minutes long: one doctor's slots an hour apart never overlap (a consultation holds its doctor's time).
  const slot = await createSlot(t.db, doctor.id, hoursFromNow + Math.random() * 0.4);
  const patient = await createUser(t.db, 'patient', { name: 'Asha Patel' });
  const res = await requestOrder(t, patient.token, { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain' });
  expect(res.status).toBe(201);
  return { patient, order: (await res.json()) as Order, service };
}

async function bookedAppointment() {
  const { patient, order, service } = await paidOrder();
  const res = await payAndVerify(t, patient.token, order);
  expect(res.status).toBe(201);
  const { appointment } = (await res.json()) as { appointment: { id: number; payment: { razorpay_payment_id: string } } };
  return { patient, appointment, service };
}

const documentsOf = (appointmentId: number) => t.db.select().from(paymentDocuments).where(eq(paymentDocuments.appointmentId, appointmentId));
const sequenceOf = (number: string) => Number(number.split('/').at(-1));

/** For the numbering tests: a service, a patient and a slot, and a maker of their captured payments, written straight to the table. */
async function capturedPayments(serviceName: string, pricePaise: number) {
  const [service] = await t.db.insert(services).values({ name: serviceName, pricePaise }).returning();
  const patient = await createUser(t.db, 'patient');
  const { slot } = await createBookable(t.db);
  return async (tx: Transaction, razorpayOrderId: string) =>
    (
      await tx
        .insert(payments)
        .values({ userId: patient.user.id, slotId: slot.id, serviceId: service!.id, razorpayOrderId, amountPaise: pricePaise, status: 'completed' })
        .returning()
    )[0]!;
}

describe('receipts: issued with the payment', () => {
  it('a verified payment gets a numbered receipt with SAC 9993, the method and the payment id, and its PDF shows them', async () => {
    const { patient, appointment } = await bookedAppointment();
    const [receipt] = await documentsOf(appointment.id);
    expect(receipt).toMatchObject({
      kind: 'receipt',
      title: 'Receipt',
      sac: '9993',
      method: 'online',
      amountPaise: 250_000,
      patientName: 'Asha Patel',
      providerPaymentId: appointment.payment.razorpay_payment_id,
    });
    expect(receipt!.number).toMatch(/^JAC\/\d{4}\/\d{6}$/);

    const res = await t.app.request(`/api/v1/appointments/${appointment.id}/receipt.pdf`, jsonRequest('GET', undefined, patient.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(receipt!.number);
    expect(text).toContain('9993');
    expect(text).toContain('₹2,500.00');
    expect(text).toContain('Two thousand five hundred rupees only');
    expect(text).toContain(appointment.payment.razorpay_payment_id);
    expect(text).toContain('Asha Patel');
    expect(text).toMatch(/IST/);
  });

  it('the audit trail records the issued receipt whole, with its number, as the patient who paid', async () => {
    const { patient, appointment } = await bookedAppointment();
    const [receipt] = await documentsOf(appointment.id);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'payment_document'), eq(auditEvents.entityId, receipt!.id)));
    expect(event).toMatchObject({ action: 'issue', actorId: patient.user.id, actorRole: 'patient' });
    expect(event!.after).toEqual({
      ...receipt,
      issuedAt: receipt!.issuedAt.toISOString(),
      visitAt: receipt!.visitAt!.toISOString(),
      createdAt: receipt!.createdAt.toISOString(),
      updatedAt: receipt!.updatedAt.toISOString(),
    });
  });

  it('GET receipt.pdf: another patient gets 404, no token 401, an admin the PDF', async () => {
    const { appointment } = await bookedAppointment();
    const stranger = await createUser(t.db, 'patient');
    const path = `/api/v1/appointments/${appointment.id}/receipt.pdf`;
    expect((await t.app.request(path, jsonRequest('GET', undefined, stranger.token))).status).toBe(404);
    expect((await t.app.request(path)).status).toBe(401);
    expect((await t.app.request(path, jsonRequest('GET', undefined, admin.token))).status).toBe(200);
  });

  it('a payment whose slot was lost gets a receipt and, once refunded, a credit note against it with the reason', async () => {
    const { service, slot } = await createBookable(t.db, { pricePaise: 250_000 });
    // Two patients pay for the same slot (the first one's hold ran out before the second ordered).
    const orders = [];
    for (const name of ['First Patient', 'Second Patient']) {
      await t.db.update(timeSlots).set({ heldUntil: null, heldByUserId: null }).where(eq(timeSlots.id, slot.id));
      const patient = await createUser(t.db, 'patient', { name });
      const res = await requestOrder(t, patient.token, { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain' });
      orders.push({ patient, order: (await res.json()) as Order });
    }
    const [first, second] = orders as [(typeof orders)[number], (typeof orders)[number]];
    expect((await payAndVerify(t, first.patient.token, first.order)).status).toBe(201);
    expect((await payAndVerify(t, second.patient.token, second.order)).status).toBe(409);
    const [payment] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, second.order.order_id));
    const documents = await t.db.select().from(paymentDocuments).where(eq(paymentDocuments.paymentId, payment!.id));
    const receipt = documents.find((d) => d.kind === 'receipt')!;
    const creditNote = documents.find((d) => d.kind === 'credit_note')!;
    expect(creditNote).toMatchObject({ receiptId: receipt.id, amountPaise: 250_000, reason: expect.stringContaining('booked by someone else') });
    expect(creditNote.number).toMatch(/^JACC\/\d{4}\/\d{6}$/);
  });

  it('a patient cancellation refund gets a credit note the patient downloads beside the receipt', async () => {
    const { patient, appointment } = await bookedAppointment();
    const [mine] = (await (await t.app.request('/api/v1/appointments/mine', jsonRequest('GET', undefined, patient.token))).json()) as {
      id: number;
      version: number;
    }[];
    const cancel = await t.app.request(
      `/api/v1/appointments/${appointment.id}/cancel`,
      jsonRequest('POST', { version: mine!.version }, patient.token),
    );
    expect(cancel.status).toBe(200);
    const documents = await documentsOf(appointment.id);
    const receipt = documents.find((d) => d.kind === 'receipt')!;
    const creditNote = documents.find((d) => d.kind === 'credit_note')!;
    expect(creditNote.receiptId).toBe(receipt.id);

    const list = (await (await t.app.request('/api/v1/users/me/documents', jsonRequest('GET', undefined, patient.token))).json()) as {
      id: number;
      kind: string;
      amount: number;
      reference: string | null;
    }[];
    expect(list.map((d) => [d.kind, d.amount, d.reference])).toEqual([
      ['receipt', 2500, null],
      ['credit_note', -creditNote.amountPaise / 100, receipt.number],
    ]);
    const pdf = await t.app.request(
      `/api/v1/appointments/${appointment.id}/credit-notes/${creditNote.id}`,
      jsonRequest('GET', undefined, patient.token),
    );
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    keepPdfPreview('credit-note', bytes);
    const text = await pdfText(bytes);
    expect(text).toContain('Credit Note');
    expect(text).toContain(creditNote.number);
    expect(text).toContain(receipt.number);
    expect(text).toContain(creditNote.reason!);
    // The receipt it reduces, by number and date (issue 44 item 7).
    expect(text.replace(/\s+/g, ' ')).toContain(`Receipt date ${formatDate(receipt.issuedAt, 'short', 'Asia/Kolkata')} IST`);
  });

  it('a receipt taken at the desk names the visit, its doctor, the patient’s address and who received the cash, and no internal id (issue 45 item 14, issue 44 item 7)', async () => {
    const { service, slot, doctor } = await createBookable(t.db, { pricePaise: 150_000 });
    const mobile = `+9197${String(Date.now()).slice(-8)}`;
    const booked = await t.app.request(
      '/api/v1/appointments/staff',
      jsonRequest(
        'POST',
        {
          patient: { name: 'Walk-in Patient', mobile, gender: 'female', age: 41, address: '12 Lake Road, Jamnagar 361001' },
          serviceId: service.id,
          slotId: slot.id,
          mode: 'video',
          payment: { method: 'cash', amount: 1500 },
        },
        admin.token,
      ),
    );
    expect(booked.status).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: { id: number } };
    const [receipt] = await documentsOf(appointment.id);
    const res = await t.app.request(`/api/v1/appointments/${appointment.id}/receipt.pdf`, jsonRequest('GET', undefined, admin.token));
    const bytes = new Uint8Array(await res.arrayBuffer());
    keepPdfPreview('receipt-cash', bytes);
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Address 12 Lake Road, Jamnagar 361001');
    expect(text).toContain(`Visit ${formatDate(slot.startTime, 'short', 'Asia/Kolkata')} IST`);
    expect(text).toContain(`Doctor ${doctor.name}`);
    expect(text).toContain(`Received by ${admin.user.name}`);
    expect(text).toContain('Payment method Cash');
    expect(receipt!.providerPaymentId).toMatch(/^cash_/);
    expect(text).not.toContain('cash_');
    expect(text).not.toContain('Payment id');
  });

  it('an online receipt prints no address when none is known, and keeps the provider’s payment id', async () => {
    const { appointment } = await bookedAppointment();
    const res = await t.app.request(`/api/v1/appointments/${appointment.id}/receipt.pdf`, jsonRequest('GET', undefined, admin.token));
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).not.toContain('Address');
    expect(text).not.toContain('Received by');
    expect(text).toContain(`Payment id ${appointment.payment.razorpay_payment_id}`);
  });

  it('the receipt is a Bill of Supply with the GSTIN when the clinic has one', async () => {
    const saved = await t.app.request('/api/v1/clinic-settings', jsonRequest('GET', undefined, admin.token));
    const settings = (await saved.json()) as Record<string, unknown>;
    const put = await t.app.request(
      '/api/v1/clinic-settings',
      jsonRequest('PUT', { ...settings, addressLines: undefined, updatedAt: undefined, gstin: '24aaapl1234c1zk' }, admin.token),
    );
    expect(put.status).toBe(200);
    try {
      const { appointment } = await bookedAppointment();
      const [receipt] = await documentsOf(appointment.id);
      expect(receipt).toMatchObject({ title: 'Bill of Supply', clinicGstin: '24AAAPL1234C1ZK' });
      const res = await t.app.request(`/api/v1/appointments/${appointment.id}/receipt.pdf`, jsonRequest('GET', undefined, admin.token));
      const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
      expect(text).toContain('Bill of Supply');
      expect(text).toContain('GSTIN: 24AAAPL1234C1ZK');
    } finally {
      await t.app.request(
        '/api/v1/clinic-settings',
        jsonRequest('PUT', { ...settings, addressLines: undefined, updatedAt: undefined, gstin: null }, admin.token),
      );
    }
  });
});

describe('receipt numbers: one gapless series per financial year', () => {
  it('50 payments recorded at once, 5 of them rolled back, leave 45 consecutive numbers (no duplicate, no hole)', async () => {
    // On PostgreSQL these transactions really overlap (a pool of 25 connections); PGlite runs them one at a time.
    const newPayment = await capturedPayments('Nadi Pariksha', 80_000);
    const at = new Date('2029-08-14T06:00:00Z');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const payment = await newPayment(tx, `order_burst_${i}`);
          const receipt = await issueReceipt(tx, payment.id, at);
          if (i % 10 === 3) throw new Error('the capture failed after its number was taken');
          return receipt;
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(5);
    const issued = await t.db.select().from(paymentDocuments).where(eq(paymentDocuments.financialYear, '2029-30'));
    expect(issued.map((d) => d.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(new Set(issued.map((d) => d.number)).size).toBe(45);
  });

  it('20 patients paying at once through verify-payment each get their own receipt number', async () => {
    const bookable = await createBookable(t.db, { pricePaise: 250_000 });
    const orders = [];
    for (let i = 0; i < 20; i += 1) orders.push(await paidOrder(bookable, 48 + i));
    const responses = await Promise.all(orders.map(({ patient, order }) => payAndVerify(t, patient.token, order)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { appointment: { id: number } }).appointment.id));
    const numbers = (await Promise.all(ids.map(documentsOf))).map((rows) => sequenceOf(rows[0]!.number)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => numbers[0]! + i));
  });

  it('a rolled-back payment gives its number back: the next receipt takes it', async () => {
    const newPayment = await capturedPayments('Panchakarma', 100);
    const at = new Date('2031-06-10T06:00:00Z');
    const first = await t.db.transaction(async (tx) => issueReceipt(tx, (await newPayment(tx, 'order_fy_a')).id, at));
    await expect(
      t.db.transaction(async (tx) => {
        await issueReceipt(tx, (await newPayment(tx, 'order_fy_b')).id, at);
        throw new Error('the capture failed after the number was taken');
      }),
    ).rejects.toThrow('the capture failed');
    const next = await t.db.transaction(async (tx) => issueReceipt(tx, (await newPayment(tx, 'order_fy_c')).id, at));
    expect(first?.number).toBe('JAC/3132/000001');
    expect(next?.number).toBe('JAC/3132/000002');
  });

  it('a new series starts on 1 April (India time) and the old year goes on from where it was', async () => {
    const newPayment = await capturedPayments('Garbhasanskar', 100);
    let n = 0;
    const receiptAt = (at: string) =>
      t.db.transaction(async (tx) => {
        n += 1;
        const payment = await newPayment(tx, `order_fy_boundary_${n}`);
        return (await issueReceipt(tx, payment.id, new Date(at)))!.number;
      });
    // 31 March 2035, 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 18:30 UTC.
    expect(await receiptAt('2035-03-31T18:29:00Z')).toBe('JAC/3435/000001');
    expect(await receiptAt('2035-03-31T18:30:00Z')).toBe('JAC/3536/000001');
    expect(await receiptAt('2035-04-01T10:00:00Z')).toBe('JAC/3536/000002');
    expect(await receiptAt('2035-03-01T10:00:00Z')).toBe('JAC/3435/000002');
  });

  it('the widest numbers fit the 16 characters GST allows, and a millionth in a series is refused rather than cut', async () => {
    await t.db.insert(documentSeries).values([
      { series: 'receipt/2037-38', lastNumber: 999_998 },
      { series: 'credit_note/2037-38', lastNumber: 999_998 },
    ]);
    const newPayment = await capturedPayments('Nasya', 100);
    const at = new Date('2037-05-01T06:00:00Z');
    const { receipt, creditNote } = await t.db.transaction(async (tx) => {
      const payment = await newPayment(tx, 'order_widest');
      const receipt = (await issueReceipt(tx, payment.id, at))!;
      const [refund] = await tx
        .insert(refunds)
        .values({ paymentId: payment.id, amountPaise: 100, reason: 'Widest', idempotencyKey: 'refund_widest' })
        .returning();
      return { receipt, creditNote: (await issueCreditNote(tx, refund!.id, at))! };
    });
    // The prefix is as long as the settings allow (three capitals) and the counters are at their widest.
    expect(DOCUMENT_PREFIX).toMatch(/^[A-Z]{3}$/);
    expect(receipt).toMatchObject({ number: 'JAC/3738/999999', sequence: 999_999, financialYear: '2037-38' });
    expect(creditNote).toMatchObject({ number: 'JACC/3738/999999', sequence: 999_999, financialYear: '2037-38' });
    for (const { number } of [receipt, creditNote]) {
      expect(number.length).toBeLessThanOrEqual(16);
      // Rule 46(b): letters, digits, hyphen or slash only.
      expect(number).toMatch(/^[A-Za-z0-9/-]+$/);
    }
    await expect(t.db.transaction(async (tx) => issueReceipt(tx, (await newPayment(tx, 'order_millionth')).id, at))).rejects.toThrow();
    const [series] = await t.db.select().from(documentSeries).where(eq(documentSeries.series, 'receipt/2037-38'));
    expect(series!.lastNumber).toBe(999_999);
  });

  it('a document issued under the old scheme keeps its number', async () => {
    const newPayment = await capturedPayments('Shirodhara', 100);
    const payment = await t.db.transaction(async (tx) => newPayment(tx, 'order_old_scheme'));
    const [old] = await t.db
      .insert(paymentDocuments)
      .values({
        kind: 'receipt',
        number: 'JAC/2019-20/000006',
        financialYear: '2019-20',
        sequence: 6,
        title: 'Receipt',
        paymentId: payment.id,
        userId: payment.userId,
        issuedAt: new Date('2019-05-01T06:00:00Z'),
        amountPaise: 100,
        method: 'online',
        patientName: 'Asha Patel',
        serviceName: 'Shirodhara',
        sac: '9993',
      })
      .returning();
    const again = await t.db.transaction(async (tx) => issueReceipt(tx, payment.id, new Date()));
    expect(again).toMatchObject({ id: old!.id, number: 'JAC/2019-20/000006' });
  });
});

describe('receipts keep what they said', () => {
  it("a later change of the patient's name leaves the issued receipt as it was", async () => {
    const { patient, appointment } = await bookedAppointment();
    await t.db.update(users).set({ name: 'Renamed Person' }).where(eq(users.id, patient.user.id));
    const [receipt] = await documentsOf(appointment.id);
    expect(receipt!.patientName).toBe('Asha Patel');
  });
});
