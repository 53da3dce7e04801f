import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { services } from '../../src/server/kernel/db/schema';
import { insertAppointment, insertDoctor, insertPendingPayment, insertService, insertSlot } from '../support/clinic-rows';
import { apiTest as it, type Caller } from '../support/api-fixture';

const valid = { name: 'Nadi Pariksha', price: 1250.5, status: true };

describe('role matrix for admin service writes', () => {
  it.for([
    ['POST', ''],
    ['PUT', '/1'],
    ['DELETE', '/1'],
  ])('%s /api/v1/services%s answers 401 without a token and 403 for a patient', async ([method, path], { call, patient }) => {
    const body = method === 'DELETE' ? undefined : valid;
    expect((await call(method!, `/api/v1/services${path}`, body, null)).status).toBe(401);
    expect((await call(method!, `/api/v1/services${path}`, body, patient.token)).status).toBe(403);
  });
});

describe('POST /api/v1/services', () => {
  it('creates a service, stores paise and answers 201 in rupees', async ({ admin, api }) => {
    const res = await admin.client.api.v1.services.$post({ json: valid });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number };
    expect(body).toEqual({ id: expect.any(Number), ...valid, modes: ['video', 'call'] });
    const [row] = await api.db.select().from(services).where(eq(services.id, body.id));
    expect(row?.pricePaise).toBe(125_050);
  });

  it('accepts the minimum price of ₹1 sent as text, and defaults status to true', async ({ admin }) => {
    const res = await admin.client.api.v1.services.$post({ json: { name: 'Follow-up', price: '1' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ price: 1, status: true });
  });

  it.for([
    [{ name: '  ' }, 'Service name is required!'],
    [{ name: undefined }, 'Service name is required!'],
    [{ price: -1 }, 'Valid price is required!'],
    [{ price: 0 }, 'Valid price is required!'],
    [{ price: 'abc' }, 'Valid price is required!'],
    [{ price: undefined }, 'Valid price is required!'],
  ] as const)('rejects %o with 400 and the form message', async ([change, message], { call }) => {
    const res = await call('POST', '/api/v1/services', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });
});

describe('PUT /api/v1/services/{id}', () => {
  it('updates name, price and status and answers 200', async ({ admin, api }) => {
    const service = await insertService(api.db);
    const res = await admin.client.api.v1.services[':id'].$put({
      param: { id: String(service.id) },
      json: { name: 'Renamed', price: 99.99, status: false },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: service.id, name: 'Renamed', price: 99.99, status: false, modes: ['video', 'call'] });
  });

  it('answers 404 for a missing service and 400 for bad input', async ({ admin, api }) => {
    const put = (id: number, json: typeof valid) => admin.client.api.v1.services[':id'].$put({ param: { id: String(id) }, json });
    expect((await put(999999, valid)).status).toBe(404);
    const service = await insertService(api.db);
    expect((await put(service.id, { ...valid, price: -5 })).status).toBe(400);
    const [row] = await api.db.select().from(services).where(eq(services.id, service.id));
    expect(row?.pricePaise).toBe(service.pricePaise);
  });
});

describe('DELETE /api/v1/services/{id}', () => {
  const remove = (as: Caller, id: number | string) => as.client.api.v1.services[':id'].$delete({ param: { id: String(id) } });

  it('deletes an unused service and answers 204', async ({ admin, api }) => {
    const service = await insertService(api.db);
    expect((await remove(admin, service.id)).status).toBe(204);
    expect(await api.db.select().from(services).where(eq(services.id, service.id))).toEqual([]);
  });

  it('answers 404 for a missing service and 400 for a bad id', async ({ admin }) => {
    expect((await remove(admin, 999999)).status).toBe(404);
    expect((await remove(admin, 'x')).status).toBe(400);
  });

  it('answers 409 for a service that an appointment refers to, keeping it', async ({ admin, api, patient }) => {
    const service = await insertService(api.db);
    const slot = await insertSlot(api.db, (await insertDoctor(api.db)).id);
    await insertAppointment(api.db, patient.user.id, slot, service.id);
    const res = await remove(admin, service.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(
      'This service has appointments or payments and cannot be deleted. Set it Inactive instead.',
    );
    expect(await api.db.select().from(services).where(eq(services.id, service.id))).toHaveLength(1);
  });

  it('answers 409 for a service in a checkout', async ({ admin, api, patient }) => {
    const service = await insertService(api.db);
    const slot = await insertSlot(api.db, (await insertDoctor(api.db)).id);
    await insertPendingPayment(api.db, patient.user.id, slot.id, service.id);
    expect((await remove(admin, service.id)).status).toBe(409);
  });
});
