import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { indiaDateOf, indiaTimeToInstant } from '../../src/lib/time/clinic-time';
import { appointments, auditEvents, notifications, payments, refunds, resourceLeave } from '../../src/server/kernel/db/schema';
import { apiTest as it, type Call } from '../support/api-fixture';
import { insertDoctor, insertService, insertSlot, offerService } from '../support/clinic-rows';
import { createDoctorLogin } from '../support/doctor-login';
import { createUser, type TestContext } from '../support/test-app';

// Issue 51 item 8: a doctor away for a day or some hours. Their free slots close; appointments
// already in the leave are listed for staff to move or cancel, never cancelled by the leave.

const DAY_MS = 86_400_000;
/** A clinic day three days ahead: every slot on it is in the future whatever the hour the suite runs. */
const leaveDay = () => indiaDateOf(new Date(Date.now() + 3 * DAY_MS));
const at = (time: string, date = leaveDay()) => indiaTimeToInstant(date, time);

type Affected = {
  id: number;
  leaveId: number;
  paidPaise: number;
  patient: { name: string | null; language: string };
  alternatives: { id: number; name: string }[];
};
type Created = { leave: { id: number; needsAction: number; startsAt: string; endsAt: string }; affected: Affected[] };

/** A doctor offering a service, with free slots at 10:00, 11:00 and 14:00 on the leave day, and a paid appointment at 09:00 for a Hindi-speaking patient. */
async function clinicDay(api: TestContext) {
  const doctor = await insertDoctor(api.db, { name: 'Dr. Away' });
  const other = await insertDoctor(api.db, { name: 'Dr. Cover' });
  const idle = await insertDoctor(api.db, { name: 'Dr. Other Service' });
  const service = await insertService(api.db, { pricePaise: 150_000, modes: ['video', 'call', 'in_person'] });
  await offerService(api.db, doctor.id, service.id);
  await offerService(api.db, other.id, service.id);
  const patient = await createUser(api.db, 'patient', { name: 'Asha Mehta', language: 'hi' });
  const booked = await insertSlot(api.db, doctor.id, at('09:00'), 30, { isBooked: true });
  const [appointment] = await api.db
    .insert(appointments)
    .values({ userId: patient.user.id, slotId: booked.id, serviceId: service.id, time: booked.startTime, status: 'confirmed', mode: 'in_person' })
    .returning();
  await api.db.insert(payments).values({
    appointmentId: appointment!.id,
    userId: patient.user.id,
    slotId: booked.id,
    serviceId: service.id,
    razorpayOrderId: `order_leave_${appointment!.id}`,
    razorpayPaymentId: `pay_leave_${appointment!.id}`,
    amountPaise: 150_000,
    status: 'completed',
  });
  const free = {
    ten: await insertSlot(api.db, doctor.id, at('10:00')),
    eleven: await insertSlot(api.db, doctor.id, at('11:00')),
    two: await insertSlot(api.db, doctor.id, at('14:00')),
    cover: await insertSlot(api.db, other.id, at('09:00')),
  };
  return { doctor, other, idle, service, patient, appointment: appointment!, free };
}

const freeSlotIds = async (call: Call, serviceId: number) => {
  const day = leaveDay();
  const q = new URLSearchParams({ startDate: at('00:00', day).toISOString(), endDate: at('23:59', day).toISOString(), serviceId: String(serviceId) });
  const res = await call('GET', `/api/v1/time-slots/available?${q}`, undefined, null);
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }[]).map((slot) => slot.id);
};

const deskBook = (call: Call, token: string, body: { patientId: number; serviceId: number; slotId: number }) =>
  call('POST', '/api/v1/appointments/staff', { ...body, mode: 'in_person', payment: { method: 'cash', amount: 1500 } }, token);

