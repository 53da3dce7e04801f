import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentMessages, TELECONSULTATION_CONSENT_VERSION } from '../../src/lib/validation/consent';
import { auditEvents, consentRecords, users } from '../../src/server/kernel/db/schema';
import { currentConsent, recordConsent, withdrawConsent } from '../../src/server/identity/consents/record-consent';
import { createBookable, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { createAppointment, createDoctorAndService } from '../support/clinic-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const consultation = (id: number, token: string) => t.app.request(`/api/v1/appointments/${id}/consultation`, jsonRequest('GET', undefined, token));

async function doctorLogin(doctorId: number) {
  return createUser(t.db, 'doctor', { doctorId, passwordHash: 'x' });
}

describe('teleconsultation consent at booking', () => {
  it('POST create-order records the consent version, time, patient and address; payment ties it to the appointment', async () => {
    const { slot, service, doctor } = await createBookable(t.db);
    const patient = await createUser(t.db, 'patient');
    const body = {
      userId: patient.user.id,
      slotId: slot.id,
      serviceId: service.id,
      description: 'Acidity',
      consent_version: TELECONSULTATION_CONSENT_VERSION,
    };
    const orderResponse = await requestOrder(t, patient.token, body);
    expect(orderResponse.status).toBe(201);
    const [recorded] = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, patient.user.id));
    expect(recorded).toMatchObject({
      purpose: 'teleconsultation',
      version: TELECONSULTATION_CONSENT_VERSION,
      clientAddress: `patient-${patient.user.id}`,
      appointmentId: null,
    });

    const booked = await payAndVerify(t, patient.token, (await orderResponse.json()) as Parameters<typeof payAndVerify>[2]);
    expect(booked.status).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: { id: number } };

    const admin = await createUser(t.db, 'admin');
    const doctorLogin_ = await doctorLogin(doctor.id);
    for (const token of [patient.token, admin.token, doctorLogin_.token]) {
      const answer = await consultation(appointment.id, token);
      expect(answer.status).toBe(200);
      const file = (await answer.json()) as { consent: { version: string; granted_at: string; client_address: string } };
      expect(file.consent).toMatchObject({ version: TELECONSULTATION_CONSENT_VERSION, client_address: `patient-${patient.user.id}` });
      expect(new Date(file.consent.granted_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    const trail = await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'consent'));
    expect(trail.some((event) => event.entityId === recorded!.id && event.action === 'grant')).toBe(true);
  });

  it('POST create-order refuses an outdated consent version with 400 and records nothing', async () => {
    const { slot, service } = await createBookable(t.db);
    const patient = await createUser(t.db, 'patient');
    const answer = await requestOrder(t, patient.token, {
      userId: patient.user.id,
      slotId: slot.id,
      serviceId: service.id,
      description: 'Acidity',
      consent_version: '2019-01-01',
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe(consentMessages.versionOutdated);
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.userId, patient.user.id))).toHaveLength(0);
  });

  it('GET /appointments/{id}/consultation answers 404 to another patient and another doctor', async () => {
    const { doctor, service } = await createDoctorAndService(t.db);
    const owner = await createUser(t.db, 'patient');
    const { appointment } = await createAppointment(t.db, { userId: owner.user.id, doctorId: doctor.id, serviceId: service.id });
    const stranger = await createUser(t.db, 'patient');
    const { doctor: otherDoctor } = await createDoctorAndService(t.db);
    const otherDoctorLogin = await doctorLogin(otherDoctor.id);
    expect((await consultation(appointment.id, stranger.token)).status).toBe(404);
    expect((await consultation(appointment.id, otherDoctorLogin.token)).status).toBe(404);
    expect((await consultation(appointment.id, owner.token)).status).toBe(200);
  });

  it('withdrawConsent stamps live consents; currentConsent then finds none', async () => {
    const patient = await createUser(t.db, 'patient');
    await t.db.transaction((tx) => recordConsent(tx, { userId: patient.user.id, purpose: 'reminders', version: 'v1', clientAddress: null }));
    expect(await currentConsent(t.db, patient.user.id, 'reminders')).toMatchObject({ version: 'v1' });
    await t.db.transaction((tx) => withdrawConsent(tx, patient.user.id, 'reminders'));
    expect(await currentConsent(t.db, patient.user.id, 'reminders')).toBeUndefined();
    expect((await t.db.select().from(users).where(eq(users.id, patient.user.id)))[0]).toBeDefined();
  });
});
