import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examinationMessages } from '../../src/lib/validation/examination';
import { healthFileMessages } from '../../src/lib/validation/health-file';
import { auditEvents, intakeAnswers, patientHealthFiles, visitExaminations } from '../../src/server/kernel/db/schema';
import { ensureIntakeForm } from '../../src/server/practice/intake-forms/intake-form';
import { createAppointment, createDoctorAndService } from '../support/clinic-rows';
import { consultationCase, createDoctorLogin } from '../support/consultation-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let desk: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
  desk = await createUser(t.db, 'receptionist', { name: 'Rekha Reception' });
});
afterAll(() => t.close());

const call = (method: string, path: string, token?: string, body?: unknown) => t.app.request(`/api/v1${path}`, jsonRequest(method, body, token));
const json = async <T>(response: Response) => (await response.json()) as T;

interface ErrorBody {
  error: string;
  key: string;
  fields?: Record<string, string>;
  params?: Record<string, string | number>;
}

const record = {
  findings: 'Pulse vata-pitta; tongue coated.',
  assessment: 'Amavata',
  prakriti: 'Vata-Pitta',
  vikriti: 'Vata aggravated',
  prescription: [
    { medicine: 'Simhanada Guggulu', form: 'vati', dose: '2 tablets', timing: 'after_food', anupana: 'Warm water', duration: '30 days' },
    { medicine: 'Rasnadi Kashaya', form: 'kashaya', dose: '15 ml', timing: 'before_food', anupana: 'Equal water', duration: '30 days' },
  ],
  pathya: 'Warm, light meals.',
  apathya: 'Curd and cold drinks.',
  follow_up_days: null,
};

const file = {
  allergies: [{ substance: 'Guggulu', reaction: 'Rash and itching', severity: 'severe' }],
  conditions: [{ name: 'Type 2 diabetes', since: '2019', notes: 'On metformin' }],
  medicines: [{ name: 'Metformin', dose: '500 mg twice daily', notes: '' }],
};

