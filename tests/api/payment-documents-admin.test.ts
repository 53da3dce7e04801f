import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { createBookable, createSlot, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());

async function book(name: string, pricePaise: number, hoursFromNow: number) {
  const { service, doctor } = await createBookable(t.db, { pricePaise });
  const slot = await createSlot(t.db, doctor.id, hoursFromNow);
  const patient = await createUser(t.db, 'patient', { name });
  const order = (await (
    await requestOrder(t, patient.token, { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'Acidity' })
  ).json()) as { order_id: string; userId: number; slotId: number; serviceId: number; description: string };
  const { appointment } = (await (await payAndVerify(t, patient.token, order)).json()) as { appointment: { id: number } };
  return { patient, appointmentId: appointment.id };
}

const get = (path: string, token = admin.token) => t.app.request(`/api/v1${path}`, jsonRequest('GET', undefined, token));

describe('admin Documents: list and the accountant CSV', () => {
  it("the CSV lists each document (credit notes negative) and its month's total equals the dashboard's revenue", async () => {
    await book('Meera Shah', 250_000, 72);
    await book('Ravi Joshi', 150_000, 96);
    const cancelled = await book('Kavya Desai', 80_000, 120);
    const [mine] = (await (await get('/appointments/mine', cancelled.patient.token)).json()) as { version: number }[];
    const cancel = await t.app.request(
      `/api/v1/appointments/${cancelled.appointmentId}/cancel`,
      jsonRequest('POST', { version: mine!.version }, cancelled.patient.token),
    );
    expect(cancel.status).toBe(200);

    const res = await get('/payment-documents/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const { data } = Papa.parse<Record<string, string>>((await res.text()).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(Object.keys(data[0]!)).toEqual(['number', 'date', 'patient', 'service', 'sac', 'amount', 'method', 'provider_id', 'reference']);
    const creditNote = data.find((row) => row.number!.startsWith('JACC/'))!;
    expect(creditNote).toMatchObject({ patient: 'Kavya Desai', sac: '9993', amount: '-800' });
    expect(creditNote.reference).toMatch(/^JAC\/\d{4}\/\d{6}$/);
    expect(data.filter((row) => /^JAC\/\d{4}/.test(row.number!)).map((row) => row.amount)).toEqual(['2500', '1500', '800']);

    // Only documents: no total row among them for an importer to take as one.
    expect(data.every((row) => /^JACC?\/\d{4}\/\d{6}$/.test(row.number!))).toBe(true);

    // The month's net money is the GSTR-1 helper's table 8, and equals the dashboard's revenue.
    const month = indiaDateOf(new Date()).slice(0, 7);
    const gstr1 = async (table: string) => {
      const answer = await get(`/payment-documents/gstr1.csv?table=${table}&month=${month}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toContain(`gstr1_${month}_${table}.csv`);
      return Papa.parse<Record<string, string>>((await answer.text()).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    };
    const exempt = await gstr1('exemp');
    expect(exempt.meta.fields).toEqual(['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies']);
    const intraState = exempt.data.find((row) => row.Description === 'Intra-State supplies to unregistered persons')!;
    const dashboard = (await (await get('/dashboard/operations')).json()) as { revenue: { this_month: number } };
    expect(Number(intraState['Exempted(other than nil rated/non GST supply)'])).toBe(dashboard.revenue.this_month);
    expect(dashboard.revenue.this_month).toBe(2500 + 1500);

    const hsn = await gstr1('hsn');
    expect(hsn.meta.fields).toEqual([
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ]);
    expect(hsn.data).toEqual([expect.objectContaining({ HSN: '9993', UQC: 'NA', 'Total Value': '4000', Rate: '0', 'Central Tax Amount': '0' })]);

    const docs = await gstr1('docs');
    expect(docs.meta.fields).toEqual(['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled']);
    const receiptNumbers = data.filter((row) => row.number!.startsWith('JAC/')).map((row) => row.number);
    expect(docs.data).toEqual([
      {
        'Nature of Document': 'Invoices for outward supply',
        'Sr. No. From': receiptNumbers[0],
        'Sr. No. To': receiptNumbers.at(-1),
        'Total Number': '3',
        Cancelled: '0',
      },
      {
        'Nature of Document': 'Credit Note',
        'Sr. No. From': creditNote.number,
        'Sr. No. To': creditNote.number,
        'Total Number': '1',
        Cancelled: '0',
      },
    ]);
    expect((await get(`/payment-documents/gstr1.csv?table=b2b&month=${month}`)).status).toBe(400);
    expect((await get('/payment-documents/gstr1.csv?table=docs&month=2026-13')).status).toBe(400);
  });

  it('filters by kind and by patient name or number; a patient gets 403', async () => {
    const notes = (await (await get('/payment-documents?kind=credit_note')).json()) as { kind: string; patient: string }[];
    expect(notes.map((d) => [d.kind, d.patient])).toEqual([['credit_note', 'Kavya Desai']]);
    const byName = (await (await get('/payment-documents?q=meera')).json()) as { patient: string }[];
    expect(byName.map((d) => d.patient)).toEqual(['Meera Shah']);
    expect((await get('/payment-documents?kind=invoice')).status).toBe(400);
    const patient = await createUser(t.db, 'patient');
    expect((await get('/payment-documents', patient.token)).status).toBe(403);
    expect((await get('/payment-documents/export.csv', patient.token)).status).toBe(403);
  });
});

describe('GET /api/v1/users/me/export (DPDP Act: the right of access)', () => {
  it("answers the patient's details, appointments, payments, refunds, messages and documents, and nobody else's", async () => {
    const own = await book('Export Owner', 120_000, 150);
    const other = await book('Someone Else', 90_000, 160);
    const res = await get('/users/me/export', own.patient.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('my-data.json');
    const data = (await res.json()) as {
      details: Record<string, unknown>;
      appointments: { id: number; userId: number }[];
      payments: { userId: number; amountPaise: number }[];
      messages: { recipient: string; appointmentId: number }[];
      documents: { patient: string; appointment_id: number }[];
    };
    expect(data.details).toMatchObject({ id: own.patient.user.id, name: 'Export Owner' });
    expect(data.details).not.toHaveProperty('passwordHash');
    expect(data.details).not.toHaveProperty('tokenVersion');
    expect(data.appointments.map((a) => a.id)).toEqual([own.appointmentId]);
    expect(data.payments.map((p) => [p.userId, p.amountPaise])).toEqual([[own.patient.user.id, 120_000]]);
    expect(data.messages.length).toBeGreaterThan(0);
    expect(data.messages.every((m) => m.appointmentId === own.appointmentId)).toBe(true);
    expect(data.documents.map((d) => [d.patient, d.appointment_id])).toEqual([['Export Owner', own.appointmentId]]);
    expect(JSON.stringify(data)).not.toContain('Someone Else');
    expect(JSON.stringify(data)).not.toContain(`"appointmentId":${other.appointmentId},`);
    expect((await get('/users/me/export', admin.token)).status).toBe(403);
    expect((await t.app.request('/api/v1/users/me/export')).status).toBe(401);
  });
});
