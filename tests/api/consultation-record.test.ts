import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitRecordMessages } from '../../src/lib/validation/visit-record';
import { appointments, auditEvents, followUpRecalls, intakeAnswers, notifications, timeSlots } from '../../src/server/kernel/db/schema';
import { ensureIntakeForm } from '../../src/server/practice/intake-forms/intake-form';
import { RECALL_NOTICE_DAYS } from '../../src/server/scheduling/follow-ups/follow-up-recall';
import { createAppointment, createDoctorAndService } from '../support/clinic-rows';
import { consultationCase, createDoctorLogin } from '../support/consultation-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());

const call = (method: string, path: string, token?: string, body?: unknown) => t.app.request(`/api/v1${path}`, jsonRequest(method, body, token));
const DAY_MS = 86_400_000;

const draft = {
  findings: 'Pulse: vata-pitta; tongue coated.',
  assessment: 'Amavata (early rheumatoid pattern)',
  prakriti: 'Vata-Pitta',
  vikriti: 'Vata aggravated',
  prescription: [
    { medicine: 'Simhanada Guggulu', form: 'vati', dose: '2 tablets', timing: 'after_food', anupana: 'Warm water', duration: '30 days' },
    { medicine: 'Rasnadi Kashaya', form: 'kashaya', dose: '15 ml', timing: 'before_food', anupana: 'Equal water', duration: '30 days' },
  ],
  pathya: 'Warm, light meals; dry ginger water.',
  apathya: 'Curd, cold drinks and sleeping by day.',
  follow_up_days: 30,
};

describe("the doctor's record", () => {
  it('PUT /appointments/{id}/record warns of a medicine matching an allergy in the intake, and saves the draft all the same (issue 45)', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    const form = await ensureIntakeForm(t.db, c.service.id);
    await t.db.insert(intakeAnswers).values({
      appointmentId: c.appointment.id,
      formId: form.id,
      answers: { main_complaint: 'Joint pain', has_allergies: true, allergies: 'Sulfa drugs' },
    });
    const withSulfa = {
      ...draft,
      prescription: [...draft.prescription, { ...draft.prescription[0]!, medicine: 'Sulfasalazine', form: 'other', dose: '500 mg' }],
    };
    const saved = await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, withSulfa);
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as { record: { prescription: unknown[] }; allergy_warnings: unknown[] };
    expect(answer.allergy_warnings).toEqual([{ line: 2, medicine: 'Sulfasalazine', allergy: 'Sulfa drugs' }]);
    expect(answer.record.prescription).toHaveLength(3);
    const clean = await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, draft);
    expect(((await clean.json()) as { allergy_warnings: unknown[] }).allergy_warnings).toEqual([]);
  });

  it('PUT /appointments/{id}/record saves a draft the patient cannot see; finalised, it refuses edits and takes audited addenda', async () => {
    const c = await consultationCase(t, { hoursFromNow: -2 });
    const saved = await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, draft);
    expect(saved.status).toBe(200);
    expect(
      ((await (await call('GET', `/appointments/${c.appointment.id}/record`, c.patient.token)).json()) as { record: unknown }).record,
    ).toBeNull();
    expect((await call('PUT', `/appointments/${c.appointment.id}/record`, c.patient.token, draft)).status).toBe(403);
    expect((await call('PUT', `/appointments/${c.appointment.id}/record`, admin.token, draft)).status).toBe(403);

    const finalised = await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token);
    expect(finalised.status).toBe(200);
    const { record } = (await finalised.json()) as { record: { finalised_at: string; prescription: unknown[] } };
    expect(record.finalised_at).toEqual(expect.any(String));
    expect(record.prescription).toHaveLength(2);

    const edit = await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, { ...draft, assessment: 'Changed' });
    expect(edit.status).toBe(409);
    expect(((await edit.json()) as { error: string }).error).toBe(visitRecordMessages.finalised);
    expect((await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token)).status).toBe(409);

    const addendum = await call('POST', `/appointments/${c.appointment.id}/record/addenda`, c.doctorLogin.token, {
      body: 'Patient reports gastric upset: take Guggulu after food only.',
    });
    expect(addendum.status).toBe(201);
    const patientView = (await (await call('GET', `/appointments/${c.appointment.id}/record`, c.patient.token)).json()) as {
      record: { assessment: string; addenda: { body: string }[] };
    };
    expect(patientView.record.assessment).toBe(draft.assessment);
    expect(patientView.record.addenda.map((a) => a.body)).toEqual(['Patient reports gastric upset: take Guggulu after food only.']);

    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'visit_record'), eq(auditEvents.entityId, c.appointment.id)))
      .orderBy(auditEvents.id);
    expect(trail.map((e) => [e.action, e.actorRole])).toEqual([
      ['create', 'doctor'],
      ['finalise', 'doctor'],
      ['addendum', 'doctor'],
    ]);
  });

  it("another doctor gets 404; the doctor's consultation view lists the patient's past visits", async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    const earlier = await createAppointment(t.db, {
      userId: c.patient.user.id,
      doctorId: c.doctor.id,
      serviceId: c.service.id,
      hoursFromNow: -24 * 40,
      status: 'completed',
    });
    const { doctor: other } = await createDoctorAndService(t.db);
    const otherLogin = await createDoctorLogin(t, other.id);
    expect((await call('PUT', `/appointments/${c.appointment.id}/record`, otherLogin.token, draft)).status).toBe(404);
    expect((await call('GET', `/appointments/${c.appointment.id}/consultation`, otherLogin.token)).status).toBe(404);
    const view = (await (await call('GET', `/appointments/${c.appointment.id}/consultation`, c.doctorLogin.token)).json()) as {
      past_visits: { id: number }[];
    };
    expect(view.past_visits.map((v) => v.id)).toEqual([earlier.appointment.id]);
  });
});