describe('a doctor away for a whole day', () => {
  it('closes the free slots, keeps the paid appointment and lists it with the doctors who can take it', async ({ api, call }) => {
    const day = await clinicDay(api);
    const desk = await createUser(api.db, 'receptionist');
    expect(await freeSlotIds(call, day.service.id)).toEqual(expect.arrayContaining([day.free.ten.id, day.free.eleven.id, day.free.two.id]));

    const res = await call(
      'POST',
      '/api/v1/doctor-leave',
      { doctorId: day.doctor.id, startsOn: leaveDay(), endsOn: leaveDay(), note: 'Family wedding' },
      desk.token,
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as Created;
    expect(created.leave).toMatchObject({
      needsAction: 1,
      startsAt: at('00:00').toISOString(),
      endsAt: new Date(at('00:00').getTime() + DAY_MS).toISOString(),
    });
    expect(created.affected).toEqual([
      expect.objectContaining({
        id: day.appointment.id,
        leaveId: created.leave.id,
        paidPaise: 150_000,
        patient: expect.objectContaining({ name: 'Asha Mehta', language: 'hi' }),
        alternatives: [{ id: day.other.id, name: 'Dr. Cover' }],
      }),
    ]);
    // Never cancelled silently.
    const [still] = await api.db.select().from(appointments).where(eq(appointments.id, day.appointment.id));
    expect(still!.status).toBe('confirmed');
    expect(await api.db.select().from(refunds).where(eq(refunds.appointmentId, day.appointment.id))).toEqual([]);
    // Audited in the doctor's trail, by the receptionist.
    const trail = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'doctor'), eq(auditEvents.entityId, day.doctor.id), eq(auditEvents.action, 'add_leave')));
    expect(trail).toEqual([expect.objectContaining({ actorId: desk.user.id, actorRole: 'receptionist' })]);

    // The doctor's slots that day are no longer offered or bookable; the covering doctor's are.
    const free = await freeSlotIds(call, day.service.id);
    expect(free).not.toContain(day.free.ten.id);
    expect(free).not.toContain(day.free.two.id);
    expect(free).toContain(day.free.cover.id);
    const refused = await deskBook(call, desk.token, { patientId: day.patient.user.id, serviceId: day.service.id, slotId: day.free.ten.id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ key: 'doctorLeave.doctorAway' });

    // The list and the leave's count read the same.
    const listed = (await (await call('GET', `/api/v1/doctor-leave?doctorId=${day.doctor.id}`, undefined, desk.token)).json()) as {
      id: number;
      needsAction: number;
    }[];
    expect(listed).toEqual([expect.objectContaining({ id: created.leave.id, needsAction: 1, note: 'Family wedding' })]);

    // Moved by staff to the covering doctor (the existing staff move): no longer needing action; the patient told in Hindi.
    const moved = await call(
      'POST',
      '/api/v1/appointments/reschedule',
      { appointmentId: day.appointment.id, userId: day.patient.user.id, newSlotId: day.free.cover.id },
      desk.token,
    );
    expect(moved.status).toBe(200);
    const affected = await call('GET', `/api/v1/doctor-leave/affected?doctorId=${day.doctor.id}`, undefined, desk.token);
    expect(await affected.json()).toEqual([]);
    const told = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, day.appointment.id), eq(notifications.kind, 'rescheduled'), eq(notifications.audience, 'patient')));
    expect(told.length).toBeGreaterThan(0);
    for (const message of told) expect(message.bodyText).toMatch(/[\u0900-\u097F]/);

    // A move back into the leave is refused, and nothing changes.
    const back = await call(
      'POST',
      '/api/v1/appointments/reschedule',
      { appointmentId: day.appointment.id, userId: day.patient.user.id, newSlotId: day.free.eleven.id },
      desk.token,
    );
    expect(back.status).toBe(409);
    expect(await back.json()).toMatchObject({ key: 'doctorLeave.doctorAway' });
    const [after] = await api.db.select().from(appointments).where(eq(appointments.id, day.appointment.id));
    expect(after!.slotId).toBe(day.free.cover.id);

    // Removing the leave opens the slots again.
    expect((await call('DELETE', `/api/v1/doctor-leave/${created.leave.id}`, undefined, desk.token)).status).toBe(204);
    expect(await freeSlotIds(call, day.service.id)).toEqual(expect.arrayContaining([day.free.ten.id, day.free.two.id]));
    expect((await call('DELETE', `/api/v1/doctor-leave/${created.leave.id}`, undefined, desk.token)).status).toBe(404);
  });

  it('an affected appointment cancelled with a full refund through the existing staff path', async ({ api, call, admin }) => {
    const day = await clinicDay(api);
    const created = (await (
      await call('POST', '/api/v1/doctor-leave', { doctorId: day.doctor.id, startsOn: leaveDay(), endsOn: leaveDay() })
    ).json()) as Created;
    expect(created.affected.map((a) => a.id)).toEqual([day.appointment.id]);
    const cancelled = await call(
      'POST',
      `/api/v1/appointments/${day.appointment.id}/status`,
      { status: 'cancelled', reason: 'The doctor is on leave', refund: { kind: 'full' } },
      admin.token,
    );
    expect(cancelled.status).toBe(200);
    expect(await api.db.select().from(refunds).where(eq(refunds.appointmentId, day.appointment.id))).toEqual([
      expect.objectContaining({ amountPaise: 150_000 }),
    ]);
    const told = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, day.appointment.id), eq(notifications.kind, 'cancelled'), eq(notifications.audience, 'patient')));
    expect(told.length).toBeGreaterThan(0);
    for (const message of told) expect(message.bodyText).toMatch(/[\u0900-\u097F]/);
    expect(await (await call('GET', `/api/v1/doctor-leave/affected?doctorId=${day.doctor.id}`)).json()).toEqual([]);
  });
});

