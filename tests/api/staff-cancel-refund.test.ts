import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notifications, payments, refunds } from '../../src/server/kernel/db/schema';
import { createAppointment, createDoctorAndService } from '../support/clinic-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let ids: { doctorId: number; serviceId: number };
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
  const { doctor, service } = await createDoctorAndService(t.db);
  ids = { doctorId: doctor.id, serviceId: service.id };
});
afterAll(() => t.close());

/** A confirmed appointment paid ₹1,500 two days ahead. */
async function paidAppointment() {
  const patient = await createUser(t.db, 'patient');
  const { appointment } = await createAppointment(t.db, { userId: patient.user.id, ...ids, hoursFromNow: 48 });
  return appointment;
}

const cancel = (id: number, body: Record<string, unknown>) =>
  t.app.request(
    `/api/v1/appointments/${id}/status`,
    jsonRequest('POST', { status: 'cancelled', reason: 'The doctor is unwell', ...body }, admin.token),
  );

const refundsOf = (appointmentId: number) => t.db.select().from(refunds).where(eq(refunds.appointmentId, appointmentId));

describe('POST /api/v1/appointments/{id}/status cancelled, with the refund staff choose', () => {
  it('the patient’s SMS carries staff’s reason whole, not cut at 30 characters (issue 45)', async () => {
    const appointment = await paidAppointment();
    const reason = 'Doctor unavailable; patient asked to rebook with the same doctor next week';
    expect((await cancel(appointment.id, { reason, refund: { kind: 'full' } })).status).toBe(200);
    const [sms] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, appointment.id), eq(notifications.kind, 'cancelled'), eq(notifications.channel, 'sms')));
    expect(sms!.bodyText).toContain(`Reason: ${reason}. Refund:`);
  });

  it('refunds part of the fee, and the patient reads the reason and the amount', async () => {
    const appointment = await paidAppointment();
    const res = await cancel(appointment.id, { refund: { kind: 'part', amount: 500 } });
    expect(res.status).toBe(200);
    expect(await refundsOf(appointment.id)).toEqual([expect.objectContaining({ amountPaise: 50_000, reason: 'The doctor is unwell' })]);
    const [mail] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, appointment.id), eq(notifications.kind, 'cancelled'), eq(notifications.channel, 'email')));
    expect(mail!.bodyText).toContain('Reason: The doctor is unwell');
    expect(mail!.bodyText).toContain('We are refunding ₹500.00 to the card or account you paid with.');
    const [trail] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, appointment.id), eq(auditEvents.action, 'cancel')));
    expect(trail!.after).toMatchObject({ refundPaise: 50_000, cancellationReason: 'The doctor is unwell' });
  });

  it('refunds nothing when staff choose none, and says so', async () => {
    const appointment = await paidAppointment();
    expect((await cancel(appointment.id, { refund: { kind: 'none' } })).status).toBe(200);
    expect(await refundsOf(appointment.id)).toEqual([]);
    const [mail] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, appointment.id), eq(notifications.kind, 'cancelled'), eq(notifications.channel, 'email')));
    expect(mail!.bodyText).toContain('No refund is due for this cancellation.');
  });

  it('refunds in full without a choice, as before', async () => {
    const appointment = await paidAppointment();
    expect((await cancel(appointment.id, {})).status).toBe(200);
    expect(await refundsOf(appointment.id)).toEqual([expect.objectContaining({ amountPaise: 150_000 })]);
  });

  it('caps a part refund at what is still refundable: 400, the appointment stays booked', async () => {
    const appointment = await paidAppointment();
    await t.db.update(payments).set({ refundedPaise: 100_000 }).where(eq(payments.appointmentId, appointment.id));
    const res = await cancel(appointment.id, { refund: { kind: 'part', amount: 600 } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ key: 'frontDesk.refundTooLarge', params: { refundable: 500 } });
    expect(await refundsOf(appointment.id)).toEqual([]);
    expect((await cancel(appointment.id, { refund: { kind: 'part', amount: 500 } })).status).toBe(200);
    expect(await refundsOf(appointment.id)).toEqual([expect.objectContaining({ amountPaise: 50_000 })]);
  });

  it.each([[{ kind: 'part', amount: 0 }], [{ kind: 'some' }]])('refuses refund %j with 400', async (refund) => {
    const appointment = await paidAppointment();
    expect((await cancel(appointment.id, { refund })).status).toBe(400);
  });
});