describe('follow-up recalls', () => {
  it('finalising with a follow-up in N days queues the recall message days before, with a link that books the same service and doctor', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, draft);
    await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token);

    const [recall] = await t.db.select().from(followUpRecalls).where(eq(followUpRecalls.appointmentId, c.appointment.id));
    expect(recall!.dueAt.getTime()).toBe(c.appointment.time.getTime() + 30 * DAY_MS);
    expect(recall!.messageAt.getTime()).toBe(recall!.dueAt.getTime() - RECALL_NOTICE_DAYS * DAY_MS);
    const messages = await t.db.select().from(notifications).where(eq(notifications.appointmentId, c.appointment.id));
    const recallMessages = messages.filter((m) => m.kind === 'follow_up_recall');
    expect(recallMessages.length).toBeGreaterThan(0);
    for (const message of recallMessages) {
      expect(message.nextAttemptAt.getTime()).toBe(recall!.messageAt.getTime());
      expect(message.bodyText).toContain(`/book-appointment?service=${c.service.id}&doctor=${c.doctor.id}`);
    }
    expect(messages.some((m) => m.kind === 'visit_summary' && m.status === 'queued')).toBe(true);

    // Staff see it due and not rebooked; a booking of the same service with the same doctor marks it rebooked.
    const due = async () =>
      (await (await call('GET', '/follow-ups?days_ahead=60', admin.token)).json()) as {
        appointment_id: number;
        rebooked_appointment_id: number | null;
      }[];
    expect((await due()).find((r) => r.appointment_id === c.appointment.id)).toMatchObject({ rebooked_appointment_id: null });
    const rebooked = await createAppointment(t.db, {
      userId: c.patient.user.id,
      doctorId: c.doctor.id,
      serviceId: c.service.id,
      hoursFromNow: 24 * 29,
    });
    expect((await due()).find((r) => r.appointment_id === c.appointment.id)).toMatchObject({ rebooked_appointment_id: rebooked.appointment.id });
    expect((await call('GET', '/follow-ups', c.patient.token)).status).toBe(403);

    // The dashboard counts a recall once its message went out.
    await t.db
      .update(notifications)
      .set({ status: 'sent', sentAt: new Date() })
      .where(and(eq(notifications.appointmentId, c.appointment.id), eq(notifications.kind, 'follow_up_recall')));
    const counts = (await (await call('GET', '/follow-ups/summary', admin.token)).json()) as { recalls_sent: number; recalls_rebooked: number };
    expect(counts.recalls_sent).toBeGreaterThanOrEqual(1);
    expect(counts.recalls_rebooked).toBeGreaterThanOrEqual(1);
  });
});

describe('cancelling a visit (issue 45)', () => {
  it('withdraws its follow-up recall: gone from the follow-ups due, its queued message skipped', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, draft);
    expect((await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token)).status).toBe(200);
    // Moved ahead since (as the patient did), so the visit can still be cancelled.
    const later = new Date(Date.now() + 3 * DAY_MS);
    await t.db
      .update(timeSlots)
      .set({ startTime: later, endTime: new Date(later.getTime() + 30 * 60_000) })
      .where(eq(timeSlots.id, c.appointment.slotId));
    await t.db.update(appointments).set({ time: later }).where(eq(appointments.id, c.appointment.id));
    const cancelled = await call('POST', `/appointments/${c.appointment.id}/status`, admin.token, {
      status: 'cancelled',
      reason: 'Booked twice by mistake',
      refund: { kind: 'full' },
    });
    expect(cancelled.status).toBe(200);

    expect(await t.db.select().from(followUpRecalls).where(eq(followUpRecalls.appointmentId, c.appointment.id))).toEqual([]);
    const recallMessages = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, c.appointment.id), eq(notifications.kind, 'follow_up_recall')));
    expect(recallMessages.length).toBeGreaterThan(0);
    expect(recallMessages.every((m) => m.status === 'skipped')).toBe(true);
    const due = (await (await call('GET', '/follow-ups?days_ahead=60', admin.token)).json()) as { appointment_id: number }[];
    expect(due.some((r) => r.appointment_id === c.appointment.id)).toBe(false);
  });
});
