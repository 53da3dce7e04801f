import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clinicSettings, notifications, visitFeedback } from '../../src/server/kernel/db/schema';
import { dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { FEEDBACK_COMMENT_MAX } from '../../src/lib/validation/visit-feedback';
import { erasePatientData } from '../../src/server/compliance/data-rights/erase-patient';
import { insertAppointment, insertService, insertSlot } from '../support/clinic-rows';
import { createDoctorLogin } from '../support/doctor-login';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// 10:00 IST, held for every test: the visit, its hour and its 14 days never depend on when the suite runs.
const NOW = new Date('2026-12-01T04:30:00.000Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  admin = await createUser(t.db, 'admin');
});
afterEach(() => {
  vi.useRealTimers();
});

/** A confirmed visit that started half an hour ago, with its own doctor (a login) and service. */
async function visit(fields: { patient?: Parameters<typeof createUser>[2]; doctor?: Awaited<ReturnType<typeof createDoctorLogin>> } = {}) {
  const doctor = fields.doctor ?? (await createDoctorLogin(t.db));
  const service = await insertService(t.db, { modes: ['video', 'call', 'in_person'] });
  const patient = await createUser(t.db, 'patient', { name: 'Meera Jayesh Patel', ...fields.patient });
  const slot = await insertSlot(t.db, doctor.doctor.id, new Date(NOW.getTime() - 30 * MINUTE));
  const appointment = await insertAppointment(t.db, patient.user.id, slot, service.id, { mode: 'in_person' });
  return { appointment, patient, doctor, service };
}

const complete = (id: number, token = admin.token) =>
  t.app.request(`/api/v1/appointments/${id}/status`, jsonRequest('POST', { status: 'completed' }, token));
const requestsOf = (appointmentId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.appointmentId, appointmentId), eq(notifications.kind, 'visit_feedback')));
const dispatchAt = (at: Date) => dispatchDueNotifications(t.db, t.deps.providers.notifications, { now: at });
const feedbackRow = async (appointmentId: number) =>
  (await t.db.select().from(visitFeedback).where(eq(visitFeedback.appointmentId, appointmentId)))[0];
const getLink = (token: string) => t.app.request(`/api/v1/feedback/${token}`);
const answer = (token: string, body: unknown) => t.app.request(`/api/v1/feedback/${token}`, jsonRequest('POST', body));

/** The token the patient's e-mail carries: the only place it exists besides its hash. */
async function tokenOf(appointmentId: number) {
  const email = (await requestsOf(appointmentId)).find((row) => row.channel === 'email');
  const token = /feedback\?token=([A-Za-z0-9_-]{24})/.exec(email!.bodyText)?.[1];
  expect(token).toBeDefined();
  return token!;
}

/** A completed visit whose request has gone out: its link's token. */
async function completedVisit(fields: Parameters<typeof visit>[0] = {}) {
  const made = await visit(fields);
  expect((await complete(made.appointment.id)).status).toBe(200);
  return { ...made, token: await tokenOf(made.appointment.id) };
}

