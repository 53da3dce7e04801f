import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentRecords, notifications, programmeCheckIns, programmeEnrolments, programmeTemplates } from '../../src/server/kernel/db/schema';
import { CLAIM_LEASE_MS, dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { createDoctorLogin } from '../support/doctor-login';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let templateIds: { garbhasanskar: number; arthritis: number };
beforeAll(async () => {
  t = await createTestContext();
  const rows = await t.db.select().from(programmeTemplates);
  templateIds = { garbhasanskar: rows.find((r) => r.slug === 'garbhasanskar')!.id, arthritis: rows.find((r) => r.slug === 'arthritis-12-weeks')!.id };
});
afterAll(() => t.close());

// 10:00 IST on 30 December 2026: the next step opens across the year's end.
const NOW = new Date('2026-12-30T04:30:00.000Z');
// Due on 1 May 2027: 122 days ahead, gestational week 40 - ceil(122 / 7) = 22 (month 5's step open since 28 November).
const DUE = '2027-05-01';
const HOUR = 3_600_000;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  admin = await createUser(t.db, 'admin');
});
afterEach(() => {
  vi.useRealTimers();
});

const call = (method: string, path: string, body?: unknown, token = admin.token) => t.app.request(`/api/v1${path}`, jsonRequest(method, body, token));
const dispatchAt = (at: Date) => dispatchDueNotifications(t.db, t.deps.providers.notifications, { now: at });
const messagesOf = (enrolmentId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'programme_step'), like(notifications.dedupeKey, `programme:${enrolmentId}:%`)))
    .orderBy(notifications.nextAttemptAt, notifications.id);

async function enrol(
  fields: {
    due_date?: string | null;
    template?: 'garbhasanskar' | 'arthritis';
    consent?: boolean;
    patientFields?: Parameters<typeof createUser>[2];
  } = {},
) {
  const patient = await createUser(t.db, 'patient', { name: 'Meera Patel', language: 'gu', ...fields.patientFields });
  const doctor = await createDoctorLogin(t.db);
  const res = await call('POST', '/programmes', {
    patient_id: patient.user.id,
    template_id: templateIds[fields.template ?? 'garbhasanskar'],
    due_date: fields.template === 'arthritis' ? undefined : (fields.due_date ?? DUE),
    doctor_id: doctor.doctor.id,
    messages_consent: fields.consent ?? true,
  });
  expect(res.status).toBe(201);
  const enrolment = (await res.json()) as { id: number; week: number; queued_messages: number; messages_consent: boolean };
  return { patient, doctor, enrolment };
}

const mine = async (token: string) => {
  const res = await call('GET', '/programmes/mine', undefined, token);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    id: number;
    week: number;
    current: {
      id: number;
      position: number;
      guidance: { title: string; sections: { heading: string; items: string[] }[] };
      questions: { key: string; label: string }[];
      check_in: unknown;
      booking_url: string | null;
    } | null;
    next: { position: number; opens_on: string; opens_week: number } | null;
    open_earlier: { id: number; position: number; title: string }[];
    replies: { reply: string | null; consultation_proposed: boolean }[];
  }[];
};

const pregnancyAnswers = (flags: Partial<Record<'bleeding' | 'fever' | 'headache_swelling' | 'reduced_movement', boolean>> = {}) => ({
  bleeding: false,
  fever: false,
  headache_swelling: false,
  reduced_movement: false,
  wellbeing: 7,
  ...flags,
});

describe('templates', () => {
  it('GET /programmes/templates lists the seeded Garbhasanskar (nine monthly steps, from the due date) and the 12-week arthritis plan', async () => {
    const res = await call('GET', '/programmes/templates');
    expect(res.status).toBe(200);
    const list = (await res.json()) as { slug: string; anchor: string; steps: { opens_week: number }[] }[];
    const pregnancy = list.find((template) => template.slug === 'garbhasanskar')!;
    expect(pregnancy.anchor).toBe('due_date');
    expect(pregnancy.steps.map((step) => step.opens_week)).toEqual([0, 5, 9, 14, 18, 23, 27, 32, 36]);
    const arthritis = list.find((template) => template.slug === 'arthritis-12-weeks')!;
    expect(arthritis.anchor).toBe('enrolment');
    expect(arthritis.steps.map((step) => step.opens_week)).toEqual([1, 4, 8, 12]);
    const patient = await createUser(t.db, 'patient');
    expect((await call('GET', '/programmes/templates', undefined, patient.token)).status).toBe(403);
  });
});