describe('allergies, conditions and regular medicines on file (issue 51, item 1)', () => {
  it('starts from the intake, is saved by the doctor (audited), and shows on the visit and the patient page', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    const form = await ensureIntakeForm(t.db, c.service.id);
    await t.db.insert(intakeAnswers).values({
      appointmentId: c.appointment.id,
      formId: form.id,
      answers: { main_complaint: 'Joint pain', has_allergies: true, allergies: 'Sulfa drugs, peanuts', current_medicines: 'Metformin 500 mg' },
    });
    const path = `/users/patients/${c.patient.user.id}/health-file`;
    const prefilled = await json<{ recorded: boolean; allergies: unknown[]; medicines: { name: string }[] }>(
      await call('GET', path, c.doctorLogin.token),
    );
    expect(prefilled.recorded).toBe(false);
    expect(prefilled.allergies).toEqual([
      { substance: 'Sulfa drugs', reaction: '', severity: null },
      { substance: 'peanuts', reaction: '', severity: null },
    ]);
    expect(prefilled.medicines.map((m) => m.name)).toEqual(['Metformin 500 mg']);

    const saved = await call('PUT', path, c.doctorLogin.token, file);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ recorded: true, ...file, updated_by: expect.any(String), updated_at: expect.any(String) });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'user'), eq(auditEvents.entityId, c.patient.user.id), eq(auditEvents.action, 'health_file')));
    expect(event).toMatchObject({ actorRole: 'doctor', before: null });

    const visit = await json<{ health_file: { allergies: unknown[] } }>(
      await call('GET', `/appointments/${c.appointment.id}/consultation`, c.doctorLogin.token),
    );
    expect(visit.health_file.allergies).toEqual(file.allergies);
    const page = await json<{ health_file: { conditions: unknown[] } }>(await call('GET', `/users/patients/${c.patient.user.id}`, admin.token));
    expect(page.health_file.conditions).toEqual(file.conditions);
    // The admin edits it too.
    expect((await call('PUT', path, admin.token, { ...file, medicines: [] })).status).toBe(200);
    expect(await t.db.select().from(patientHealthFiles).where(eq(patientHealthFiles.userId, c.patient.user.id))).toMatchObject([{ medicines: [] }]);
  });

  it('refuses a bad entry with the field named and changes nothing; another doctor gets 404', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    const path = `/users/patients/${c.patient.user.id}/health-file`;
    const bad = await call('PUT', path, c.doctorLogin.token, { ...file, allergies: [{ substance: 'Guggulu', reaction: '', severity: 'deadly' }] });
    expect(bad.status).toBe(400);
    const body = await json<ErrorBody>(bad);
    expect(body.fields).toEqual({ 'allergies.0.severity': healthFileMessages.severityInvalid });
    const blank = await json<ErrorBody>(await call('PUT', path, c.doctorLogin.token, { ...file, conditions: [{ name: ' ' }] }));
    expect(blank.fields).toEqual({ 'conditions.0.name': healthFileMessages.conditionRequired });
    expect(await t.db.select().from(patientHealthFiles).where(eq(patientHealthFiles.userId, c.patient.user.id))).toEqual([]);

    const { doctor: other } = await createDoctorAndService(t.db);
    const otherLogin = await createDoctorLogin(t, other.id);
    expect((await call('GET', path, otherLogin.token)).status).toBe(404);
    expect((await call('PUT', path, otherLogin.token, file)).status).toBe(404);
    expect((await call('GET', path, c.patient.token)).status).toBe(403);
  });

  it('is never the front desk’s: the receptionist gets 403 and a patient page without it (decision 052)', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    const path = `/users/patients/${c.patient.user.id}/health-file`;
    await call('PUT', path, c.doctorLogin.token, file);
    expect((await call('GET', path, desk.token)).status).toBe(403);
    expect((await call('PUT', path, desk.token, file)).status).toBe(403);
    const page = await json<{ health_file: unknown; vitals: unknown }>(await call('GET', `/users/patients/${c.patient.user.id}`, desk.token));
    expect(page.health_file).toBeNull();
    expect(page.vitals).toBeNull();
    expect((await call('GET', `/appointments/${c.appointment.id}/consultation`, desk.token)).status).toBe(403);
  });

  it('finalising a prescription that matches an allergy on file answers 409 naming the line and allergy; acknowledged, it finalises and the trail says so', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    await call('PUT', `/users/patients/${c.patient.user.id}/health-file`, c.doctorLogin.token, file);
    const saved = await json<{ allergy_warnings: unknown[] }>(
      await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, record),
    );
    expect(saved.allergy_warnings).toEqual([{ line: 0, medicine: 'Simhanada Guggulu', allergy: 'Guggulu' }]);

    const refused = await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token);
    expect(refused.status).toBe(409);
    const body = await json<ErrorBody>(refused);
    expect(body.key).toBe('visitRecord.allergyUnacknowledged');
    expect(body.error).toContain('line 1 (Simhanada Guggulu) matches the allergy “Guggulu”');
    expect(body.params).toEqual({ line: 1, medicine: 'Simhanada Guggulu', allergy: 'Guggulu' });
    expect(body.fields).toHaveProperty(['prescription.0.medicine']);
    expect(
      await json<{ record: { finalised_at: null } }>(await call('GET', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token)),
    ).toMatchObject({
      record: { finalised_at: null },
    });
    const notBoolean = await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token, { acknowledge_allergies: 'yes' });
    expect(notBoolean.status).toBe(400);

    const finalised = await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token, { acknowledge_allergies: true });
    expect(finalised.status).toBe(200);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'visit_record'), eq(auditEvents.entityId, c.appointment.id), eq(auditEvents.action, 'finalise')));
    expect((event!.after as { acknowledged_allergy_warnings: unknown }).acknowledged_allergy_warnings).toEqual([
      { line: 0, medicine: 'Simhanada Guggulu', allergy: 'Guggulu' },
    ]);
  });

  it('a prescription with no allergy match finalises without a confirmation', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    await call('PUT', `/users/patients/${c.patient.user.id}/health-file`, c.doctorLogin.token, {
      ...file,
      allergies: [{ substance: 'Penicillin', reaction: '', severity: 'mild' }],
    });
    await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, record);
    expect((await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token)).status).toBe(200);
  });
});

const vitals = { systolic: 148, diastolic: 92, pulse: 78, temperature_c: 36.8, spo2: 98, weight_kg: 72.5, height_cm: 165 };

