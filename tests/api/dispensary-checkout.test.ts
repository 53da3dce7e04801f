import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { issueTaxInvoice } from '../../src/server/invoicing';
import { clinicSettings, dispenseLines, paymentDocuments, payments, refunds, taxDocuments } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { dispensedVisit, finalisedVisit } from '../support/dispensary-rows';
import { pdfText } from '../support/pdf-text';
import { createUser } from '../support/test-app';

// Issue 50 item 4 (docs/decisions/063): one checkout at the desk, a tax invoice beside the
// consultation's bill of supply, credit notes for returns, and sales by HSN.

interface Checkout {
  consultation: { status: string; billOfSupply: string | null; billOfSupplyPdf: string | null };
  due: { dispenseLineId: number; valuePaise: number }[];
  totalDuePaise: number;
  documents: {
    id: number;
    kind: string;
    number: string;
    valuePaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    pdf: string;
  }[];
}

const text = async (res: Response) => (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');

describe('one checkout at the desk', { timeout: 120_000 }, () => {
  it('takes one payment of the server’s sum and issues the tax invoice beside the bill of supply, each parsed back from its PDF', async ({
    api,
    call,
  }) => {
    const { appointment, patient } = await dispensedVisit(api, call);
    const desk = await createUser(api.db, 'receptionist');
    const before = (await (
      await call('GET', `/api/v1/dispensary/appointments/${appointment.id}/checkout`, undefined, desk.token)
    ).json()) as Checkout;
    expect(before.consultation).toMatchObject({ status: 'paid', billOfSupply: expect.stringMatching(/^JAC\/\d{4}\/\d{6}$/) });
    expect(before.totalDuePaise).toBe(3 * 12_000 + 9_999);

    // An amount from the client is refused, not read; nothing is paid.
    const withAmount = await call(
      'POST',
      `/api/v1/dispensary/appointments/${appointment.id}/checkout`,
      { method: 'cash', amountPaise: 100 },
      desk.token,
    );
    expect(withAmount.status).toBe(400);
    expect(await api.db.select().from(payments).where(eq(payments.medicinesAppointmentId, appointment.id))).toHaveLength(0);

    const paid = await call(
      'POST',
      `/api/v1/dispensary/appointments/${appointment.id}/checkout`,
      { method: 'upi', reference: 'UPI-991' },
      desk.token,
    );
    expect(paid.status).toBe(201);
    const after = (await paid.json()) as Checkout;
    expect(after.due).toEqual([]);
    expect(after.totalDuePaise).toBe(0);
    const [invoice] = after.documents;
    // 3 × ₹120 at 5 %: taxable round(36000 × 100/105) = 34286, tax 1714 = 857 + 857.
    // 1 × ₹99.99 at 12 %: taxable round(9999 × 100/112) = 8928, tax 1071 = 536 + 535.
    expect(invoice).toMatchObject({
      kind: 'tax_invoice',
      valuePaise: 45_999,
      taxablePaise: 43_214,
      cgstPaise: 1_393,
      sgstPaise: 1_392,
      igstPaise: 0,
    });
    expect(invoice!.number).toMatch(/^JACT\/\d{4}\/\d{6}$/);
    expect(invoice!.number.length).toBeLessThanOrEqual(16);
    // The desk's day close counts the medicines' payment under the staff member who took it.
    const day = (await (await call('GET', `/api/v1/day-close?date=${indiaDateOf(new Date())}`, undefined, desk.token)).json()) as {
      rows: { staffId: number | null; upiPaise: number; paymentsCount: number }[];
    };
    expect(day.rows.find((row) => row.staffId === desk.user.id)).toMatchObject({ upiPaise: 45_999, paymentsCount: 1 });
    const [payment] = await api.db.select().from(payments).where(eq(payments.medicinesAppointmentId, appointment.id));
    expect(payment).toMatchObject({ amountPaise: 45_999, method: 'upi', status: 'completed', takenByUserId: desk.user.id, reference: 'UPI-991' });

    // Paying twice: nothing is due, one payment stays.
    const twice = await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/checkout`, { method: 'cash' }, desk.token);
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { key: string }).key).toBe('taxDocuments.nothingDue');

    // The two documents, as the patient downloads them.
    const invoicePdf = await call('GET', invoice!.pdf, undefined, patient.token);
    expect(invoicePdf.status).toBe(200);
    const invoiceText = await text(invoicePdf);
    for (const expected of [
      'Tax Invoice',
      invoice!.number,
      'GSTIN: 24AAAPL1234C1ZK',
      '30049011',
      '30039011',
      '3 jar',
      '1 bottle',
      '24-Gujarat',
      'Intra-State (CGST + SGST)',
      '₹342.86',
      '₹8.57 @2.5%',
      '₹5.36 @6%',
      '₹5.35 @6%',
      '₹432.14',
      '₹459.99',
    ]) {
      expect(invoiceText).toContain(expected);
    }
    expect(invoiceText).not.toContain('IGST');
    const bill = await text(await call('GET', before.consultation.billOfSupplyPdf!, undefined, patient.token));
    expect(bill).toContain('Bill of Supply');
    expect(bill).toContain(before.consultation.billOfSupply);
    expect(bill).toContain('9993');

    // Another patient cannot read the invoice.
    const stranger = await createUser(api.db, 'patient');
    expect((await call('GET', invoice!.pdf, undefined, stranger.token)).status).toBe(404);
  });

  it('lets the receptionist open the Dispense screen read-only and take the payment there, but never dispense, return or touch stock (403)', async ({
    api,
    call,
  }) => {
    const { appointment, churna } = await dispensedVisit(api, call);
    const desk = await createUser(api.db, 'receptionist');
    const queue = (await (await call('GET', '/api/v1/dispensary/queue', undefined, desk.token)).json()) as {
      appointmentId: number;
      lines: number;
      dispensedLines: number;
    }[];
    expect(queue.find((row) => row.appointmentId === appointment.id)).toMatchObject({ lines: 2, dispensedLines: 2 });
    const read = await call('GET', `/api/v1/dispensary/appointments/${appointment.id}`, undefined, desk.token);
    expect(read.status).toBe(200);
    const list = (await read.json()) as { dispenses: { lines: { id: number; medicineName: string; quantity: number }[] }[] };
    expect(list.dispenses.flatMap((d) => d.lines.map((line) => [line.medicineName, line.quantity]))).toEqual([
      [churna.name, 3],
      [expect.stringContaining('Ksheerabala Taila'), 1],
    ]);
    const lineId = list.dispenses[0]!.lines[0]!.id;
    const refusals = await Promise.all([
      call(
        'POST',
        `/api/v1/dispensary/appointments/${appointment.id}/dispenses`,
        { lines: [{ prescriptionLine: 0, medicineId: churna.id, quantity: 1 }] },
        desk.token,
      ),
      call('POST', `/api/v1/dispensary/dispense-lines/${lineId}/returns`, { quantity: 1, reason: 'Not needed' }, desk.token),
      call(
        'POST',
        `/api/v1/dispensary/medicines/${churna.id}/batches`,
        { batchNumber: 'R-1', mfgDate: '2026-01-10', quantity: 5, costPaise: 1, supplier: 'X' },
        desk.token,
      ),
    ]);
    expect(refusals.map((answer) => answer.status)).toEqual([403, 403, 403]);
    // Nothing moved: still 3 + 1 out, 7 of the churna on the shelf.
    const after = (await (await call('GET', `/api/v1/dispensary/appointments/${appointment.id}`, undefined, desk.token)).json()) as typeof list;
    expect(after).toEqual(list);
    const stock = (await (await call('GET', `/api/v1/dispensary/medicines/${churna.id}`, undefined, desk.token)).json()) as {
      medicine: { onHand: number };
    };
    expect(stock.medicine.onHand).toBe(7);

    const paid = await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/checkout`, { method: 'cash' }, desk.token);
    expect(paid.status).toBe(201);
    expect(((await paid.json()) as Checkout).documents).toEqual([expect.objectContaining({ kind: 'tax_invoice', valuePaise: 45_999 })]);
  });

  it('charges IGST when the patient’s state is another, with the place of supply named', async ({ api, call }) => {
    const { appointment } = await dispensedVisit(api, call);
    const paid = await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/checkout`, { method: 'cash', recipientState: '27' });
    expect(paid.status).toBe(201);
    const [invoice] = ((await paid.json()) as Checkout).documents;
    expect(invoice).toMatchObject({ valuePaise: 45_999, taxablePaise: 43_214, cgstPaise: 0, sgstPaise: 0, igstPaise: 2_785 });
    const invoiceText = await text(await call('GET', invoice!.pdf));
    expect(invoiceText).toContain('27-Maharashtra');
    expect(invoiceText).toContain('Inter-State (IGST)');
    expect(invoiceText).toContain('₹17.14 @5%');
    const unknown = await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/checkout`, { method: 'cash', recipientState: '99' });
    expect(unknown.status).toBe(400);
  });

  it('refuses a checkout when the clinic has no GSTIN, and nothing is paid', async ({ api, call }) => {
    const { appointment } = await dispensedVisit(api, call);
    await api.db.update(clinicSettings).set({ gstin: null });
    const refused = await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/checkout`, { method: 'cash' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { key: string }).key).toBe('taxDocuments.noGstin');
    expect(await api.db.select().from(payments).where(eq(payments.medicinesAppointmentId, appointment.id))).toHaveLength(0);
    await api.db.update(clinicSettings).set({ gstin: '24AAAPL1234C1ZK' });
  });

  it('a return of an invoiced line issues a credit note against the invoice, tax reversed, and refunds its value', async ({ api, call }) => {
    const { appointment, patient } = await dispensedVisit(api, call);
    const paid = (await (await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/checkout`, { method: 'cash' })).json()) as Checkout;
    const invoice = paid.documents[0]!;
    const [line] = await api.db.select().from(dispenseLines).where(eq(dispenseLines.invoiceId, invoice.id)).orderBy(dispenseLines.id).limit(1);
    const returned = await call('POST', `/api/v1/dispensary/dispense-lines/${line!.id}/returns`, { quantity: 1, reason: 'Unopened, not needed' });
    expect(returned.status).toBe(201);
    const [note] = await api.db.select().from(taxDocuments).where(eq(taxDocuments.invoiceId, invoice.id));
    // 1 × ₹120 at 5 %: taxable round(12000 × 100/105) = 11429, tax 571 = 286 + 285.
    expect(note).toMatchObject({ kind: 'tax_credit_note', valuePaise: 12_000, taxablePaise: 11_429, cgstPaise: 286, sgstPaise: 285 });
    expect(note!.number).toMatch(/^JACN\/\d{4}\/\d{6}$/);
    const [refund] = await api.db.select().from(refunds).where(eq(refunds.id, note!.refundId!));
    expect(refund).toMatchObject({
      amountPaise: 12_000,
      paymentId: (await api.db.select().from(taxDocuments).where(eq(taxDocuments.id, invoice.id)))[0]!.paymentId,
    });
    // The refunds path never issues a bill-of-supply credit note for medicines' money.
    expect(await api.db.select().from(paymentDocuments).where(eq(paymentDocuments.paymentId, refund!.paymentId))).toEqual([]);
    const noteText = await text(await call('GET', `/api/v1/dispensary/tax-documents/${note!.id}/document.pdf`, undefined, patient.token));
    for (const expected of [
      'Credit Note',
      note!.number,
      `Against invoice no. ${invoice.number}`,
      'Unopened, not needed',
      '₹114.29',
      '₹2.86 @2.5%',
      '₹120.00',
    ]) {
      expect(noteText).toContain(expected);
    }
  });

  it('sums sales by HSN for GSTR-1 table 12, credit notes netted, as JSON and CSV', async ({ api, call }) => {
    const { appointment } = await dispensedVisit(api, call);
    await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/checkout`, { method: 'card' });
    const month = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
    const report = (await (await call('GET', `/api/v1/dispensary/reports/hsn?month=${month}`)).json()) as {
      rows: { hsn: string; uqc: string; rate: number; totalQuantity: number; valuePaise: number; taxablePaise: number; cgstPaise: number }[];
    };
    const taila = report.rows.find((row) => row.hsn === '30039011' && row.rate === 12);
    expect(taila).toMatchObject({ uqc: 'BTL' });
    expect(taila!.totalQuantity).toBeGreaterThanOrEqual(1);
    const csv = await (await call('GET', `/api/v1/dispensary/reports/hsn.csv?month=${month}`)).text();
    expect(csv).toContain(
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
    );
    expect(csv).toMatch(/30039011,Ayurvedic medicaments,BTL,\d+,[\d.]+,12,/);
    expect((await call('GET', '/api/v1/dispensary/reports/hsn?month=2026-13')).status).toBe(400);
    const desk = await createUser(api.db, 'receptionist');
    expect((await call('GET', `/api/v1/dispensary/reports/hsn?month=${month}`, undefined, desk.token)).status).toBe(403);
    // The GSTR-1 helper's table 12 carries the medicines beside the exempt SAC.
    const gstr1 = await (await call('GET', `/api/v1/payment-documents/gstr1.csv?table=hsn&month=${month}`)).text();
    expect(gstr1).toMatch(/30039011,Ayurvedic medicaments,BTL/);
  });
});

describe('the tax invoices’ series', { timeout: 120_000 }, () => {
  it('is gapless per financial year, starting again at 1 on 1 April IST', async ({ api }) => {
    const visit = await finalisedVisit(api, [{ medicine: 'Any' }]);
    await api.db.update(clinicSettings).set({ gstin: '24AAAPL1234C1ZK' });
    const [anyLine] = await api.db.select({ id: dispenseLines.id }).from(dispenseLines).limit(1);
    const issueAt = (at: string, failAfter = false) =>
      api.db.transaction(async (tx) => {
        const [payment] = await tx
          .insert(payments)
          .values({
            userId: visit.patient.user.id,
            medicinesAppointmentId: visit.appointment.id,
            razorpayOrderId: `desk_${at}_${Math.random()}`,
            amountPaise: 100,
            status: 'completed',
            method: 'cash',
          })
          .returning();
        const { document } = await issueTaxInvoice(tx, {
          appointmentId: visit.appointment.id,
          userId: visit.patient.user.id,
          paymentId: payment!.id,
          placeOfSupply: '24',
          issuedAt: new Date(at),
          lines: [{ dispenseLineId: anyLine!.id, hsn: '30049011', description: 'Test', quantity: 1, unit: 'jar', mrpPaise: 100, gstRateBp: 500 }],
        });
        if (failAfter) await tx.execute(sql`select 1/0`);
        return document.number;
      });
    // 31 March 23:59:59 IST is still 2039-40; 1 April 00:00 IST starts 2040-41 at 1.
    expect(await issueAt('2040-03-31T18:29:59Z')).toBe('JACT/3940/000001');
    expect(await issueAt('2040-03-31T18:30:00Z')).toBe('JACT/4041/000001');
    expect(await issueAt('2040-04-02T10:00:00Z')).toBe('JACT/4041/000002');
    // A failed issue gives its number back.
    await expect(issueAt('2040-04-03T10:00:00Z', true)).rejects.toThrow();
    expect(await issueAt('2040-04-04T10:00:00Z')).toBe('JACT/4041/000003');
  });
});
