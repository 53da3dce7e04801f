import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, timeSlots } from '../../src/server/kernel/db/schema';
import { insertAppointment, insertDoctor, insertPendingPayment, insertService, insertSlot } from '../support/clinic-rows';
import { staffAuthMessages } from '../../src/lib/validation/messages';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let adminToken: string;
let patientToken: string;
let patientId: number;

const validDoctor = {
  name: 'Dr. Meera Joshi',
  specialization: 'Gynecology and fertility',
  email: 'meera@clinic.example',
  mobile: '919824011000',
  gender: 'female',
  status: true,
};

beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await createUser(t.db, 'admin')).token;
  const patient = await createUser(t.db, 'patient');
  patientToken = patient.token;
  patientId = patient.user.id;
});
afterAll(() => t.close());

/** As the admin unless another token (or null: none) is given. */
const call = (method: string, path: string, body?: unknown, token: string | null = adminToken) =>
  t.app.request(`/api/v1/doctors${path}`, jsonRequest(method, body, token ?? undefined));

describe('role matrix for /api/v1/doctors', () => {
  it.each([
    ['GET', ''],
    ['GET', '/1'],
    ['POST', ''],
    ['PUT', '/1'],
    ['DELETE', '/1'],
  ])('%s %s answers 401 without a token and 403 for a patient', async (method, path) => {
    const body = method === 'POST' || method === 'PUT' ? validDoctor : undefined;
    const anonymous = await call(method, path, body, null);
    expect(anonymous.status).toBe(401);
    const patient = await call(method, path, body, patientToken);
    expect(patient.status).toBe(403);
    expect(await patient.json()).toMatchObject({ error: staffAuthMessages.forbidden, code: 'forbidden', key: 'staffAuth.forbidden' });
  });

  it('changes nothing for a patient who tries to create a doctor', async () => {
    const before = await t.db.select().from(doctors);
    await call('POST', '', validDoctor, patientToken);
    expect(await t.db.select().from(doctors)).toEqual(before);
  });
});

describe('POST /api/v1/doctors', () => {
  it('creates a doctor and answers 201 with the SPEC fields', async () => {
    const res = await call('POST', '', validDoctor);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number };
    expect(body).toEqual({
      id: expect.any(Number),
      ...validDoctor,
      qualification: null,
      registration_number: null,
      photo_url: null,
      service_ids: [],
    });
    const [row] = await t.db.select().from(doctors).where(eq(doctors.id, body.id));
    expect(row?.email).toBe(validDoctor.email);
  });

  it('trims text and defaults status to true', async () => {
    const { status: _status, ...withoutStatus } = validDoctor;
    const res = await call('POST', '', { ...withoutStatus, name: '  Dr. Rao  ', mobile: '9824011000' });
    expect(res.status).toBe(201);
    // SPEC's pattern allows the 91 prefix; the server stores every mobile with it (issue 21: one stored form).
    expect(await res.json()).toMatchObject({ name: 'Dr. Rao', mobile: '919824011000', status: true });
  });

  it.each([
    [{ mobile: '98240' }, 'Mobile number is invalid!'],
    [{ mobile: '+919824011000' }, 'Mobile number is invalid!'],
    [{ mobile: '929824011000' }, 'Mobile number is invalid!'],
    [{ email: 'meera@clinic' }, 'Email is invalid!'],
    [{ name: '   ' }, 'Name is required!'],
    [{ specialization: '' }, 'Specialization is required!'],
    [{ gender: 'unknown' }, 'Gender is required!'],
    [{ gender: undefined }, 'Gender is required!'],
    [{ status: 'yes' }, 'Status must be true or false'],
  ])('rejects %o with 400 and the form message', async (change, message) => {
    const res = await call('POST', '', { ...validDoctor, ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await call('POST', '', 'not json');
    expect(res.status).toBe(400);
  });
});

describe('GET /api/v1/doctors', () => {
  it('lists doctors in id order', async () => {
    const a = await insertDoctor(t.db);
    const b = await insertDoctor(t.db, { status: false });
    const res = await call('GET', '');
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { id: number }[]).map((d) => d.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
  });
});

describe('GET /api/v1/doctors/{id}', () => {
  it('answers one doctor', async () => {
    const doctor = await insertDoctor(t.db, { gender: 'male' });
    const res = await call('GET', `/${doctor.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: doctor.id,
      name: doctor.name,
      specialization: doctor.specialization,
      email: doctor.email,
      mobile: doctor.mobile,
      gender: 'male',
      status: true,
      qualification: null,
      registration_number: null,
      photo_url: null,
      service_ids: [],
    });
  });

  it('answers 404 for a missing doctor and 400 for a bad id', async () => {
    expect((await call('GET', '/999999')).status).toBe(404);
    expect((await call('GET', '/abc')).status).toBe(400);
    expect((await call('GET', '/0')).status).toBe(400);
  });
});

describe('PUT /api/v1/doctors/{id}', () => {
  it('updates every field and answers 200', async () => {
    const doctor = await insertDoctor(t.db);
    const change = { ...validDoctor, name: 'Dr. Updated', gender: 'other', status: false };
    const res = await call('PUT', `/${doctor.id}`, change);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: doctor.id, ...change, qualification: null, registration_number: null, photo_url: null, service_ids: [] });
  });

  it('answers 404 for a missing doctor and 400 for bad input, changing nothing', async () => {
    expect((await call('PUT', '/999999', validDoctor)).status).toBe(404);
    const doctor = await insertDoctor(t.db);
    const res = await call('PUT', `/${doctor.id}`, { ...validDoctor, email: 'bad' });
    expect(res.status).toBe(400);
    const [row] = await t.db.select().from(doctors).where(eq(doctors.id, doctor.id));
    expect(row?.email).toBe(doctor.email);
  });
});

describe('DELETE /api/v1/doctors/{id}', () => {
  it('deletes a doctor with the free slots and answers 204', async () => {
    const doctor = await insertDoctor(t.db);
    await insertSlot(t.db, doctor.id);
    const res = await call('DELETE', `/${doctor.id}`);
    expect(res.status).toBe(204);
    expect(await t.db.select().from(doctors).where(eq(doctors.id, doctor.id))).toEqual([]);
    expect(await t.db.select().from(timeSlots).where(eq(timeSlots.doctorId, doctor.id))).toEqual([]);
  });

  it('answers 404 for a missing doctor', async () => {
    expect((await call('DELETE', '/999999')).status).toBe(404);
  });

  it('answers 409 for a doctor with an appointment and keeps the doctor and slots', async () => {
    const doctor = await insertDoctor(t.db);
    const booked = await insertSlot(t.db, doctor.id);
    await insertSlot(t.db, doctor.id, new Date(Date.now() + 2 * 86_400_000));
    await insertAppointment(t.db, patientId, booked, (await insertService(t.db)).id);
    const res = await call('DELETE', `/${doctor.id}`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(
      'This doctor has appointments or payments and cannot be deleted. Set the doctor Inactive instead.',
    );
    expect(await t.db.select().from(doctors).where(eq(doctors.id, doctor.id))).toHaveLength(1);
    expect(await t.db.select().from(timeSlots).where(eq(timeSlots.doctorId, doctor.id))).toHaveLength(2);
  });

  it('answers 409 for a doctor whose slot is in a checkout', async () => {
    const doctor = await insertDoctor(t.db);
    const slot = await insertSlot(t.db, doctor.id);
    await insertPendingPayment(t.db, patientId, slot.id, (await insertService(t.db)).id);
    expect((await call('DELETE', `/${doctor.id}`)).status).toBe(409);
    expect(await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id))).toHaveLength(1);
  });
});