describe('the request after a completed visit', () => {
  it('POST /appointments/:id/status completed queues one request an hour later, sent once across dispatcher runs', async () => {
    const { appointment } = await visit();
    expect((await complete(appointment.id)).status).toBe(200);

    const queued = await requestsOf(appointment.id);
    expect(queued.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    for (const row of queued) {
      expect(row.status).toBe('queued');
      expect(Math.abs(row.nextAttemptAt.getTime() - (NOW.getTime() + 60 * MINUTE))).toBeLessThan(MINUTE);
    }
    const sms = queued.find((row) => row.channel === 'sms')!;
    expect(sms.bodyText).toMatch(/^Dear Meera Jayesh Patel, thank you for your visit with Dr\. Test \d+\. How was it\?/);
    expect(sms.bodyText).toMatch(/http:\/\/localhost:4321\/feedback\?token=[A-Za-z0-9_-]{24} \. The link works for 14 days\./);

    // Half an hour on, nothing is due; past the hour both go, and a later run sends nothing again.
    await dispatchAt(new Date(NOW.getTime() + 30 * MINUTE));
    expect((await requestsOf(appointment.id)).every((row) => row.status === 'queued')).toBe(true);
    await dispatchAt(new Date(NOW.getTime() + 61 * MINUTE));
    expect((await requestsOf(appointment.id)).map((row) => row.status)).toEqual(['sent', 'sent']);
    const again = await dispatchAt(new Date(NOW.getTime() + 3 * 60 * MINUTE));
    expect(again.sent).toBe(0);
    expect(await requestsOf(appointment.id)).toHaveLength(2);

    // Completing again is refused and asks nothing twice.
    expect((await complete(appointment.id)).status).toBe(409);
    expect(await requestsOf(appointment.id)).toHaveLength(2);
    expect(await t.db.select().from(visitFeedback).where(eq(visitFeedback.appointmentId, appointment.id))).toHaveLength(1);
  });

  it('asks the patient of a visit the doctor completes, in their language, on their chosen channel; a no-show is not asked', async () => {
    const { appointment, doctor } = await visit({ patient: { language: 'gu', messageChannel: 'sms' } });
    const done = await t.app.request(
      `/api/v1/doctor/appointments/${appointment.id}/status`,
      jsonRequest('POST', { status: 'completed' }, doctor.token),
    );
    expect(done.status).toBe(200);
    const [sms, ...others] = await requestsOf(appointment.id);
    expect(others).toEqual([]);
    expect(sms!.channel).toBe('sms');
    expect(sms!.bodyText).toContain('http://localhost:4321/gu/feedback?token=');
    expect(sms!.bodyText).toContain('કૃપા કરી 1 થી 5 સુધી રેટિંગ આપો');

    const missed = await visit();
    const noShow = await t.app.request(
      `/api/v1/appointments/${missed.appointment.id}/status`,
      jsonRequest('POST', { status: 'no_show' }, admin.token),
    );
    expect(noShow.status).toBe(200);
    expect(await requestsOf(missed.appointment.id)).toEqual([]);
  });
});

describe('GET and POST /api/v1/feedback/:token', () => {
  it('shows the visit with the first name only, takes a rating and comment once, then shows the review link', async () => {
    await t.db.update(clinicSettings).set({ reviewUrl: 'https://g.page/r/jamnagar-ayurveda/review' });
    const { appointment, token, doctor, service } = await completedVisit();

    const shown = await getLink(token);
    expect(shown.status).toBe(200);
    const page = (await shown.json()) as Record<string, unknown>;
    expect(page).toMatchObject({
      status: 'open',
      patient_first_name: 'Meera',
      doctor_name: doctor.doctor.name,
      service_name: service.name,
      language: 'en',
      review_url: null,
    });
    expect(JSON.stringify(page)).not.toMatch(/Patel|@example\.com|\+91/);

    const answered = await answer(token, { rating: 4, comment: '  Kind and unhurried.  ' });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ status: 'answered', review_url: 'https://g.page/r/jamnagar-ayurveda/review' });
    expect(await feedbackRow(appointment.id)).toMatchObject({ rating: 4, comment: 'Kind and unhurried.' });

    const twice = await answer(token, { rating: 1, comment: 'Changed my mind' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: 'This feedback has already been given. Thank you!', key: 'feedback.alreadyAnswered' });
    expect(await feedbackRow(appointment.id)).toMatchObject({ rating: 4, comment: 'Kind and unhurried.' });
    expect(await (await getLink(token)).json()).toMatchObject({ status: 'answered', review_url: 'https://g.page/r/jamnagar-ayurveda/review' });
    await t.db.update(clinicSettings).set({ reviewUrl: null });
  });

  it('works until 14 days after the request went out (the clinic clock), then answers "expired" and changes nothing', async () => {
    const early = await completedVisit();
    const late = await completedVisit();
    const { expiresAt, sentAt } = (await feedbackRow(late.appointment.id))!;
    expect(expiresAt.getTime() - sentAt.getTime()).toBe(14 * DAY);

    vi.setSystemTime(new Date(expiresAt.getTime() - 2 * MINUTE));
    expect((await answer(early.token, { rating: 5 })).status).toBe(200);
    vi.setSystemTime(new Date(expiresAt.getTime() + MINUTE));
    const expired = await answer(late.token, { rating: 5 });
    expect(expired.status).toBe(409);
    expect(await expired.json()).toMatchObject({ error: 'This feedback link has expired', key: 'feedback.expired' });
    expect(await feedbackRow(late.appointment.id)).toMatchObject({ rating: null, comment: null, answeredAt: null });
    expect(await (await getLink(late.token)).json()).toMatchObject({ status: 'expired', review_url: null });
  });

  it('refuses a rating out of 1-5, a comment too long and an unknown token, with clear messages, changing nothing', async () => {
    const { appointment, token } = await completedVisit();
    for (const rating of [0, 6, 3.5, '5', null]) {
      const refused = await answer(token, { rating });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ fields: { rating: 'Choose a rating from 1 to 5' } });
    }
    const long = await answer(token, { rating: 3, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ fields: { comment: 'The comment must be at most 1000 characters' } });
    expect(await feedbackRow(appointment.id)).toMatchObject({ rating: null, answeredAt: null });

    for (const unknown of ['A'.repeat(24), 'short', `${token}x`]) {
      const missing = await getLink(unknown);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ error: 'This feedback link is not valid', key: 'feedback.linkNotFound' });
      expect((await answer(unknown, { rating: 5 })).status).toBe(404);
    }
    // The longest comment is taken whole.
    expect((await answer(token, { rating: 3, comment: 'y'.repeat(FEEDBACK_COMMENT_MAX) })).status).toBe(200);
  });
});

