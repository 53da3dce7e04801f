import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../src/server/kernel/db/schema';
import type { PatientPage } from '../../src/lib/api/types';
import { createBookable, createSlot } from '../support/booking-fixtures';
import { insertAppointment, insertSlot, offerService } from '../support/clinic-rows';
import { createDoctorLogin } from '../support/doctor-login';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());

const page = (id: number, token: string | undefined = admin.token) =>
  t.app.request(`/api/v1/users/patients/${id}`, jsonRequest('GET', undefined, token));
const correct = (id: number, body: unknown, token: string | undefined = admin.token) =>
  t.app.request(`/api/v1/users/patients/${id}`, jsonRequest('PUT', body, token));

/** A patient booked at the desk (cash) with the doctor's login, and seen by them three days ago. */
async function patientOfDoctor() {
  const { service } = await createBookable(t.db);
  const doctor = await createDoctorLogin(t.db);
  await offerService(t.db, doctor.doctor.id, service.id);
  const patient = await createUser(t.db, 'patient', { name: 'Meera Joshi' });
  const slot = await createSlot(t.db, doctor.doctor.id, 50);
  const booked = await t.app.request(
    '/api/v1/appointments/staff',
    jsonRequest(
      'POST',
      {
        patientId: patient.user.id,
        serviceId: service.id,
        slotId: slot.id,
        mode: 'video',
        description: 'Knee pain',
        payment: { method: 'cash', amount: 1500, reference: 'R-12' },
      },
      admin.token,
    ),
  );
  expect(booked.status).toBe(201);
  const upcoming = ((await booked.json()) as { appointment: { id: number } }).appointment;
  const pastSlot = await insertSlot(t.db, doctor.doctor.id, new Date(Date.now() - 3 * 86_400_000));
  const past = await insertAppointment(t.db, patient.user.id, pastSlot, service.id, { status: 'completed', mode: 'in_person' });
  return { doctor, patient, service, upcoming, past };
}

describe('GET /api/v1/users/patients/:id', () => {
  it('gives staff the whole story: details, upcoming and past appointments, payments, messages and history', async () => {
    const { doctor, patient, service, upcoming, past } = await patientOfDoctor();
    const res = await page(patient.user.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PatientPage;
    expect(body.patient).toMatchObject({ id: patient.user.id, name: 'Meera Joshi', mobile: patient.user.mobile, language: 'en' });
    expect(body.upcoming).toEqual([
      expect.objectContaining({
        id: upcoming.id,
        status: 'confirmed',
        mode: 'video',
        description: 'Knee pain',
        doctor: { id: doctor.doctor.id, name: doctor.doctor.name },
        service: { id: service.id, name: service.name },
      }),
    ]);
    expect(body.past).toEqual([expect.objectContaining({ id: past.id, status: 'completed', mode: 'in_person' })]);
    expect(body.payments).toEqual([
      expect.objectContaining({ appointment_id: upcoming.id, amount: 150_000, method: 'cash', reference: 'R-12', taken_by: admin.user.name }),
    ]);
    expect(body.refunds).toEqual([]);
    expect(body.messages).toEqual(
      expect.arrayContaining([expect.objectContaining({ appointment_id: upcoming.id, kind: 'booking_confirmed', status: expect.any(String) })]),
    );
    expect(body.history).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity: 'appointment', entity_id: upcoming.id, action: 'book' })]),
    );
  });

  it('shows the patient’s own doctor their appointments but no payments, refunds, messages or history', async () => {
    const { doctor, patient, upcoming, past } = await patientOfDoctor();
    const res = await page(patient.user.id, doctor.token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PatientPage;
    expect(body.upcoming.map((a) => a.id)).toEqual([upcoming.id]);
    expect(body.past.map((a) => a.id)).toEqual([past.id]);
    expect(body).toMatchObject({ payments: null, refunds: null, messages: null, history: null });
  });

  it('answers 404 to another doctor, as for a patient who does not exist, and 401/403 to others', async () => {
    const { patient } = await patientOfDoctor();
    const other = await createDoctorLogin(t.db);
    const refused = await page(patient.user.id, other.token);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(await refused.json())).not.toContain('Meera');
    expect((await page(admin.user.id)).status).toBe(404);
    expect((await page(2_000_000)).status).toBe(404);
    expect((await page(patient.user.id, '')).status).toBe(401);
    expect((await page(patient.user.id, patient.token)).status).toBe(403);
    expect((await page(0)).status).toBe(400);
  });
});

describe('PUT /api/v1/users/patients/:id', () => {
  it('lets staff correct the name, e-mail and language, audited with who did it', async () => {
    const patient = await createUser(t.db, 'patient', { name: 'Ramesh Patl' });
    const res = await correct(patient.user.id, { name: 'Ramesh Patel', email: 'ramesh@example.com', language: 'gu' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as PatientPage).patient).toMatchObject({ name: 'Ramesh Patel', email: 'ramesh@example.com', language: 'gu' });
    const [trail] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'user'), eq(auditEvents.entityId, patient.user.id)));
    expect(trail).toMatchObject({
      action: 'correct',
      actorId: admin.user.id,
      before: expect.objectContaining({ name: 'Ramesh Patl' }),
      after: expect.objectContaining({ name: 'Ramesh Patel', language: 'gu' }),
    });
  });

  it('refuses bad input and non-admins with nothing changed', async () => {
    const patient = await createUser(t.db, 'patient', { name: 'Sita Rao' });
    const doctor = await createDoctorLogin(t.db);
    const cases: [unknown, string | undefined, number][] = [
      [{ name: 'Sita Rao', mobile: 'not a number' }, admin.token, 400],
      [{ name: '' }, admin.token, 400],
      [{ name: 'Sita Rao', email: 'not-an-email' }, admin.token, 400],
      [{ name: 'Sita Rao', language: 'fr' }, admin.token, 400],
      [{ name: 'Sita R' }, doctor.token, 403],
      [{ name: 'Sita R' }, patient.token, 403],
    ];
    for (const [body, token, status] of cases) expect((await correct(patient.user.id, body, token)).status).toBe(status);
    const [row] = await t.db.select().from(users).where(eq(users.id, patient.user.id));
    expect(row).toMatchObject({ name: 'Sita Rao', mobile: patient.user.mobile });
    expect(
      await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'user'), eq(auditEvents.entityId, patient.user.id))),
    ).toEqual([]);
    expect((await correct(admin.user.id, { name: 'Renamed' })).status).toBe(404);
  });

  it('shows no internal reference for a payment link (issue 45)', async () => {
    const { service } = await createBookable(t.db);
    const doctor = await createDoctorLogin(t.db);
    await offerService(t.db, doctor.doctor.id, service.id);
    const patient = await createUser(t.db, 'patient', { name: 'Kiran Link' });
    const slot = await createSlot(t.db, doctor.doctor.id, 60);
    const booked = await t.app.request(
      '/api/v1/appointments/staff',
      jsonRequest(
        'POST',
        { patientId: patient.user.id, serviceId: service.id, slotId: slot.id, mode: 'video', description: 'Cough', payment: { method: 'link' } },
        admin.token,
      ),
    );
    expect(booked.status).toBe(201);
    const body = (await (await page(patient.user.id)).json()) as PatientPage;
    expect(body.payments).toEqual([expect.objectContaining({ method: 'link', reference: null })]);
  });
});