describe('enrolment by staff', () => {
  it('enrols from the due date: week 22, the consent recorded, one message per step still ahead at 09:00 IST of its day', async () => {
    const { patient, enrolment } = await enrol();
    expect(enrolment.week).toBe(22);
    expect(enrolment.messages_consent).toBe(true);
    const [consent] = await t.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, patient.user.id), eq(consentRecords.purpose, 'programme_messages')));
    expect(consent?.withdrawnAt).toBeNull();
    const rows = await messagesOf(enrolment.id);
    // Months 6 to 9 are ahead (weeks 23, 27, 32, 36), on e-mail and SMS; month 5 is already open (no message).
    expect(rows).toHaveLength(8);
    expect([...new Set(rows.map((row) => row.nextAttemptAt.toISOString()))]).toEqual([
      '2027-01-02T03:30:00.000Z',
      '2027-01-30T03:30:00.000Z',
      '2027-03-06T03:30:00.000Z',
      '2027-04-03T03:30:00.000Z',
    ]);
    const sms = rows.find((row) => row.channel === 'sms')!;
    expect(sms.bodyText).toContain('ગર્ભસંસ્કાર (નવ મહિના)');
    expect(sms.bodyText).toContain('અઠવાડિયું 23');
    expect(sms.bodyText).toMatch(/\/gu\/programme-stop\?token=[A-Za-z0-9_-]{24}/);
  });

  it('a receptionist enrols too; a patient may not', async () => {
    const receptionist = await createUser(t.db, 'receptionist');
    const patient = await createUser(t.db, 'patient');
    const body = { patient_id: patient.user.id, template_id: templateIds.arthritis, messages_consent: false };
    expect((await call('POST', '/programmes', body, patient.token)).status).toBe(403);
    const res = await call('POST', '/programmes', body, receptionist.token);
    expect(res.status).toBe(201);
    const enrolment = (await res.json()) as { id: number; week: number; queued_messages: number; messages_consent: boolean };
    // No opt-in: no message queued (programme messages are marketing in WhatsApp's terms).
    expect(enrolment).toMatchObject({ week: 1, queued_messages: 0, messages_consent: false });
  });

  it.each([
    ['2026-12-29', 'programmes.dueDatePast'],
    ['2027-10-21', 'programmes.dueDateTooFar'],
    [null, 'programmes.dueDateRequired'],
    ['2027-02-30', undefined],
  ])('refuses the due date %s (400) and changes nothing', async (due, key) => {
    const patient = await createUser(t.db, 'patient');
    const res = await call('POST', '/programmes', {
      patient_id: patient.user.id,
      template_id: templateIds.garbhasanskar,
      due_date: due,
      messages_consent: true,
    });
    expect(res.status).toBe(400);
    if (key) expect(((await res.json()) as { key: string }).key).toBe(key);
    expect(await t.db.select().from(programmeEnrolments).where(eq(programmeEnrolments.userId, patient.user.id))).toHaveLength(0);
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.userId, patient.user.id))).toHaveLength(0);
  });

  it('takes a due date exactly 42 weeks ahead, and refuses a second running enrolment (409)', async () => {
    const { patient } = await enrol({ due_date: '2027-10-20' });
    const again = await call('POST', '/programmes', {
      patient_id: patient.user.id,
      template_id: templateIds.garbhasanskar,
      due_date: DUE,
      messages_consent: true,
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { key: string }).key).toBe('programmes.alreadyEnrolled');
  });
});

