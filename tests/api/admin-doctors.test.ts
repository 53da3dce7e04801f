import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { doctors, timeSlots } from '../../src/server/kernel/db/schema';
import { insertAppointment, insertDoctor, insertPendingPayment, insertService, insertSlot } from '../support/clinic-rows';
import { staffAuthMessages } from '../../src/lib/validation/messages';
import { apiTest as it } from '../support/api-fixture';

const validDoctor = {
  name: 'Dr. Meera Joshi',
  specialization: 'Gynecology and fertility',
  email: 'meera@clinic.example',
  mobile: '919824011000',
  gender: 'female' as const,
  status: true,
};

describe('role matrix for /api/v1/doctors', () => {
  it.for([
    ['GET', ''],
    ['GET', '/1'],
    ['POST', ''],
    ['PUT', '/1'],
    ['DELETE', '/1'],
  ] as const)('%s %s answers 401 without a token and 403 for a patient', async ([method, path], { call, patient }) => {
    const body = method === 'POST' || method === 'PUT' ? validDoctor : undefined;
    const anonymous = await call(method, `/api/v1/doctors${path}`, body, null);
    expect(anonymous.status).toBe(401);
    const refused = await call(method, `/api/v1/doctors${path}`, body, patient.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: staffAuthMessages.forbidden, code: 'forbidden', key: 'staffAuth.forbidden' });
  });

  it('changes nothing for a patient who tries to create a doctor', async ({ api, call, patient }) => {
    const before = await api.db.select().from(doctors);
    await call('POST', '/api/v1/doctors', validDoctor, patient.token);
    expect(await api.db.select().from(doctors)).toEqual(before);
  });
});

describe('POST /api/v1/doctors', () => {
  it('creates a doctor and answers 201 with the SPEC fields', async ({ admin, api }) => {
    const res = await admin.client.api.v1.doctors.$post({ json: validDoctor });
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
    const [row] = await api.db.select().from(doctors).where(eq(doctors.id, body.id));
    expect(row?.email).toBe(validDoctor.email);
  });

  it('trims text and defaults status to true', async ({ call }) => {
    const { status: _status, ...withoutStatus } = validDoctor;
    const res = await call('POST', '/api/v1/doctors', { ...withoutStatus, name: '  Dr. Rao  ', mobile: '9824011000' });
    expect(res.status).toBe(201);
    // SPEC's pattern allows the 91 prefix; the server stores every mobile with it (issue 21: one stored form).
    expect(await res.json()).toMatchObject({ name: 'Dr. Rao', mobile: '919824011000', status: true });
  });

  it.for([
    [{ mobile: '98240' }, 'Mobile number is invalid!'],
    [{ mobile: '+919824011000' }, 'Mobile number is invalid!'],
    [{ mobile: '929824011000' }, 'Mobile number is invalid!'],
    [{ email: 'meera@clinic' }, 'Email is invalid!'],
    [{ name: '   ' }, 'Name is required!'],
    [{ specialization: '' }, 'Specialization is required!'],
    [{ gender: 'unknown' }, 'Gender is required!'],
    [{ gender: undefined }, 'Gender is required!'],
    [{ status: 'yes' }, 'Status must be true or false'],
  ] as const)('rejects %o with 400 and the form message', async ([change, message], { call }) => {
    const res = await call('POST', '/api/v1/doctors', { ...validDoctor, ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });

  it('rejects a body that is not JSON', async ({ call }) => {
    const res = await call('POST', '/api/v1/doctors', 'not json');
    expect(res.status).toBe(400);
  });
});

describe('GET /api/v1/doctors', () => {
  it('lists doctors in id order', async ({ admin, api }) => {
    const a = await insertDoctor(api.db);
    const b = await insertDoctor(api.db, { status: false });
    const res = await admin.client.api.v1.doctors.$get();
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { id: number }[]).map((d) => d.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
  });
});

describe('GET /api/v1/doctors/{id}', () => {
  it('answers one doctor', async ({ admin, api }) => {
    const doctor = await insertDoctor(api.db, { gender: 'male' });
    const res = await admin.client.api.v1.doctors[':id'].$get({ param: { id: String(doctor.id) } });
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

  it('answers 404 for a missing doctor and 400 for a bad id', async ({ call }) => {
    expect((await call('GET', '/api/v1/doctors/999999')).status).toBe(404);
    expect((await call('GET', '/api/v1/doctors/abc')).status).toBe(400);
    expect((await call('GET', '/api/v1/doctors/0')).status).toBe(400);
  });
});

describe('PUT /api/v1/doctors/{id}', () => {
  it('updates every field and answers 200', async ({ api, call }) => {
    const doctor = await insertDoctor(api.db);
    const change = { ...validDoctor, name: 'Dr. Updated', gender: 'other', status: false };
    const res = await call('PUT', `/api/v1/doctors/${doctor.id}`, change);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: doctor.id, ...change, qualification: null, registration_number: null, photo_url: null, service_ids: [] });
  });

  it('answers 404 for a missing doctor and 400 for bad input, changing nothing', async ({ api, call }) => {
    expect((await call('PUT', '/api/v1/doctors/999999', validDoctor)).status).toBe(404);
    const doctor = await insertDoctor(api.db);
    const res = await call('PUT', `/api/v1/doctors/${doctor.id}`, { ...validDoctor, email: 'bad' });
    expect(res.status).toBe(400);
    const [row] = await api.db.select().from(doctors).where(eq(doctors.id, doctor.id));
    expect(row?.email).toBe(doctor.email);
  });
});

describe('DELETE /api/v1/doctors/{id}', () => {
  it('deletes a doctor with the free slots and answers 204', async ({ admin, api }) => {
    const doctor = await insertDoctor(api.db);
    await insertSlot(api.db, doctor.id);
    const res = await admin.client.api.v1.doctors[':id'].$delete({ param: { id: String(doctor.id) } });
    expect(res.status).toBe(204);
    expect(await api.db.select().from(doctors).where(eq(doctors.id, doctor.id))).toEqual([]);
    expect(await api.db.select().from(timeSlots).where(eq(timeSlots.doctorId, doctor.id))).toEqual([]);
  });

  it('answers 404 for a missing doctor', async ({ call }) => {
    expect((await call('DELETE', '/api/v1/doctors/999999')).status).toBe(404);
  });

  it('answers 409 for a doctor with an appointment and keeps the doctor and slots', async ({ api, call, patient }) => {
    const doctor = await insertDoctor(api.db);
    const booked = await insertSlot(api.db, doctor.id);
    await insertSlot(api.db, doctor.id, new Date(Date.now() + 2 * 86_400_000));
    await insertAppointment(api.db, patient.user.id, booked, (await insertService(api.db)).id);
    const res = await call('DELETE', `/api/v1/doctors/${doctor.id}`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(
      'This doctor has appointments or payments and cannot be deleted. Set the doctor Inactive instead.',
    );
    expect(await api.db.select().from(doctors).where(eq(doctors.id, doctor.id))).toHaveLength(1);
    expect(await api.db.select().from(timeSlots).where(eq(timeSlots.doctorId, doctor.id))).toHaveLength(2);
  });

  it('answers 409 for a doctor whose slot is in a checkout', async ({ api, call, patient }) => {
    const doctor = await insertDoctor(api.db);
    const slot = await insertSlot(api.db, doctor.id);
    await insertPendingPayment(api.db, patient.user.id, slot.id, (await insertService(api.db)).id);
    expect((await call('DELETE', `/api/v1/doctors/${doctor.id}`)).status).toBe(409);
    expect(await api.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id))).toHaveLength(1);
  });
});