describe('a doctor away for some hours', () => {
  it('closes only the slots inside the hours, and lists only the appointments inside them', async ({ api, call }) => {
    const day = await clinicDay(api);
    const res = await call('POST', '/api/v1/doctor-leave', {
      doctorId: day.doctor.id,
      startsOn: leaveDay(),
      endsOn: leaveDay(),
      fromMinute: 600, // 10:00
      untilMinute: 720, // 12:00
      note: 'Hospital round',
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Created;
    expect(created.leave).toMatchObject({ startsAt: at('10:00').toISOString(), endsAt: at('12:00').toISOString(), needsAction: 0 });
    expect(created.affected).toEqual([]);
    const free = await freeSlotIds(call, day.service.id);
    expect(free).not.toContain(day.free.ten.id);
    expect(free).not.toContain(day.free.eleven.id);
    expect(free).toContain(day.free.two.id);
  });
});

describe('who may mark leave, and bad input', () => {
  it('lets the admin and the receptionist; refuses a patient and a doctor', async ({ api, call, patient }) => {
    const day = await clinicDay(api);
    const doctor = await createDoctorLogin(api.db);
    const body = { doctorId: day.doctor.id, startsOn: leaveDay(), endsOn: leaveDay() };
    expect((await call('POST', '/api/v1/doctor-leave', body, null)).status).toBe(401);
    expect((await call('POST', '/api/v1/doctor-leave', body, patient.token)).status).toBe(403);
    expect((await call('POST', '/api/v1/doctor-leave', body, doctor.token)).status).toBe(403);
    expect((await call('GET', `/api/v1/doctor-leave/affected?doctorId=${day.doctor.id}`, undefined, doctor.token)).status).toBe(403);
    expect(await api.db.select().from(resourceLeave).where(eq(resourceLeave.resourceId, day.doctor.id))).toEqual([]);
  });

  it('refuses each bad request with its field named and saves nothing', async ({ api, call }) => {
    const doctor = await insertDoctor(api.db);
    const d = leaveDay();
    const next = indiaDateOf(new Date(Date.now() + 4 * DAY_MS));
    const yesterday = indiaDateOf(new Date(Date.now() - DAY_MS));
    const base = { doctorId: doctor.id, startsOn: d, endsOn: d };
    const cases: [unknown, number, string][] = [
      [{ ...base, endsOn: indiaDateOf(new Date(Date.now() + 2 * DAY_MS)) }, 400, 'The leave must end on or after its first day'],
      [{ ...base, startsOn: '2026-02-30' }, 400, 'Give a date as YYYY-MM-DD'],
      [{ ...base, fromMinute: 600 }, 400, 'Give both the start and the end of the hours away, or neither for whole days'],
      [{ ...base, endsOn: next, fromMinute: 600, untilMinute: 660 }, 400, 'Hours away are for one day: give the same first and last day'],
      [{ ...base, fromMinute: 660, untilMinute: 600 }, 400, 'The hours away must end after they start'],
      [{ ...base, fromMinute: 607, untilMinute: 660 }, 400, 'Give a time of day in steps of 15 minutes, from 00:00 to 24:00'],
      [{ ...base, untilMinute: 1500, fromMinute: 600 }, 400, 'Give a time of day in steps of 15 minutes, from 00:00 to 24:00'],
      [{ ...base, note: 'x'.repeat(201) }, 400, 'The note may be at most 200 characters'],
      [{ ...base, startsOn: yesterday, endsOn: yesterday }, 400, 'Leave cannot end before today'],
      [{ ...base, reason: 'unknown field' }, 400, ''],
      [{ ...base, doctorId: 999_999 }, 404, 'Doctor not found'],
    ];
    for (const [body, status, text] of cases) {
      const res = await call('POST', '/api/v1/doctor-leave', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (text) expect(JSON.stringify(await res.json()), JSON.stringify(body)).toContain(text);
    }
    expect(await api.db.select().from(resourceLeave).where(eq(resourceLeave.resourceId, doctor.id))).toEqual([]);
  });
});
