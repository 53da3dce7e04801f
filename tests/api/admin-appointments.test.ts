import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appointmentMessages } from '../../src/lib/validation/messages';
import { rescheduleMessages } from '../../src/lib/validation/messages';
import type { Database } from '../../src/server/kernel/db/database';
import { appointments, doctors, payments, services, timeSlots } from '../../src/server/kernel/db/schema';
import { createAppointment, createDoctorAndService, createSlot } from '../support/clinic-rows';
import { apiTest as it, type Call } from '../support/api-fixture';
import { createUser } from '../support/test-app';

it.beforeEach(async ({ api }) => {
  await api.db.delete(payments);
  await api.db.delete(appointments);
  await api.db.delete(timeSlots);
  await api.db.delete(doctors);
  await api.db.delete(services);
});

/** Sent as the admin unless another token (or null for none) is given. */
const reschedule = (call: Call, body: unknown, token?: string | null) => call('POST', '/api/v1/appointments/reschedule', body, token);

/** A confirmed, paid appointment of a new patient, and a free slot two days ahead. */
async function bookedAppointmentAndFreeSlot(db: Database, status = 'confirmed') {
  const { doctor, service } = await createDoctorAndService(db);
  const { user } = await createUser(db, 'patient', { name: 'Asha Patel', email: 'asha@example.com' });
  const { appointment, slot } = await createAppointment(db, { userId: user.id, doctorId: doctor.id, serviceId: service.id, status });
  const freeSlot = await createSlot(db, doctor.id, 48);
  return { doctor, service, user, appointment, oldSlot: slot, freeSlot };
}

