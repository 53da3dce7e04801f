import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, doctors, notifications, paymentDocuments, payments, services, users } from '../../src/server/kernel/db/schema';
import { createBookable, createSlot, requestOrder } from '../support/booking-fixtures';
import { offerService } from '../support/clinic-rows';
import { createDoctorLogin } from '../support/doctor-login';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());

const book = (body: unknown, token: string | undefined = admin.token) =>
  t.app.request('/api/v1/appointments/staff', jsonRequest('POST', body, token));

interface Booked {
  patientId: number;
  appointment: { id: number; status: string; mode: string; payment: { status: string; amount: number } };
}

describe('POST /api/v1/appointments/staff', () => {
  it.each([
    ['cash', { method: 'cash', amount: 1500 }],
    ['upi', { method: 'upi', amount: '1500', reference: 'UPI 4512 8890' }],
    ['card', { method: 'card', amount: 1500, reference: 'slip 0042' }],
  ])(
    'books an existing patient paying by %s at the desk: confirmed at once, recorded with who took it, audited and announced',
    async (method, payment) => {
      const { service, slot } = await createBookable(t.db);
      const patient = await createUser(t.db, 'patient');
      const res = await book({ patientId: patient.user.id, serviceId: service.id, slotId: slot.id, mode: 'video', payment });
      expect(res.status).toBe(201);
      const body = (await res.json()) as Booked;
      expect(body).toMatchObject({
        patientId: patient.user.id,
        appointment: { status: 'confirmed', mode: 'video', payment: { status: 'completed', amount: 150_000 } },
      });
      const [row] = await t.db.select().from(payments).where(eq(payments.appointmentId, body.appointment.id));
      expect(row).toMatchObject({
        method,
        takenByUserId: admin.user.id,
        amountPaise: 150_000,
        reference: 'reference' in payment ? payment.reference : null,
      });
      const trail = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'appointment'), eq(auditEvents.entityId, body.appointment.id)));
      expect(trail).toEqual([expect.objectContaining({ action: 'book', actorId: admin.user.id, actorRole: 'admin' })]);
      const queued = await t.db.select().from(notifications).where(eq(notifications.appointmentId, body.appointment.id));
      expect(queued.some((n) => n.kind === 'booking_confirmed' && n.audience === 'patient')).toBe(true);
      // The desk's money gets its receipt, naming how it was paid (issue 30).
      const documents = await t.db.select().from(paymentDocuments).where(eq(paymentDocuments.appointmentId, body.appointment.id));
      expect(documents).toEqual([expect.objectContaining({ kind: 'receipt', method, amountPaise: 150_000 })]);
    },
  );

  it('adds a new patient, provisional until they verify their number, and books them', async () => {
    const { service, slot } = await createBookable(t.db);
    const mobile = `+9198${String(Date.now()).slice(-8)}`;
    const res = await book({
      patient: { name: 'Walk-in Patient', mobile, language: 'gu' },
      serviceId: service.id,
      slotId: slot.id,
      mode: 'in_person',
      payment: { method: 'cash', amount: 1500 },
    });
    // A mode the service does not offer (new services offer video and call).
    expect(res.status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toEqual([]);
    await t.db
      .update(services)
      .set({ modes: ['video', 'call', 'in_person'] })
      .where(eq(services.id, service.id));
    const booked = await book({
      patient: { name: 'Walk-in Patient', mobile, language: 'gu' },
      serviceId: service.id,
      slotId: slot.id,
      mode: 'in_person',
      payment: { method: 'cash', amount: 1500 },
    });
    expect(booked.status).toBe(201);
    const body = (await booked.json()) as Booked;
    const [patient] = await t.db.select().from(users).where(eq(users.id, body.patientId));
    expect(patient).toMatchObject({ name: 'Walk-in Patient', mobile, language: 'gu', role: 'patient', phoneVerifiedAt: null });
    const [registered] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'user'), eq(auditEvents.entityId, body.patientId)));
    expect(registered).toMatchObject({ action: 'register', actorId: admin.user.id });

    const again = await book({
      patient: { name: 'Someone Else', mobile },
      serviceId: service.id,
      slotId: (await createSlot(t.db, slot.doctorId, 72)).id,
      mode: 'video',
      payment: { method: 'cash', amount: 1500 },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ key: 'frontDesk.mobileRegistered' });
  });

  it('waives the fee with the reason in the audit trail', async () => {
    const { service, slot } = await createBookable(t.db);
    const patient = await createUser(t.db, 'patient');
    const res = await book({
      patientId: patient.user.id,
      serviceId: service.id,
      slotId: slot.id,
      mode: 'call',
      payment: { method: 'waived', reason: 'Follow-up within a week' },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Booked;
    expect(body.appointment.payment).toMatchObject({ status: 'completed', amount: 0 });
    const [booked] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'appointment'), eq(auditEvents.entityId, body.appointment.id)));
    expect(booked!.after).toMatchObject({ payment: { method: 'waived', waiverReason: 'Follow-up within a week', amountPaise: 0 } });
    // No money taken, no receipt.
    expect(await t.db.select().from(paymentDocuments).where(eq(paymentDocuments.appointmentId, body.appointment.id))).toEqual([]);
  });

  it('refuses an amount other than the fee, a missing waiver reason, or no patient, with 400 and nothing written', async () => {
    const { service, slot } = await createBookable(t.db);
    const patient = await createUser(t.db, 'patient');
    const base = { patientId: patient.user.id, serviceId: service.id, slotId: slot.id, mode: 'video' };
    const wrong = await book({ ...base, payment: { method: 'cash', amount: 100 } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ key: 'frontDesk.amountNotFee', params: { fee: 1500 } });
    expect((await book({ ...base, payment: { method: 'waived', reason: ' ' } })).status).toBe(400);
    expect((await book({ serviceId: service.id, slotId: slot.id, mode: 'video', payment: { method: 'cash', amount: 1500 } })).status).toBe(400);
    expect(await t.db.select().from(payments).where(eq(payments.slotId, slot.id))).toEqual([]);
  });

  it('answers 409 for a slot already booked, 401 without a token and 403 for a patient', async () => {
    const { service, slot } = await createBookable(t.db);
    const patient = await createUser(t.db, 'patient');
    const body = { patientId: patient.user.id, serviceId: service.id, slotId: slot.id, mode: 'video', payment: { method: 'cash', amount: 1500 } };
    expect((await book(body, '')).status).toBe(401);
    expect((await book(body, patient.token)).status).toBe(403);
    expect((await book(body)).status).toBe(201);
    expect((await book(body)).status).toBe(409);
  });

  it('refuses a slot as the patient’s checkout does: the same status and message for each case', async () => {
    const { doctor, service } = await createBookable(t.db);
    const patient = await createUser(t.db, 'patient');
    const holder = await createUser(t.db, 'patient');
    const [notOffered] = await t.db.insert(services).values({ name: 'Not offered', pricePaise: 150_000 }).returning();
    const [inactiveService] = await t.db.insert(services).values({ name: 'Withdrawn', pricePaise: 150_000, status: false }).returning();
    const heldUntil = new Date(Date.now() + 5 * 60_000);
    const { doctor: inactiveDoctor } = await createBookable(t.db);
    await offerService(t.db, inactiveDoctor.id, service.id);
    await t.db.update(doctors).set({ status: false }).where(eq(doctors.id, inactiveDoctor.id));
    const cases = [
      ['unknown service', { serviceId: 999_999 }, 404],
      ['inactive service', { serviceId: inactiveService!.id }, 404],
      ['unknown slot', { slotId: 999_999 }, 404],
      ['booked slot', { slotId: (await createSlot(t.db, doctor.id, 50, { isBooked: true })).id }, 409],
      ['inactive slot', { slotId: (await createSlot(t.db, doctor.id, 51, { status: false })).id }, 409],
      ['past slot', { slotId: (await createSlot(t.db, doctor.id, -1)).id }, 409],
      ['slot held for another', { slotId: (await createSlot(t.db, doctor.id, 52, { heldUntil, heldByUserId: holder.user.id })).id }, 409],
      ['slot of an inactive doctor', { slotId: (await createSlot(t.db, inactiveDoctor.id, 53)).id }, 409],
      ['service the doctor does not offer', { serviceId: notOffered!.id }, 409],
    ] as const;
    for (const [name, change, status] of cases) {
      const request = { serviceId: service.id, slotId: (await createSlot(t.db, doctor.id, 60)).id, ...change };
      const checkout = await requestOrder(t, patient.token, { userId: patient.user.id, description: 'Knee pain', ...request });
      const desk = await book({ patientId: patient.user.id, mode: 'video', payment: { method: 'waived', reason: 'Review' }, ...request });
      expect([name, checkout.status], name).toEqual([name, status]);
      expect([name, desk.status, await desk.json()], name).toEqual([name, status, await checkout.json()]);
    }
  });

  it('lets a doctor book only into their own calendar: 403 for another doctor’s slot', async () => {
    const { service, slot: othersSlot } = await createBookable(t.db);
    const doctor = await createDoctorLogin(t.db);
    await offerService(t.db, doctor.doctor.id, service.id);
    const ownSlot = await createSlot(t.db, doctor.doctor.id, 30);
    const patient = await createUser(t.db, 'patient');
    const body = { patientId: patient.user.id, serviceId: service.id, mode: 'video', payment: { method: 'waived', reason: 'Review of reports' } };
    const refused = await book({ ...body, slotId: othersSlot.id }, doctor.token);
    expect(refused.status).toBe(403);
    expect(await t.db.select().from(payments).where(eq(payments.slotId, othersSlot.id))).toEqual([]);
    const own = await book({ ...body, slotId: ownSlot.id }, doctor.token);
    expect(own.status).toBe(201);
    const [row] = await t.db.select().from(payments).where(eq(payments.slotId, ownSlot.id));
    expect(row).toMatchObject({ method: 'waived', takenByUserId: doctor.user.id });
  });
});
