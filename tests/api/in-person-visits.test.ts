import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentMode } from '../../src/lib/domain/appointments';
import { appointments, clinicSettings, notifications, services } from '../../src/server/kernel/db/schema';
import { createBookable, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await createUser(t.db, 'admin')).token;
  await t.db.update(clinicSettings).set({ geoLat: 22.4707, geoLon: 70.0577 });
});
afterAll(() => t.close());

const parseIcs = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);

/** A verified patient books the service's slot in `mode` through create-order and verify-payment. */
async function book(mode: string, modes: AppointmentMode[]) {
  const { service, slot } = await createBookable(t.db);
  await t.db.update(services).set({ modes }).where(eq(services.id, service.id));
  const patient = await createUser(t.db, 'patient');
  const body = { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'Knee pain for a month', mode };
  const order = await requestOrder(t, patient.token, body);
  return { order, patient, service, slot, body };
}

describe('services say how they are offered', () => {
  it('GET /api/v1/services lists each service with its modes; an admin changes them; an edit without modes keeps them', async () => {
    const created = await t.app.request('/api/v1/services', jsonRequest('POST', { name: 'Abhyanga', price: 1500, modes: ['in_person'] }, adminToken));
    expect(created.status).toBe(201);
    const createdBody = (await created.json()) as { id: number; modes: string[] };
    expect(createdBody.modes).toEqual(['in_person']);
    const { id } = createdBody;
    const kept = await t.app.request(`/api/v1/services/${id}`, jsonRequest('PUT', { name: 'Abhyanga', price: 1600, status: true }, adminToken));
    expect(await kept.json()).toMatchObject({ price: 1600, modes: ['in_person'] });
    const list = (await (await t.app.request('/api/v1/services')).json()) as { id: number; modes: string[] }[];
    expect(list.find((s) => s.id === id)?.modes).toEqual(['in_person']);
  });

  it.each([
    [[], 'Choose at least one way the service is offered'],
    [['video', 'video'], 'Each mode may be listed once'],
    [['clinic'], 'Mode must be video, call or in_person'],
  ])('PUT /api/v1/services/{id} refuses modes %j with 400', async (modes, message) => {
    const { service } = await createBookable(t.db);
    const res = await t.app.request(`/api/v1/services/${service.id}`, jsonRequest('PUT', { name: 'X', price: 10, modes }, adminToken));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });
});

describe('POST /api/v1/appointments/create-order with a mode', () => {
  it('answers 400 for a mode the service does not offer, holding nothing', async () => {
    const { order, slot } = await book('video', ['in_person']);
    expect(order.status).toBe(400);
    expect(await order.json()).toMatchObject({
      error: 'This service is not offered this way',
      key: 'frontDesk.modeNotOffered',
      params: { mode: 'video' },
    });
    const [held] = await t.db.select().from(appointments).where(eq(appointments.slotId, slot.id));
    expect(held).toBeUndefined();
  });
});

describe('an in-person visit', () => {
  it('has no room; its messages and calendar file give the clinic address, GEO and "arrive 10 minutes early"', async () => {
    const { order, patient, body } = await book('in_person', ['video', 'call', 'in_person']);
    expect(order.status).toBe(201);
    const verified = await payAndVerify(t, patient.token, { ...body, order_id: ((await order.json()) as { order_id: string }).order_id });
    expect(verified.status).toBe(201);
    const booked = ((await verified.json()) as { appointment: { id: number; mode: string; google_meet_link: string | null } }).appointment;
    expect(booked).toMatchObject({ mode: 'in_person', google_meet_link: null });

    const sent = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, booked.id), eq(notifications.kind, 'booking_confirmed')));
    const patientMail = sent.find((n) => n.audience === 'patient' && n.channel === 'email')!;
    expect(patientMail.bodyText).toContain('Your appointment is at the clinic: Jamnagar Ayurveda Clinic, 2nd floor, Shanti Complex');
    expect(patientMail.bodyText).toContain('Please arrive 10 minutes early.');
    expect(patientMail.bodyText).not.toContain('Meeting link');
    // The registered SMS or WhatsApp template names the visit (issue 28's catalogue).
    const patientSms = sent.find((n) => n.audience === 'patient' && n.channel !== 'email')!;
    expect(patientSms.bodyText).toContain('clinic visit');
    const doctorMail = sent.find((n) => n.audience === 'doctor' && n.channel === 'email')!;
    expect(doctorMail.bodyText).toContain('Mode: In person, at the clinic');
    const attached = parseIcs(doctorMail.attachments[0]!.content);
    expect(attached.location).toContain('2nd floor, Shanti Complex, Near Lal Bungalow, Pandit Nehru Marg, Jamnagar, Gujarat 361008, India');

    const res = await t.app.request(`/api/v1/appointments/${booked.id}/calendar.ics`, jsonRequest('GET', undefined, patient.token));
    expect(res.status).toBe(200);
    const ics = await res.text();
    const event = parseIcs(ics);
    expect(event.location).toContain('Jamnagar, Gujarat 361008, India');
    expect(event.description).toContain('Please arrive 10 minutes early.');
    expect(ics).toMatch(/^GEO:22\.4707;70\.0577\r?$/m);
    expect(ics).not.toMatch(/^URL/m);
    expect(ics).not.toContain('meet.jit.si');
  });
});