const slotRow = async (db: Database, id: number) => (await db.select().from(timeSlots).where(eq(timeSlots.id, id)))[0]!;
const appointmentRow = async (db: Database, id: number) => (await db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe('GET /api/v1/appointments/admin', () => {
  it('pages with limit and offset, newest first, and tells the total', async ({ api, call }) => {
    const first = await bookedAppointmentAndFreeSlot(api.db);
    const { user } = await createUser(api.db, 'patient');
    const second = await createAppointment(api.db, { userId: user.id, doctorId: first.doctor.id, serviceId: first.service.id, hoursFromNow: 72 });
    const page = async (query: string) => {
      const res = await call('GET', `/api/v1/appointments/admin?${query}`);
      return { status: res.status, total: res.headers.get('x-total-count'), ids: ((await res.json()) as { id: number }[]).map((a) => a.id) };
    };
    expect(await page('limit=1')).toEqual({ status: 200, total: '2', ids: [second.appointment.id] });
    expect(await page('limit=1&offset=1')).toEqual({ status: 200, total: '2', ids: [first.appointment.id] });
    expect((await page('limit=1&offset=1')).ids).not.toContain(second.appointment.id);
    for (const bad of ['limit=0', 'limit=abc', 'limit=5000', 'offset=-1']) {
      const res = await call('GET', `/api/v1/appointments/admin?${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it('lists appointments with patient, payment in paise, doctor and service', async ({ admin, api }) => {
    const { user, appointment, oldSlot, doctor, service } = await bookedAppointmentAndFreeSlot(api.db);
    const res = await admin.client.api.v1.appointments.admin.$get({ query: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        id: appointment.id,
        user_id: user.id,
        user: { name: 'Asha Patel', email: 'asha@example.com', mobile: user.mobile },
        time: oldSlot.startTime.toISOString(),
        status: 'confirmed',
        google_meet_link: 'https://meet.jit.si/clinic-test-room',
        payment: { status: 'completed', amount: 150_000, razorpay_payment_id: expect.stringMatching(/^pay_/) },
        refunds: [],
        slot_id: oldSlot.id,
        doctor: { name: doctor.name, id: doctor.id },
        service: { id: service.id, name: service.name },
        description: 'Joint pain in the mornings',
        mode: 'video',
        cancellation_reason: null,
        checked_in_at: null,
      },
    ]);
  });

  it('shows payment null for an appointment without a payment, newest appointment first', async ({ admin, api }) => {
    const { doctor, service } = await createDoctorAndService(api.db);
    const { user } = await createUser(api.db, 'patient');
    const soon = await createAppointment(api.db, { userId: user.id, doctorId: doctor.id, serviceId: service.id, hoursFromNow: 5, isPaid: false });
    const later = await createAppointment(api.db, { userId: user.id, doctorId: doctor.id, serviceId: service.id, hoursFromNow: 50 });
    const body = (await (await admin.client.api.v1.appointments.admin.$get({ query: {} })).json()) as { id: number; payment: unknown }[];
    expect(body.map((a) => a.id)).toEqual([later.appointment.id, soon.appointment.id]);
    expect(body[1]!.payment).toBeNull();
  });

  it('never shows the patient password hash or token details (the mobile is shown: staff call patients)', async ({ admin, api }) => {
    await bookedAppointmentAndFreeSlot(api.db);
    const text = await (await admin.client.api.v1.appointments.admin.$get({ query: {} })).text();
    expect(text).not.toMatch(/password|firebase|token_version/i);
  });

  it('answers 401 without a token and 403 for a patient', async ({ client, patient }) => {
    expect((await client.api.v1.appointments.admin.$get({ query: {} })).status).toBe(401);
    const res = await patient.client.api.v1.appointments.admin.$get({ query: {} });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('POST /api/v1/appointments/reschedule', () => {
  it('moves the appointment to the new slot, frees the old slot and answers with the appointment', async ({ api, call }) => {
    const { user, appointment, oldSlot, freeSlot } = await bookedAppointmentAndFreeSlot(api.db);
    const res = await reschedule(call, { appointmentId: appointment.id, newSlotId: freeSlot.id, userId: user.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: appointment.id, time: freeSlot.startTime.toISOString(), slot_id: freeSlot.id, status: 'confirmed' });
    expect(await slotRow(api.db, oldSlot.id)).toMatchObject({ isBooked: false });
    expect(await slotRow(api.db, freeSlot.id)).toMatchObject({ isBooked: true });
    expect(await appointmentRow(api.db, appointment.id)).toMatchObject({ slotId: freeSlot.id, time: freeSlot.startTime });
  });

  it('reschedules a pending appointment and takes over a slot whose checkout hold has expired', async ({ api, call }) => {
    const { user, appointment, freeSlot } = await bookedAppointmentAndFreeSlot(api.db, 'pending');
    await api.db
      .update(timeSlots)
      .set({ heldUntil: new Date(Date.now() - 60_000), heldByUserId: user.id })
      .where(eq(timeSlots.id, freeSlot.id));
    const res = await reschedule(call, { appointmentId: appointment.id, newSlotId: freeSlot.id, userId: user.id });
    expect(res.status).toBe(200);
    expect(await slotRow(api.db, freeSlot.id)).toMatchObject({ isBooked: true, heldUntil: null, heldByUserId: null });
  });

  it.for(['completed', 'cancelled'])('refuses a %s appointment with 409 and changes nothing', async (status, { api, call }) => {
    const { user, appointment, oldSlot, freeSlot } = await bookedAppointmentAndFreeSlot(api.db, status);
    const res = await reschedule(call, { appointmentId: appointment.id, newSlotId: freeSlot.id, userId: user.id });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: rescheduleMessages.notReschedulable, code: 'conflict' });
    expect(await appointmentRow(api.db, appointment.id)).toMatchObject({ slotId: oldSlot.id });
    expect(await slotRow(api.db, freeSlot.id)).toMatchObject({ isBooked: false });
  });

  it.for([
    ['booked', { isBooked: true }, 409, rescheduleMessages.slotTaken],
    ['held by a checkout', { heldUntil: new Date(Date.now() + 10 * 60_000) }, 409, rescheduleMessages.slotTaken],
    ['inactive', { status: false }, 409, rescheduleMessages.slotInactive],
  ] as const)('refuses a new slot that is %s and keeps the old one booked', async ([, fields, status, error], { api, call }) => {
    const { user, appointment, oldSlot, freeSlot } = await bookedAppointmentAndFreeSlot(api.db);
    await api.db.update(timeSlots).set(fields).where(eq(timeSlots.id, freeSlot.id));
    const res = await reschedule(call, { appointmentId: appointment.id, newSlotId: freeSlot.id, userId: user.id });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
    expect(await slotRow(api.db, oldSlot.id)).toMatchObject({ isBooked: true });
    expect(await appointmentRow(api.db, appointment.id)).toMatchObject({ slotId: oldSlot.id });
  });

  it('refuses a slot of a doctor who is no longer active with 409', async ({ api, call }) => {
    const { user, appointment, oldSlot } = await bookedAppointmentAndFreeSlot(api.db);
    const [otherDoctor] = await api.db
      .insert(doctors)
      .values({ name: 'Dr. Away', specialization: 'General', email: 'away@example.com', mobile: '9876500000', gender: 'male', status: false })
      .returning();
    const slot = await createSlot(api.db, otherDoctor!.id, 60);
    const res = await reschedule(call, { appointmentId: appointment.id, newSlotId: slot.id, userId: user.id });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: rescheduleMessages.doctorInactive });
    expect(await appointmentRow(api.db, appointment.id)).toMatchObject({ slotId: oldSlot.id });
  });

  it('refuses a slot in the past with 400', async ({ api, call }) => {
    const { user, appointment, doctor } = await bookedAppointmentAndFreeSlot(api.db);
    const past = await createSlot(api.db, doctor.id, -2);
    const res = await reschedule(call, { appointmentId: appointment.id, newSlotId: past.id, userId: user.id });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: rescheduleMessages.slotInPast });
    expect(await slotRow(api.db, past.id)).toMatchObject({ isBooked: false });
  });

  it('refuses the slot the appointment already has with 409', async ({ api, call }) => {
    const { user, appointment, oldSlot } = await bookedAppointmentAndFreeSlot(api.db);
    const res = await reschedule(call, { appointmentId: appointment.id, newSlotId: oldSlot.id, userId: user.id });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: rescheduleMessages.sameSlot });
    expect(await slotRow(api.db, oldSlot.id)).toMatchObject({ isBooked: true });
  });

  it('refuses a userId that is not the appointment owner with 400', async ({ api, call }) => {
    const { appointment, freeSlot } = await bookedAppointmentAndFreeSlot(api.db);
    const other = await createUser(api.db, 'patient');
    const res = await reschedule(call, { appointmentId: appointment.id, newSlotId: freeSlot.id, userId: other.user.id });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: rescheduleMessages.wrongUser });
    expect(await slotRow(api.db, freeSlot.id)).toMatchObject({ isBooked: false });
  });

  it('answers 404 for a missing appointment or a missing slot', async ({ api, call }) => {
    const { user, appointment, freeSlot } = await bookedAppointmentAndFreeSlot(api.db);
    const noAppointment = await reschedule(call, { appointmentId: appointment.id + 1000, newSlotId: freeSlot.id, userId: user.id });
    expect(noAppointment.status).toBe(404);
    expect(await noAppointment.json()).toMatchObject({ error: 'Appointment not found' });
    const noSlot = await reschedule(call, { appointmentId: appointment.id, newSlotId: freeSlot.id + 1000, userId: user.id });
    expect(noSlot.status).toBe(404);
    expect(await noSlot.json()).toMatchObject({ error: 'Time slot not found' });
  });

  it.for([
    ['a missing newSlotId', { appointmentId: 1, userId: 1 }, appointmentMessages.slotRequired],
    ['a null newSlotId', { appointmentId: 1, newSlotId: null, userId: 1 }, appointmentMessages.slotRequired],
    ['a string newSlotId', { appointmentId: 1, newSlotId: '7', userId: 1 }, appointmentMessages.slotRequired],
    ['a fractional newSlotId', { appointmentId: 1, newSlotId: 7.5, userId: 1 }, appointmentMessages.slotRequired],
    ['a missing appointmentId', { newSlotId: 7, userId: 1 }, 'Id must be a positive integer'],
    ['a negative userId', { appointmentId: 1, newSlotId: 7, userId: -3 }, 'Id must be a positive integer'],
  ])('refuses %s with 400', async ([, body, error], { call }) => {
    const res = await reschedule(call, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error, code: 'invalid' });
  });

  it('answers 401 without a token and 403 for a patient, changing nothing', async ({ api, call, patient }) => {
    const { user, appointment, freeSlot } = await bookedAppointmentAndFreeSlot(api.db);
    const body = { appointmentId: appointment.id, newSlotId: freeSlot.id, userId: user.id };
    expect((await reschedule(call, body, null)).status).toBe(401);
    expect((await reschedule(call, body, patient.token)).status).toBe(403);
    expect(await slotRow(api.db, freeSlot.id)).toMatchObject({ isBooked: false });
  });

  it('lets exactly one of two admins move different appointments onto the same slot at once', async ({ api, call }) => {
    const first = await bookedAppointmentAndFreeSlot(api.db);
    const { appointment: second, slot: secondOldSlot } = await createAppointment(api.db, {
      userId: first.user.id,
      doctorId: first.doctor.id,
      serviceId: first.service.id,
      hoursFromNow: 30,
    });
    const otherAdmin = await createUser(api.db, 'admin');
    const responses = await Promise.all([
      reschedule(call, { appointmentId: first.appointment.id, newSlotId: first.freeSlot.id, userId: first.user.id }),
      reschedule(call, { appointmentId: second.id, newSlotId: first.freeSlot.id, userId: first.user.id }, otherAdmin.token),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    expect(await loser.json()).toMatchObject({ error: rescheduleMessages.slotTaken });
    const inNewSlot = await api.db.select().from(appointments).where(eq(appointments.slotId, first.freeSlot.id));
    expect(inNewSlot).toHaveLength(1);
    // The loser keeps its own slot, still booked.
    const loserOldSlot = inNewSlot[0]!.id === first.appointment.id ? secondOldSlot : first.oldSlot;
    expect(await slotRow(api.db, loserOldSlot.id)).toMatchObject({ isBooked: true });
  });
});
