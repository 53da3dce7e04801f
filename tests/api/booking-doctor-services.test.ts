import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorServices, doctors } from '../../src/server/kernel/db/schema';
import { payAndVerify, requestOrder } from '../support/booking-fixtures';
import { insertDoctor, insertService, insertSlot } from '../support/clinic-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const link = (doctorId: number, serviceId: number) => t.db.insert(doctorServices).values({ doctorId, serviceId });
const dayRange = (date: string) =>
  `startDate=${encodeURIComponent(new Date(`${date}T00:00:00+05:30`).toISOString())}&endDate=${encodeURIComponent(new Date(`${date}T23:59:59.999+05:30`).toISOString())}`;

describe('GET /api/v1/time-slots/available with serviceId', () => {
  it('lists only the slots of doctors who offer the service; without it, everyone’s', async () => {
    const panchakarma = await insertService(t.db);
    const garbhasanskar = await insertService(t.db);
    const kavya = await insertDoctor(t.db, { name: 'Dr. Kavya Pandya', registrationNumber: 'GBAUSM/G-23106', qualification: 'BAMS, MD (Ayu)' });
    const meera = await insertDoctor(t.db, { name: 'Dr. Meera Joshi' });
    await link(kavya.id, panchakarma.id);
    await link(meera.id, garbhasanskar.id);
    const date = '2031-03-04';
    const kavyaSlot = await insertSlot(t.db, kavya.id, new Date('2031-03-04T05:00:00Z'));
    const meeraSlot = await insertSlot(t.db, meera.id, new Date('2031-03-04T05:00:00Z'));

    const filtered = await t.app.request(`/api/v1/time-slots/available?${dayRange(date)}&serviceId=${panchakarma.id}`);
    expect(filtered.status).toBe(200);
    const body = (await filtered.json()) as { id: number; doctor: Record<string, unknown> }[];
    expect(body.map((s) => s.id)).toEqual([kavyaSlot.id]);
    expect(body[0]!.doctor).toMatchObject({ name: 'Dr. Kavya Pandya', registration_number: 'GBAUSM/G-23106', qualification: 'BAMS, MD (Ayu)' });

    const all = (await (await t.app.request(`/api/v1/time-slots/available?${dayRange(date)}`)).json()) as { id: number }[];
    expect(all.map((s) => s.id).sort()).toEqual([kavyaSlot.id, meeraSlot.id].sort());
  });

  it('answers 400 for a serviceId that is not an id', async () => {
    const res = await t.app.request(`/api/v1/time-slots/available?${dayRange('2031-03-04')}&serviceId=abc`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid' });
  });
});

describe('GET /api/v1/time-slots/availability', () => {
  it('counts free slots per clinic (IST) day, splitting at IST midnight, not UTC midnight', async () => {
    const service = await insertService(t.db);
    const doctor = await insertDoctor(t.db);
    const other = await insertDoctor(t.db);
    await link(doctor.id, service.id);
    // 2031-05-01 00:00 IST is 2031-04-30 18:30 UTC; 2031-05-31 23:59 IST is 18:29 UTC.
    await insertSlot(t.db, doctor.id, new Date('2031-04-30T18:00:00Z')); // 23:30 IST on 30 April: not May
    await insertSlot(t.db, doctor.id, new Date('2031-04-30T18:30:00Z')); // 00:00 IST on 1 May
    await insertSlot(t.db, doctor.id, new Date('2031-05-10T18:29:00Z')); // 23:59 IST on 10 May
    await insertSlot(t.db, doctor.id, new Date('2031-05-10T18:30:00Z')); // 00:00 IST on 11 May
    await insertSlot(t.db, doctor.id, new Date('2031-05-11T04:30:00Z'), 30, { isBooked: true }); // booked: not counted
    await insertSlot(t.db, doctor.id, new Date('2031-05-31T18:30:00Z')); // 00:00 IST on 1 June
    await insertSlot(t.db, other.id, new Date('2031-05-12T04:30:00Z')); // a doctor who does not offer the service

    const res = await t.app.request(`/api/v1/time-slots/availability?month=2031-05&serviceId=${service.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { month: string; days: { date: string; count: number }[] };
    expect(body.month).toBe('2031-05');
    expect(body.days).toHaveLength(31);
    const counted = Object.fromEntries(body.days.filter((d) => d.count > 0).map((d) => [d.date, d.count]));
    expect(counted).toEqual({ '2031-05-01': 1, '2031-05-10': 1, '2031-05-11': 1 });

    const everyone = (await (await t.app.request('/api/v1/time-slots/availability?month=2031-05')).json()) as typeof body;
    expect(everyone.days.find((d) => d.date === '2031-05-12')!.count).toBeGreaterThanOrEqual(1);
  });

  it.each(['2031-13', '2031-5', 'May', ''])('answers 400 for month=%s', async (month) => {
    const res = await t.app.request(`/api/v1/time-slots/availability?month=${month}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'month must be YYYY-MM', code: 'invalid' });
  });
});