describe("the patient's programme page and check-ins", () => {
  it('shows week 22, month 5 in Gujarati with its check-in, and month 6 next from 2 January', async () => {
    const { patient } = await enrol();
    const [programme] = await mine(patient.token);
    expect(programme!.week).toBe(22);
    expect(programme!.current!.position).toBe(5);
    expect(programme!.current!.guidance.title).toBe('મહિનો 5');
    expect(programme!.current!.questions.map((q) => q.key)).toEqual(['bleeding', 'fever', 'headache_swelling', 'reduced_movement', 'wellbeing']);
    expect(programme!.current!.questions[0]!.label).toMatch(/રક્તસ્રાવ/);
    expect(programme!.next).toEqual({ position: 6, opens_on: '2027-01-02', opens_week: 23, title: 'મહિનો 6' });
    // Months 1 to 4 closed before she joined: not offered as check-ins to catch up on.
    expect(programme!.open_earlier).toEqual([]);
  });

  it('refuses a check-in for a step not yet open (409), or with missing answers (400): nothing written', async () => {
    const { patient, enrolment } = await enrol();
    const [programme] = await mine(patient.token);
    const nextStepId = programme!.current!.id + 1;
    const early = await call('POST', `/programmes/${enrolment.id}/check-ins`, { step_id: nextStepId, answers: pregnancyAnswers() }, patient.token);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { key: string }).key).toBe('programmes.stepNotOpen');
    const partial = await call(
      'POST',
      `/programmes/${enrolment.id}/check-ins`,
      { step_id: programme!.current!.id, answers: { bleeding: false } },
      patient.token,
    );
    expect(partial.status).toBe(400);
    const stranger = await createUser(t.db, 'patient');
    const notTheirs = await call(
      'POST',
      `/programmes/${enrolment.id}/check-ins`,
      { step_id: programme!.current!.id, answers: pregnancyAnswers() },
      stranger.token,
    );
    expect(notTheirs.status).toBe(404);
    expect(await t.db.select().from(programmeCheckIns).where(eq(programmeCheckIns.enrolmentId, enrolment.id))).toHaveLength(0);
  });

  it('a red flag (bleeding) puts an alert at the top of the doctor’s queue; the doctor answers and proposes a consultation; the patient reads it', async () => {
    const { patient, doctor, enrolment } = await enrol();
    const otherDoctor = await createDoctorLogin(t.db);
    const [programme] = await mine(patient.token);
    const res = await call(
      'POST',
      `/programmes/${enrolment.id}/check-ins`,
      { step_id: programme!.current!.id, answers: pregnancyAnswers({ bleeding: true }), note: 'Since this morning' },
      patient.token,
    );
    expect(res.status).toBe(201);
    const checkIn = (await res.json()) as { id: number; red_flags: string[] };
    expect(checkIn.red_flags).toEqual(['bleeding']);
    const again = await call(
      'POST',
      `/programmes/${enrolment.id}/check-ins`,
      { step_id: programme!.current!.id, answers: pregnancyAnswers() },
      patient.token,
    );
    expect(again.status).toBe(409);

    const alerts = (await (await call('GET', '/programmes/alerts', undefined, doctor.token)).json()) as {
      check_in_id: number;
      red_flags: { key: string; label: string }[];
      week: number;
      note: string;
    }[];
    expect(alerts[0]).toMatchObject({ check_in_id: checkIn.id, week: 22, note: 'Since this morning' });
    expect(alerts[0]!.red_flags).toEqual([{ key: 'bleeding', label: 'Any bleeding or spotting from the vagina?' }]);
    const others = (await (await call('GET', '/programmes/alerts', undefined, otherDoctor.token)).json()) as { check_in_id: number }[];
    expect(others.map((alert) => alert.check_in_id)).not.toContain(checkIn.id);
    expect((await call('POST', `/programmes/check-ins/${checkIn.id}/response`, { reply: 'Not mine' }, otherDoctor.token)).status).toBe(404);
    expect((await call('POST', `/programmes/check-ins/${checkIn.id}/response`, {}, doctor.token)).status).toBe(400);

    const answered = await call(
      'POST',
      `/programmes/check-ins/${checkIn.id}/response`,
      { reply: 'Please come in today.', propose_consultation: true },
      doctor.token,
    );
    expect(answered.status).toBe(200);
    expect((await call('POST', `/programmes/check-ins/${checkIn.id}/response`, { reply: 'Again' }, doctor.token)).status).toBe(409);
    const after = (await (await call('GET', '/programmes/alerts', undefined, doctor.token)).json()) as { check_in_id: number }[];
    expect(after.map((alert) => alert.check_in_id)).not.toContain(checkIn.id);
    const [seen] = await mine(patient.token);
    expect(seen!.replies).toMatchObject([{ reply: 'Please come in today.', consultation_proposed: true }]);

    // Everything is on the patient's story: staff read the check-ins with their answers.
    const story = (await (await call('GET', `/programmes?patient_id=${patient.user.id}`)).json()) as {
      check_ins: { red_flags: string[]; reply: string }[];
    }[];
    expect(story[0]!.check_ins).toMatchObject([{ red_flags: ['bleeding'], reply: 'Please come in today.' }]);
  });

  it('two check-ins for one step at once: one is written, the other refused (409)', async () => {
    const { patient, enrolment } = await enrol();
    const [programme] = await mine(patient.token);
    const send = () =>
      call('POST', `/programmes/${enrolment.id}/check-ins`, { step_id: programme!.current!.id, answers: pregnancyAnswers() }, patient.token);
    const statuses = (await Promise.all([send(), send()])).map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(await t.db.select().from(programmeCheckIns).where(eq(programmeCheckIns.enrolmentId, enrolment.id))).toHaveLength(1);
  });

  it('two enrolments of one patient at once: one is made, the other refused (409), one set of messages', async () => {
    const patient = await createUser(t.db, 'patient');
    const body = { patient_id: patient.user.id, template_id: templateIds.garbhasanskar, due_date: DUE, messages_consent: true };
    const statuses = (await Promise.all([call('POST', '/programmes', body), call('POST', '/programmes', body)])).map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409]);
    const rows = await t.db.select().from(programmeEnrolments).where(eq(programmeEnrolments.userId, patient.user.id));
    expect(rows).toHaveLength(1);
    expect(await messagesOf(rows[0]!.id)).toHaveLength(8);
  });

  it('a calm check-in raises no alert', async () => {
    const { patient, doctor, enrolment } = await enrol();
    const [programme] = await mine(patient.token);
    const res = await call(
      'POST',
      `/programmes/${enrolment.id}/check-ins`,
      { step_id: programme!.current!.id, answers: pregnancyAnswers() },
      patient.token,
    );
    const checkIn = (await res.json()) as { id: number; red_flags: string[] };
    expect(checkIn.red_flags).toEqual([]);
    const alerts = (await (await call('GET', '/programmes/alerts', undefined, doctor.token)).json()) as { check_in_id: number }[];
    expect(alerts.map((alert) => alert.check_in_id)).not.toContain(checkIn.id);
  });
});

