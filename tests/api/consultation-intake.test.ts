import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeMessages, type IntakeQuestion } from '../../src/lib/validation/intake';
import { appointments, auditEvents, intakeAnswers, services } from '../../src/server/kernel/db/schema';
import { consultationCase } from '../support/consultation-rows';
import { createUser, createTestContext, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());

interface FormJson {
  service_id: number;
  version: number;
  questions: IntakeQuestion[];
}
interface IntakeJson {
  form: FormJson;
  answers: Record<string, unknown>;
  answered_version: number | null;
  can_edit: boolean;
}

const call = (method: string, path: string, token?: string, body?: unknown) => t.app.request(`/api/v1${path}`, jsonRequest(method, body, token));
const fullAnswers = { age: 41, main_complaint: 'Joint pain', since_when: 'Two months', has_allergies: false };

describe('intake forms per service', () => {
  it('GET /services/{id}/intake-form answers the seeded questions publicly; Garbhasanskar and Panchakarma ask their own', async () => {
    const [garbh] = await t.db.insert(services).values({ name: 'Garbhasanskar', pricePaise: 100_000 }).returning();
    const [panch] = await t.db.insert(services).values({ name: 'Panchakarma', pricePaise: 100_000 }).returning();
    const garbhForm = (await (await call('GET', `/services/${garbh!.id}/intake-form`)).json()) as FormJson;
    expect(garbhForm.version).toBe(1);
    expect(garbhForm.questions.map((q) => q.id)).toEqual(
      expect.arrayContaining(['main_complaint', 'current_medicines', 'allergies', 'past_illnesses', 'due_date', 'weeks_pregnant']),
    );
    const panchForm = (await (await call('GET', `/services/${panch!.id}/intake-form`)).json()) as FormJson;
    expect(panchForm.questions.map((q) => q.id)).toEqual(expect.arrayContaining(['recent_procedures', 'contraindications']));
    expect((await call('GET', '/services/999999/intake-form')).status).toBe(404);
  });

  it('PUT /services/{id}/intake-form makes a new version (staff only, audited); answers keep the version they were given against', async () => {
    const c = await consultationCase(t);
    const first = await call('PUT', `/appointments/${c.appointment.id}/intake`, c.patient.token, { version: 1, answers: fullAnswers });
    expect(first.status).toBe(200);

    const questions: IntakeQuestion[] = [
      { id: 'main_complaint', type: 'long_text', required: true, label: { en: 'What brings you to us?' } },
      { id: 'sleep', type: 'single_choice', required: true, label: { en: 'How do you sleep?' }, options: [{ en: 'Well' }, { en: 'Poorly' }] },
      { id: 'weight', type: 'number', required: false, label: { en: 'Weight (kg)' } },
    ];
    expect((await call('PUT', `/services/${c.service.id}/intake-form`, c.patient.token, { questions })).status).toBe(403);
    const saved = await call('PUT', `/services/${c.service.id}/intake-form`, admin.token, { questions });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as FormJson).version).toBe(2);
    expect(((await (await call('GET', `/services/${c.service.id}/intake-form`)).json()) as FormJson).questions).toHaveLength(3);
    const trail = await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'intake_form'));
    expect(trail.at(-1)).toMatchObject({ action: 'update', actorRole: 'admin' });

    const [stored] = await t.db.select().from(intakeAnswers).where(eq(intakeAnswers.appointmentId, c.appointment.id));
    const intake = (await (await call('GET', `/appointments/${c.appointment.id}/intake`, c.patient.token)).json()) as IntakeJson;
    expect(intake).toMatchObject({ answered_version: 1, can_edit: true, answers: { main_complaint: 'Joint pain' } });
    expect(intake.form.version).toBe(2);
    expect(stored!.answers).toEqual(fullAnswers);

    // Answers against the old version are refused now; against the new one they must answer its required questions.
    const stale = await call('PUT', `/appointments/${c.appointment.id}/intake`, c.patient.token, { version: 1, answers: fullAnswers });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toBe(intakeMessages.versionOutdated);
    const missing = await call('PUT', `/appointments/${c.appointment.id}/intake`, c.patient.token, {
      version: 2,
      answers: { main_complaint: 'Pain' },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: intakeMessages.required, fields: { sleep: intakeMessages.required } });
    const wrongChoice = await call('PUT', `/appointments/${c.appointment.id}/intake`, c.patient.token, {
      version: 2,
      answers: { main_complaint: 'Pain', sleep: 'Sometimes', weight: 'heavy' },
    });
    expect(await wrongChoice.json()).toMatchObject({ fields: { sleep: intakeMessages.notAChoice, weight: intakeMessages.notANumber } });
    const ok = await call('PUT', `/appointments/${c.appointment.id}/intake`, c.patient.token, {
      version: 2,
      answers: { main_complaint: 'Pain', sleep: 'Poorly', weight: '62' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ answered_version: 2, answers: { sleep: 'Poorly', weight: 62 } });
  });

  it('PUT /appointments/{id}/intake: another patient gets 404, the doctor and staff read it, nobody edits after the start', async () => {
    const c = await consultationCase(t);
    const stranger = await createUser(t.db, 'patient');
    expect((await call('PUT', `/appointments/${c.appointment.id}/intake`, stranger.token, { version: 1, answers: fullAnswers })).status).toBe(404);
    expect((await call('GET', `/appointments/${c.appointment.id}/intake`, stranger.token)).status).toBe(404);
    expect((await call('PUT', `/appointments/${c.appointment.id}/intake`, c.patient.token, { version: 1, answers: fullAnswers })).status).toBe(200);
    for (const token of [c.doctorLogin.token, admin.token]) {
      const read = (await (await call('GET', `/appointments/${c.appointment.id}/intake`, token)).json()) as IntakeJson;
      expect(read.answers).toEqual(fullAnswers);
    }
    expect((await call('PUT', `/appointments/${c.appointment.id}/intake`, c.doctorLogin.token, { version: 1, answers: fullAnswers })).status).toBe(
      403,
    );

    await t.db
      .update(appointments)
      .set({ time: new Date(Date.now() - 60_000) })
      .where(eq(appointments.id, c.appointment.id));
    const late = await call('PUT', `/appointments/${c.appointment.id}/intake`, c.patient.token, { version: 1, answers: fullAnswers });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toBe(intakeMessages.closed);
  });
});