describe('staff read the answers', () => {
  it('GET /api/v1/visit-feedback/summary: averages and counts by doctor and by service over 90 days, for admins only', async () => {
    const doctorA = await createDoctorLogin(t.db);
    const doctorB = await createDoctorLogin(t.db);
    const a1 = await completedVisit({ doctor: doctorA });
    const a2 = await completedVisit({ doctor: doctorA });
    const b1 = await completedVisit({ doctor: doctorB });
    await completedVisit({ doctor: doctorB }); // asked, never answered
    await answer(a1.token, { rating: 5 });
    await answer(a2.token, { rating: 2, comment: 'Waited long' });
    await answer(b1.token, { rating: 4 });

    // The requests are due an hour after completion: the summary counts those already sent.
    vi.setSystemTime(new Date(NOW.getTime() + 2 * 60 * MINUTE));
    const summary = await t.app.request('/api/v1/visit-feedback/summary', jsonRequest('GET', undefined, admin.token));
    expect(summary.status).toBe(200);
    const body = (await summary.json()) as {
      days: number;
      asked: number;
      answered: number;
      by_doctor: { id: number; average: number; count: number }[];
      by_service: { id: number; average: number; count: number }[];
    };
    expect(body.days).toBe(90);
    expect(body.asked).toBeGreaterThanOrEqual(4);
    expect(body.by_doctor.find((row) => row.id === doctorA.doctor.id)).toMatchObject({ average: 3.5, count: 2 });
    expect(body.by_doctor.find((row) => row.id === doctorB.doctor.id)).toMatchObject({ average: 4, count: 1 });
    expect(body.by_service.find((row) => row.id === a2.service.id)).toMatchObject({ average: 2, count: 1 });

    // 91 days on, these fall out of the window.
    vi.setSystemTime(new Date(NOW.getTime() + 91 * DAY));
    const laterAdmin = await createUser(t.db, 'admin');
    const later = (await (
      await t.app.request('/api/v1/visit-feedback/summary', jsonRequest('GET', undefined, laterAdmin.token))
    ).json()) as typeof body;
    expect(later.by_doctor.find((row) => row.id === doctorA.doctor.id)).toBeUndefined();

    vi.setSystemTime(NOW);
    expect((await t.app.request('/api/v1/visit-feedback/summary', jsonRequest('GET', undefined, doctorA.token))).status).toBe(403);
    expect((await t.app.request('/api/v1/visit-feedback/summary', jsonRequest('GET', undefined, a1.patient.token))).status).toBe(403);
  });

  it("GET /api/v1/visit-feedback?patient_id: every comment with rating, date and doctor; a doctor only their own visits', another patient 404", async () => {
    const doctorA = await createDoctorLogin(t.db);
    const doctorB = await createDoctorLogin(t.db);
    const first = await completedVisit({ doctor: doctorA });
    const patient = first.patient;
    const slotService = await insertService(t.db);
    const slot = await insertSlot(t.db, doctorB.doctor.id, new Date(NOW.getTime() - 20 * MINUTE));
    const second = await insertAppointment(t.db, patient.user.id, slot, slotService.id, { mode: 'in_person' });
    expect((await complete(second.id)).status).toBe(200);
    await answer(first.token, { rating: 3, comment: 'Good advice on diet' });
    await answer(await tokenOf(second.id), { rating: 5, comment: 'Abhyanga was excellent' });

    const list = (token: string, patientId = patient.user.id) =>
      t.app.request(`/api/v1/visit-feedback?patient_id=${patientId}`, jsonRequest('GET', undefined, token));
    const all = await list(admin.token);
    expect(all.status).toBe(200);
    const entries = (await all.json()) as { rating: number; comment: string; doctor: { name: string } }[];
    expect(entries.map((e) => [e.rating, e.comment, e.doctor.name]).sort()).toEqual(
      [
        [3, 'Good advice on diet', doctorA.doctor.name],
        [5, 'Abhyanga was excellent', doctorB.doctor.name],
      ].sort(),
    );

    const own = (await (await list(doctorA.token)).json()) as { comment: string }[];
    expect(own.map((e) => e.comment)).toEqual(['Good advice on diet']);
    const stranger = await createDoctorLogin(t.db);
    expect((await list(stranger.token)).status).toBe(404);
    expect((await list(patient.token)).status).toBe(403);
    expect((await list(admin.token, admin.user.id)).status).toBe(404);
    expect((await t.app.request('/api/v1/visit-feedback?patient_id=abc', jsonRequest('GET', undefined, admin.token))).status).toBe(400);
  });

  it('an erased patient leaves their ratings in the averages but not their comments, and their open links stop working', async () => {
    const answered = await completedVisit();
    await answer(answered.token, { rating: 2, comment: 'My neighbour Ramesh saw me there' });
    // Before: their export holds the answer, and no trace of the link's token.
    const exported = await t.app.request('/api/v1/users/me/export', jsonRequest('GET', undefined, answered.patient.token));
    expect(exported.status).toBe(200);
    const held = (await exported.json()) as { visit_feedback: unknown[] };
    expect(held.visit_feedback).toEqual([
      { appointment_id: answered.appointment.id, rating: 2, comment: 'My neighbour Ramesh saw me there', answered_at: expect.any(String) },
    ]);
    const open = await completedVisit();
    await t.db.transaction((tx) => erasePatientData(tx, answered.patient.user));
    await t.db.transaction((tx) => erasePatientData(tx, open.patient.user));
    expect(await feedbackRow(answered.appointment.id)).toMatchObject({ rating: 2, comment: null });
    expect((await getLink(open.token)).status).toBe(404);
  });
});
