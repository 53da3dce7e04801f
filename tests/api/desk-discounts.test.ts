import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditEvents, payments, paymentDocuments } from '../../src/server/kernel/db/schema';
import { apiTest as it, type Call } from '../support/api-fixture';
import { createBookable } from '../support/booking-fixtures';
import { createDoctorLogin } from '../support/doctor-login';
import { pdfText } from '../support/pdf-text';
import { createUser, type TestContext } from '../support/test-app';

/** Issue 51 item 10: a discount with its reason, limited by role, kept on the payment and shown on the receipt. */
describe('a discount at the desk', () => {
  async function bookWith(call: Call, token: string, payment: Record<string, unknown>, db: TestContext['db']) {
    const { service, slot } = await createBookable(db, { pricePaise: 150_000 });
    const patient = await createUser(db, 'patient');
    const res = await call(
      'POST',
      '/api/v1/appointments/staff',
      { patientId: patient.user.id, serviceId: service.id, slotId: slot.id, mode: 'video', payment },
      token,
    );
    return { res, slot, patient };
  }

  it('lets a receptionist take 10 % off with a reason: the fee less it is taken, kept on the payment, audited and printed on the receipt', async ({
    api,
    call,
  }) => {
    const desk = await createUser(api.db, 'receptionist');
    const { res, patient } = await bookWith(
      call,
      desk.token,
      { method: 'cash', amount: 1350, discount: { percent: 10, reason: 'Senior citizen' } },
      api.db,
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { appointment: { id: number; payment: { amount: number } } };
    expect(body.appointment.payment.amount).toBe(135_000);
    const [payment] = await api.db.select().from(payments).where(eq(payments.appointmentId, body.appointment.id));
    expect(payment).toMatchObject({ amountPaise: 135_000, discountPaise: 15_000, discountReason: 'Senior citizen', takenByUserId: desk.user.id });
    const trail = await api.db.select().from(auditEvents).where(eq(auditEvents.entityId, payment!.id));
    expect(trail.find((event) => event.entity === 'payment' && event.action === 'create_order')?.after).toMatchObject({
      discountPaise: 15_000,
      discountReason: 'Senior citizen',
    });
    const [receipt] = await api.db.select().from(paymentDocuments).where(eq(paymentDocuments.paymentId, payment!.id));
    expect(receipt).toMatchObject({ kind: 'receipt', amountPaise: 135_000, discountPaise: 15_000, discountReason: 'Senior citizen' });

    // The receipt as the patient downloads it: the fee, the discount with its reason, the total taken.
    const pdf = await call('GET', `/api/v1/appointments/${body.appointment.id}/receipt.pdf`, undefined, patient.token);
    expect(pdf.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('₹1,500.00');
    expect(text).toContain('Discount: Senior citizen');
    expect(text).toContain('-₹150.00');
    expect(text).toMatch(/Total ₹1,350\.00/);
    expect(text).toContain('One thousand three hundred fifty rupees only');

    // The patient's page shows it to staff.
    const page = (await (await call('GET', `/api/v1/users/patients/${patient.user.id}`)).json()) as {
      payments: { discount: number; discount_reason: string | null }[];
    };
    expect(page.payments).toEqual([expect.objectContaining({ discount: 15_000, discount_reason: 'Senior citizen' })]);
  });

  it.for([
    ['receptionist', 11],
    ['doctor', 15],
  ] as const)(
    'refuses a %s a discount of %i per cent, above the role’s limit: 403 naming the field, nothing booked',
    async ([role, percent], { api, call }) => {
      const staff = role === 'doctor' ? await createDoctorLogin(api.db) : await createUser(api.db, role);
      const { service, slot } = await createBookable(api.db);
      const patient = await createUser(api.db, 'patient');
      const res = await call(
        'POST',
        '/api/v1/appointments/staff',
        {
          patientId: patient.user.id,
          serviceId: service.id,
          slotId: slot.id,
          mode: 'video',
          payment: { method: 'upi', amount: 1500 - 15 * percent, discount: { percent, reason: 'Friend of the clinic' } },
        },
        staff.token,
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        error: 'This discount is more than your role may give',
        key: 'frontDesk.discountOverLimit',
        fields: { 'payment.discount.percent': 'This discount is more than your role may give' },
        params: { limit: 10 },
      });
      expect(await api.db.select().from(payments).where(eq(payments.slotId, slot.id))).toEqual([]);
    },
  );

  it('lets the admin give any discount short of a waiver, and refuses an amount that is not the fee less it', async ({ api, admin, call }) => {
    const wrong = await bookWith(
      call,
      admin.token,
      { method: 'card', amount: 1500, discount: { percent: 40, reason: 'Clinic staff family' } },
      api.db,
    );
    expect(wrong.res.status).toBe(400);
    expect(await wrong.res.json()).toMatchObject({
      fields: { 'payment.amount': 'The amount taken must be the service’s fee less the discount' },
      params: { fee: 900 },
    });
    expect(await api.db.select().from(payments).where(eq(payments.slotId, wrong.slot.id))).toEqual([]);

    const right = await bookWith(
      call,
      admin.token,
      { method: 'card', amount: 900, discount: { percent: 40, reason: 'Clinic staff family' } },
      api.db,
    );
    expect(right.res.status).toBe(201);
    const [payment] = await api.db.select().from(payments).where(eq(payments.slotId, right.slot.id));
    expect(payment).toMatchObject({ amountPaise: 90_000, discountPaise: 60_000 });
  });

  it.for([
    [{ percent: 100, reason: 'All of it' }, 'payment.discount.percent'],
    [{ percent: 0, reason: 'None' }, 'payment.discount.percent'],
    [{ percent: 12.5, reason: 'A half' }, 'payment.discount.percent'],
    [{ percent: 10 }, 'payment.discount.reason'],
    [{ percent: 10, reason: '  ' }, 'payment.discount.reason'],
  ] as const)('refuses the discount %j with a message on %s, nothing booked', async ([discount, field], { api, admin, call }) => {
    const { res, slot } = await bookWith(call, admin.token, { method: 'cash', amount: 1350, discount }, api.db);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toContain(field);
    expect(await api.db.select().from(payments).where(eq(payments.slotId, slot.id))).toEqual([]);
  });

  it('sends a payment link for the fee less the discount', async ({ api, admin, call }) => {
    const { res, slot } = await bookWith(call, admin.token, { method: 'link', discount: { percent: 20, reason: 'Camp follow-up' } }, api.db);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { payment_link: { amount: number } };
    expect(body.payment_link.amount).toBe(120_000);
    const [payment] = await api.db.select().from(payments).where(eq(payments.slotId, slot.id));
    expect(payment).toMatchObject({ method: 'link', amountPaise: 120_000, discountPaise: 30_000, discountReason: 'Camp follow-up' });
  });
});