describe('POST /api/v1/doctors with service_ids', () => {
  it('stores the services the doctor offers and answers them; an unknown service changes nothing', async () => {
    const admin = await createUser(t.db, 'admin');
    const service = await insertService(t.db);
    const doctor = {
      name: 'Dr. New',
      specialization: 'General Medicine',
      email: 'new@clinic.example',
      mobile: '9824011999',
      gender: 'male',
      registration_number: 'GBAUSM/G-30001',
      service_ids: [service.id],
    };
    const created = await t.app.request('/api/v1/doctors', jsonRequest('POST', doctor, admin.token));
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: number };
    expect(body).toMatchObject({ registration_number: 'GBAUSM/G-30001', photo_url: null, service_ids: [service.id] });

    const bad = await t.app.request(
      `/api/v1/doctors/${body.id}`,
      jsonRequest('PUT', { ...doctor, name: 'Changed', service_ids: [999_999] }, admin.token),
    );
    expect(bad.status).toBe(400);
    const [row] = await t.db.select().from(doctors).where(eq(doctors.id, body.id));
    expect(row!.name).toBe('Dr. New');
    expect(await t.db.select().from(doctorServices).where(eq(doctorServices.doctorId, body.id))).toEqual([
      { doctorId: body.id, serviceId: service.id },
    ]);
  });
});

describe('Appointment mode and calendar file', () => {
  it('carries a call booking from create-order to the appointment, the admin list and the patient’s calendar file', async () => {
    const service = await insertService(t.db);
    const doctor = await insertDoctor(t.db);
    await link(doctor.id, service.id);
    const slot = await insertSlot(t.db, doctor.id);
    const patient = await createUser(t.db, 'patient');
    const order = (await (
      await requestOrder(t, patient.token, {
        userId: patient.user.id,
        slotId: slot.id,
        serviceId: service.id,
        description: 'Back pain',
        mode: 'call',
      })
    ).json()) as { order_id: string; userId: number; slotId: number; serviceId: number; description: string };
    const booked = await payAndVerify(t, patient.token, order);
    expect(booked.status).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: { id: number; mode: string } };
    expect(appointment.mode).toBe('call');

    const admin = await createUser(t.db, 'admin');
    const list = (await (
      await t.app.request('/api/v1/appointments/admin?pageSize=100&sort=id&order=desc', jsonRequest('GET', undefined, admin.token))
    ).json()) as { id: number; mode: string }[] | { rows: { id: number; mode: string }[] };
    const rows = Array.isArray(list) ? list : list.rows;
    expect(rows.find((r) => r.id === appointment.id)?.mode).toBe('call');

    const ics = await t.app.request(`/api/v1/appointments/${appointment.id}/calendar.ics`, jsonRequest('GET', undefined, patient.token));
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(await ics.text()).toContain(`appointment-${appointment.id}@`);

    const outsider = await createUser(t.db, 'patient');
    const other = await t.app.request(`/api/v1/appointments/${appointment.id}/calendar.ics`, jsonRequest('GET', undefined, outsider.token));
    expect(other.status).toBe(404);
  });

  it('answers 400 for a mode that is not video, call or in person', async () => {
    const service = await insertService(t.db);
    const doctor = await insertDoctor(t.db);
    const slot = await insertSlot(t.db, doctor.id);
    const patient = await createUser(t.db, 'patient');
    const res = await requestOrder(t, patient.token, {
      userId: patient.user.id,
      slotId: slot.id,
      serviceId: service.id,
      description: 'x',
      mode: 'sms',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Mode must be video, call or in_person' });
  });
});