describe('vitals per visit (issue 51, item 2)', () => {
  it('computes the BMI, flags values out of the normal range and lists the trend on the patient page', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    const earlier = await createAppointment(t.db, {
      userId: c.patient.user.id,
      doctorId: c.doctor.id,
      serviceId: c.service.id,
      hoursFromNow: -24 * 30,
      status: 'completed',
    });
    await call('PUT', `/appointments/${earlier.appointment.id}/record`, c.doctorLogin.token, {
      ...record,
      vitals: { ...vitals, systolic: 132, diastolic: 84, weight_kg: 74 },
    });
    const saved = await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, { ...record, vitals });
    expect(saved.status).toBe(200);
    const { record: stored } = await json<{ record: { vitals: Record<string, unknown> } }>(saved);
    // 72.5 / 1.65² = 26.6: over the Asian-Indian normal (22.9); BP 148/92 over 139/89.
    expect(stored.vitals).toEqual({ ...vitals, bmi: 26.6, flags: ['systolic', 'diastolic', 'bmi'] });

    const page = await json<{ vitals: { appointment_id: number; systolic: number; weight_kg: number; bmi: number }[] }>(
      await call('GET', `/users/patients/${c.patient.user.id}`, c.doctorLogin.token),
    );
    expect(page.vitals.map((v) => [v.appointment_id, v.systolic, v.weight_kg])).toEqual([
      [earlier.appointment.id, 132, 74],
      [c.appointment.id, 148, 72.5],
    ]);
  });

  it('refuses a value out of human range with the field named (400), and saves nothing', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    const path = `/appointments/${c.appointment.id}/record`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...vitals, systolic: 400 }, 'vitals.systolic', examinationMessages.systolicRange],
      [{ ...vitals, pulse: 12 }, 'vitals.pulse', examinationMessages.pulseRange],
      [{ ...vitals, temperature_c: 98.6 }, 'vitals.temperature_c', examinationMessages.temperatureRange],
      [{ ...vitals, spo2: 101 }, 'vitals.spo2', examinationMessages.spo2Range],
      [{ ...vitals, weight_kg: 0 }, 'vitals.weight_kg', examinationMessages.weightRange],
      [{ ...vitals, height_cm: 1.65 }, 'vitals.height_cm', examinationMessages.heightRange],
      [{ ...vitals, diastolic: 150 }, 'vitals.diastolic', examinationMessages.bloodPressureOrder],
      [{ ...vitals, diastolic: null }, 'vitals.diastolic', examinationMessages.bloodPressurePair],
    ];
    for (const [sent, field, message] of cases) {
      const response = await call('PUT', path, c.doctorLogin.token, { ...record, vitals: sent });
      expect(response.status, field).toBe(400);
      const body = await json<ErrorBody>(response);
      expect(body.fields, field).toEqual({ [field]: message });
      expect(body.error).toBe(message);
    }
    expect(await t.db.select().from(visitExaminations).where(eq(visitExaminations.appointmentId, c.appointment.id))).toEqual([]);
    // Only what was taken: SpO2 and temperature left out is fine.
    const partial = await call('PUT', path, c.doctorLogin.token, {
      ...record,
      vitals: { systolic: 118, diastolic: 76, weight_kg: 60, height_cm: 160 },
    });
    expect(await json(partial)).toMatchObject({ record: { vitals: { spo2: null, temperature_c: null, bmi: 23.4, flags: ['bmi'] } } });
  });
});

describe('Ashtavidha pariksha and prakriti/vikriti (issue 51, item 3)', () => {
  it('stores the structured findings with notes, refuses an unknown choice with the field named, and locks them with the record', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    const path = `/appointments/${c.appointment.id}/record`;
    const examination = {
      nadi: { choice: 'vata_pitta', note: 'Fast and irregular' },
      jihva: { choice: 'coated', note: '' },
      akriti: { choice: 'lean', note: '' },
      prakriti: 'vata_pitta',
      vikriti: 'vata',
    };
    const saved = await json<{ record: { examination: Record<string, unknown> } }>(
      await call('PUT', path, c.doctorLogin.token, { ...record, examination }),
    );
    expect(saved.record.examination).toEqual({
      nadi: { choice: 'vata_pitta', note: 'Fast and irregular' },
      mutra: { choice: null, note: '' },
      mala: { choice: null, note: '' },
      jihva: { choice: 'coated', note: '' },
      shabda: { choice: null, note: '' },
      sparsha: { choice: null, note: '' },
      drik: { choice: null, note: '' },
      akriti: { choice: 'lean', note: '' },
      prakriti: 'vata_pitta',
      vikriti: 'vata',
    });
    const bad = await call('PUT', path, c.doctorLogin.token, { ...record, examination: { ...examination, mala: { choice: 'purple', note: '' } } });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).fields).toEqual({ 'examination.mala.choice': examinationMessages.choiceInvalid });

    expect((await call('POST', `${path}/finalise`, c.doctorLogin.token)).status).toBe(200);
    const locked = await call('PUT', path, c.doctorLogin.token, { ...record, examination: { ...examination, prakriti: 'kapha' } });
    expect(locked.status).toBe(409);
    const after = await json<{ record: { examination: { prakriti: string } } }>(await call('GET', path, c.patient.token));
    expect(after.record.examination.prakriti).toBe('vata_pitta');
  });
});
