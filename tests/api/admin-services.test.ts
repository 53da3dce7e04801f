import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/server/kernel/db/schema';
import { insertAppointment, insertDoctor, insertPendingPayment, insertService, insertSlot } from '../support/clinic-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let adminToken: string;
let patientToken: string;
let patientId: number;

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
  t.app.request(`/api/v1/services${path}`, jsonRequest(method, body, token ?? undefined));

const valid = { name: 'Nadi Pariksha', price: 1250.5, status: true };

describe('role matrix for admin service writes', () => {
  it.each([
    ['POST', ''],
    ['PUT', '/1'],
    ['DELETE', '/1'],
  ])('%s /api/v1/services%s answers 401 without a token and 403 for a patient', async (method, path) => {
    const body = method === 'DELETE' ? undefined : valid;
    expect((await call(method, path, body, null)).status).toBe(401);
    expect((await call(method, path, body, patientToken)).status).toBe(403);
  });
});

describe('POST /api/v1/services', () => {
  it('creates a service, stores paise and answers 201 in rupees', async () => {
    const res = await call('POST', '', valid);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number };
    expect(body).toEqual({ id: expect.any(Number), ...valid, modes: ['video', 'call'] });
    const [row] = await t.db.select().from(services).where(eq(services.id, body.id));
    expect(row?.pricePaise).toBe(125_050);
  });

  it('accepts the minimum price of ₹1 sent as text, and defaults status to true', async () => {
    const res = await call('POST', '', { name: 'Follow-up', price: '1' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ price: 1, status: true });
  });

  it.each([
    [{ name: '  ' }, 'Service name is required!'],
    [{ name: undefined }, 'Service name is required!'],
    [{ price: -1 }, 'Valid price is required!'],
    [{ price: 0 }, 'Valid price is required!'],
    [{ price: 'abc' }, 'Valid price is required!'],
    [{ price: undefined }, 'Valid price is required!'],
  ])('rejects %o with 400 and the form message', async (change, message) => {
    const res = await call('POST', '', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });
});

describe('PUT /api/v1/services/{id}', () => {
  it('updates name, price and status and answers 200', async () => {
    const service = await insertService(t.db);
    const res = await call('PUT', `/${service.id}`, { name: 'Renamed', price: 99.99, status: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: service.id, name: 'Renamed', price: 99.99, status: false, modes: ['video', 'call'] });
  });

  it('answers 404 for a missing service and 400 for bad input', async () => {
    expect((await call('PUT', '/999999', valid)).status).toBe(404);
    const service = await insertService(t.db);
    expect((await call('PUT', `/${service.id}`, { ...valid, price: -5 })).status).toBe(400);
    const [row] = await t.db.select().from(services).where(eq(services.id, service.id));
    expect(row?.pricePaise).toBe(service.pricePaise);
  });
});

describe('DELETE /api/v1/services/{id}', () => {
  it('deletes an unused service and answers 204', async () => {
    const service = await insertService(t.db);
    expect((await call('DELETE', `/${service.id}`)).status).toBe(204);
    expect(await t.db.select().from(services).where(eq(services.id, service.id))).toEqual([]);
  });

  it('answers 404 for a missing service and 400 for a bad id', async () => {
    expect((await call('DELETE', '/999999')).status).toBe(404);
    expect((await call('DELETE', '/x')).status).toBe(400);
  });

  it('answers 409 for a service that an appointment refers to, keeping it', async () => {
    const service = await insertService(t.db);
    const slot = await insertSlot(t.db, (await insertDoctor(t.db)).id);
    await insertAppointment(t.db, patientId, slot, service.id);
    const res = await call('DELETE', `/${service.id}`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(
      'This service has appointments or payments and cannot be deleted. Set it Inactive instead.',
    );
    expect(await t.db.select().from(services).where(eq(services.id, service.id))).toHaveLength(1);
  });

  it('answers 409 for a service in a checkout', async () => {
    const service = await insertService(t.db);
    const slot = await insertSlot(t.db, (await insertDoctor(t.db)).id);
    await insertPendingPayment(t.db, patientId, slot.id, service.id);
    expect((await call('DELETE', `/${service.id}`)).status).toBe(409);
  });
});