describe('step messages through the outbox', () => {
  /** The rows of one step's message (by the week its text names), whatever their claims did to their due time. */
  const stepRows = async (enrolmentId: number, week: number) =>
    (await messagesOf(enrolmentId)).filter((row) => row.subject.includes(`અઠવાડિયું ${week}`));

  it('each step goes once at its moment: after downtime within its day it still goes, once, even with two dispatchers and after a crash mid-send', async () => {
    const { enrolment } = await enrol();
    const due = new Date('2027-01-02T03:30:00.000Z');
    // Before its moment nothing goes.
    await dispatchAt(new Date(due.getTime() - 60_000));
    expect((await stepRows(enrolment.id, 23)).map((row) => row.status)).toEqual(['queued', 'queued']);
    // The server was down over 09:00; it comes back at 11:00 IST. A first dispatcher had claimed the e-mail and died mid-send (the claim's lease).
    const back = new Date(due.getTime() + 2 * HOUR);
    const email = (await stepRows(enrolment.id, 23)).find((row) => row.channel === 'email')!;
    await t.db
      .update(notifications)
      .set({ attempts: 1, nextAttemptAt: new Date(back.getTime() + CLAIM_LEASE_MS) })
      .where(eq(notifications.id, email.id));
    // Two dispatchers at once after the restart: the SMS goes once; the claimed e-mail waits out its lease.
    await Promise.all([dispatchAt(back), dispatchAt(back)]);
    const afterRestart = await stepRows(enrolment.id, 23);
    expect(afterRestart.find((row) => row.channel === 'sms')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(afterRestart.find((row) => row.channel === 'email')).toMatchObject({ status: 'queued', attempts: 1 });
    const afterLease = new Date(back.getTime() + CLAIM_LEASE_MS + 1000);
    await dispatchAt(afterLease);
    await dispatchAt(new Date(afterLease.getTime() + HOUR));
    const sent = await stepRows(enrolment.id, 23);
    expect(sent.map((row) => [row.channel, row.status, row.attempts]).sort()).toEqual([
      ['email', 'sent', 2],
      ['sms', 'sent', 1],
    ]);
    // The later steps wait for their own days.
    expect((await stepRows(enrolment.id, 27)).map((row) => row.status)).toEqual(['queued', 'queued']);
  });

  it('never late: down for the whole day of its step, the message is skipped with the reason', async () => {
    const { enrolment } = await enrol();
    await dispatchAt(new Date('2027-01-03T04:00:00.000Z'));
    const month6 = await stepRows(enrolment.id, 23);
    expect(month6.map((row) => row.status)).toEqual(['skipped', 'skipped']);
    expect(month6[0]!.lastError).toMatch(/Not sent late/);
  });
});

describe('pausing and ending', () => {
  it('a pregnancy loss ends the programme and stops every queued message at once; nothing about the pregnancy goes again', async () => {
    const { patient, doctor, enrolment } = await enrol();
    const [programme] = await mine(patient.token);
    await call(
      'POST',
      `/programmes/${enrolment.id}/check-ins`,
      { step_id: programme!.current!.id, answers: pregnancyAnswers({ fever: true }) },
      patient.token,
    );
    const res = await call('POST', `/programmes/${enrolment.id}/end`, { reason: 'pregnancy_loss' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ended', end_reason: 'pregnancy_loss', queued_messages: 0 });
    const rows = await messagesOf(enrolment.id);
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.status === 'skipped')).toBe(true);
    expect(rows[0]!.lastError).toMatch(/pregnancy loss/);
    for (const at of ['2027-01-02T04:00:00Z', '2027-01-30T04:00:00Z', '2027-03-06T04:00:00Z', '2027-04-03T04:00:00Z']) await dispatchAt(new Date(at));
    expect((await messagesOf(enrolment.id)).filter((row) => row.status === 'sent')).toHaveLength(0);
    // The alert of an ended programme leaves the queue; the patient's page no longer shows it.
    const alerts = (await (await call('GET', '/programmes/alerts', undefined, doctor.token)).json()) as { enrolment_id: number }[];
    expect(alerts.map((alert) => alert.enrolment_id)).not.toContain(enrolment.id);
    expect(await mine(patient.token)).toEqual([]);
    expect((await call('POST', `/programmes/${enrolment.id}/end`, { reason: 'completed' })).status).toBe(409);
  });

  it('a loss is a reason only for a pregnancy programme (400)', async () => {
    const { enrolment } = await enrol({ template: 'arthritis' });
    const res = await call('POST', `/programmes/${enrolment.id}/end`, { reason: 'pregnancy_loss' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ key: 'programmes.reasonInvalid' });
  });

  it('the patient pauses (queued messages skipped) and resumes (only steps still ahead queued again, once); another patient cannot', async () => {
    const { patient, enrolment } = await enrol();
    const stranger = await createUser(t.db, 'patient');
    expect((await call('POST', `/programmes/${enrolment.id}/pause`, undefined, stranger.token)).status).toBe(404);
    const paused = await call('POST', `/programmes/${enrolment.id}/pause`, undefined, patient.token);
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ status: 'paused', queued_messages: 0 });
    expect((await call('POST', `/programmes/${enrolment.id}/pause`, undefined, patient.token)).status).toBe(409);
    // Resumed on 10 January: month 6 (2 January) has passed and is not queued again.
    vi.setSystemTime(new Date('2027-01-10T04:30:00.000Z'));
    // (Staff resume it: the patient's sign-in of 30 December has expired by now.)
    const resumed = await call('POST', `/programmes/${enrolment.id}/resume`, undefined, (await createUser(t.db, 'admin')).token);
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ status: 'active', week: 24, queued_messages: 6 });
    const live = (await messagesOf(enrolment.id)).filter((row) => row.status === 'queued');
    expect(live.every((row) => row.dedupeKey.includes(':r1:'))).toBe(true);
  });

  it('the one-tap stop link withdraws the consent and skips what is queued; an unknown link is 404', async () => {
    const { patient, enrolment } = await enrol();
    const email = (await messagesOf(enrolment.id)).find((row) => row.channel === 'email')!;
    const token = /programme-stop\?token=([A-Za-z0-9_-]{24})/.exec(email.bodyText)![1]!;
    const res = await t.app.request(`/api/v1/programme-stop/${token}`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'stopped', programme_name: 'ગર્ભસંસ્કાર (નવ મહિના)' });
    expect((await messagesOf(enrolment.id)).every((row) => row.status === 'skipped')).toBe(true);
    const [consent] = await t.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, patient.user.id), eq(consentRecords.purpose, 'programme_messages')));
    expect(consent!.withdrawnAt).not.toBeNull();
    expect((await t.app.request(`/api/v1/programme-stop/${'x'.repeat(24)}`, { method: 'POST' })).status).toBe(404);
    // The programme itself goes on.
    expect((await mine(patient.token))[0]).toMatchObject({ week: 22 });
  });
});
