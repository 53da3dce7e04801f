import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_PROVIDERS } from '../../src/server/kernel/config';
import { createProviders } from '../../src/server/kernel/providers';
import { createAppointment, createDoctorAndService, createSlot } from '../support/clinic-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

// What leaves the server after a commit: refund requests to the provider, and dispatcher wake-ups.
let refundsSent = 0;
let dispatches = 0;

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  const providers = createProviders(LOCAL_PROVIDERS);
  const localRefund = providers.payments.refund.bind(providers.payments);
  providers.payments = {
    ...providers.payments,
    refund: (request) => {
      refundsSent += 1;
      return localRefund(request);
    },
  };
  t = await createTestContext({
    providers,
    sendNotificationsSoon: async () => {
      dispatches += 1;
    },
  });
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());
beforeEach(() => {
  refundsSent = 0;
  dispatches = 0;
});

const call = (method: string, path: string, token?: string, body?: unknown) => t.app.request(`/api/v1${path}`, jsonRequest(method, body, token));

async function patientWithAppointment(isPaid: boolean) {
  const { doctor, service } = await createDoctorAndService(t.db);
  const patient = await createUser(t.db, 'patient');
  const { appointment } = await createAppointment(t.db, {
    userId: patient.user.id,
    doctorId: doctor.id,
    serviceId: service.id,
    hoursFromNow: 48,
    isPaid,
  });
  return { patient, appointment, doctor };
}

describe('after-commit work (one helper runs what each use case returns)', () => {
  it('a patient cancel of a paid appointment sends its refund, then wakes the dispatcher once', async () => {
    const { patient, appointment } = await patientWithAppointment(true);
    const res = await call('POST', `/appointments/${appointment.id}/cancel`, patient.token, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', refunds: [{ status: 'processed' }] });
    expect({ refundsSent, dispatches }).toEqual({ refundsSent: 1, dispatches: 1 });
  });

  it('a staff cancel of an unpaid appointment sends no refund and wakes the dispatcher once', async () => {
    const { appointment } = await patientWithAppointment(false);
    const res = await call('POST', `/appointments/${appointment.id}/status`, admin.token, { status: 'cancelled', reason: 'Doctor unwell' });
    expect(res.status).toBe(200);
    expect({ refundsSent, dispatches }).toEqual({ refundsSent: 0, dispatches: 1 });
  });

  it('a staff move and a contact query each wake the dispatcher once; a read does nothing', async () => {
    const { patient, appointment, doctor } = await patientWithAppointment(true);
    const newSlot = await createSlot(t.db, doctor.id, 72);
    const moved = await call('POST', '/appointments/reschedule', admin.token, {
      appointmentId: appointment.id,
      newSlotId: newSlot.id,
      userId: patient.user.id,
    });
    expect(moved.status).toBe(200);
    expect(dispatches).toBe(1);

    const query = { name: 'Asha Patel', email: 'asha@example.com', subject: 'Timings', message: 'Are you open on Sunday?' };
    expect((await call('POST', '/contact-queries', undefined, query)).status).toBe(201);
    expect(dispatches).toBe(2);

    expect((await call('GET', '/appointments/mine', patient.token)).status).toBe(200);
    expect({ refundsSent, dispatches }).toEqual({ refundsSent: 0, dispatches: 2 });
  });
});
