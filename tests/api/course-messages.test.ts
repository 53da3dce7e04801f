import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { courseLedgerMessages as m } from '../../src/lib/validation/course-ledger';
import type { Database } from '../../src/server/kernel/db/database';
import { auditEvents, notifications, payments, refunds, therapies } from '../../src/server/kernel/db/schema';
import { dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { apiTest as it, type Call } from '../support/api-fixture';
import { localPayments } from '../support/booking-fixtures';
import { addRoom, addTemplate, addTherapist, addTherapy, createCourseRows, dailyStarts, retireResources } from '../support/course-rows';
import { createUser, type TestContext } from '../support/test-app';

const STARTS_ON = '2027-01-04';
const COURSE_KINDS = ['course_session_evening', 'course_session_morning'];

interface CourseJson {
  id: number;
  sessions: { id: number; stepIndex: number; status: string; startsAt: string }[];
}

/**
 * A two-day course of its own: day 1 abhyanga then swedana, day 2 abhyanga; rooms and a therapist
 * from 06:00, so a session may start before 08:00. Abhyanga has instructions in three languages.
 */
async function clinic(db: Database, language: 'en' | 'hi' | 'gu') {
  await retireResources(db);
  const abhyanga = await addTherapy(db, 'Abhyanga', 45, 'treatment-table');
  const swedana = await addTherapy(db, 'Swedana', 20, 'steam-chamber');
  await db
    .update(therapies)
    .set({
      nameHi: 'अभ्यंग',
      nameGu: 'અભ્યંગ',
      preInstructionsEn: 'Eat a light meal two hours before.',
      preInstructionsHi: 'दो घंटे पहले हल्का भोजन करें।',
      preInstructionsGu: 'બે કલાક પહેલાં હળવું ભોજન લો.',
    })
    .where(eq(therapies.id, abhyanga.id));
  // A short name: an SMS's variable holds 30 characters (DLT), and the test reads it whole.
  const table = await addRoom(db, ['treatment-table'], { hours: ['06:00', '20:00'], name: 'Droni room' });
  await addRoom(db, ['steam-chamber'], { hours: ['06:00', '20:00'] });
  await addTherapist(db, 'Asha', 'female', [abhyanga.id, swedana.id], ['06:00', '18:00']);
  const template = await addTemplate(db, 2, [
    { phase: 'purvakarma', dayOffset: 0, therapyId: abhyanga.id },
    { phase: 'purvakarma', dayOffset: 0, therapyId: swedana.id },
    { phase: 'purvakarma', dayOffset: 1, therapyId: abhyanga.id },
  ]);
  const patient = (await createUser(db, 'patient', { gender: 'female', language })).user;
  return { table, template, patient };
}

async function confirmCourse(call: Call, c: Awaited<ReturnType<typeof clinic>>, startTime: string): Promise<CourseJson> {
  const body = { patientId: c.patient.id, templateId: c.template.id, startsOn: STARTS_ON };
  const proposal = (await (await call('POST', '/api/v1/courses/proposal', { ...body, startTime })).json()) as {
    sessions: { stepIndex: number; startsAt: string; roomId: number; therapistIds: number[] }[];
  };
  const sessions = proposal.sessions.map(({ stepIndex, startsAt, roomId, therapistIds }) => ({ stepIndex, startsAt, roomId, therapistIds }));
  const confirmed = await call('POST', '/api/v1/courses', { ...body, sessions });
  expect(confirmed.status, await confirmed.clone().text()).toBe(201);
  return (await confirmed.json()) as CourseJson;
}

const remindersOf = (api: TestContext, sessionIds: number[]) =>
  api.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.courseSessionId, sessionIds), inArray(notifications.kind, COURSE_KINDS)))
    .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id));

/** kind, due instant (IST) and session of each queued reminder, one per kind and day (e-mail and SMS alike). */
const schedule = (rows: (typeof notifications.$inferSelect)[]) => [
  ...new Set(
    rows
      .filter((row) => row.status === 'queued')
      .map((row) => `${row.kind} ${new Date(row.nextAttemptAt.getTime() + 330 * 60_000).toISOString().slice(0, 16)} #${row.courseSessionId}`),
  ),
];

/** Earlier tests' messages out of the way: a dispatch pass then counts only this test's. */
const setAsideQueued = (api: TestContext) =>
  api.db
    .update(notifications)
    .set({ status: 'skipped' })
    .where(inArray(notifications.status, ['queued', 'failed']));

const dispatch = (api: TestContext, iso: string) => dispatchDueNotifications(api.db, api.deps.providers.notifications, { now: new Date(iso) });

describe('course session reminders', () => {
  it('POST /api/v1/courses queues an evening (18:00 IST the day before) and a morning reminder (an hour before a 07:00 start) per session day, in Hindi', async ({
    api,
    call,
  }) => {
    const c = await clinic(api.db, 'hi');
    const course = await confirmCourse(call, c, '07:00');
    const [day1, , day2] = course.sessions;
    const rows = await remindersOf(
      api,
      course.sessions.map((s) => s.id),
    );
    expect(schedule(rows)).toEqual([
      `course_session_evening 2027-01-03T18:00 #${day1!.id}`,
      `course_session_morning 2027-01-04T06:00 #${day1!.id}`,
      `course_session_evening 2027-01-04T18:00 #${day2!.id}`,
      `course_session_morning 2027-01-05T06:00 #${day2!.id}`,
    ]);
    // E-mail and SMS each, to the patient.
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'email', 'email', 'email', 'sms', 'sms', 'sms', 'sms']);
    const sms = rows.find((row) => row.kind === 'course_session_evening' && row.channel === 'sms')!;
    expect(sms.bodyText).toContain('याद दिला दें: आपका अभ्यंग, Swedana सत्र कल है');
    expect(sms.bodyText).toContain('सोम, 4 जन॰ को सुबह 7:00 बजे (IST)');
    expect(sms.bodyText).toContain(`${c.table.name} में`);
    expect(sms.template).toMatchObject({ name: 'course_session_evening', language: 'hi' });
    const mail = rows.find((row) => row.kind === 'course_session_morning' && row.channel === 'email')!;
    expect(mail.subject).toBe('आज आपकी चिकित्सा');
    expect(mail.bodyText).toContain('आने से पहले:\nदो घंटे पहले हल्का भोजन करें।');
  });

  it('sends each reminder once across two dispatch passes, and a late one not at all', async ({ api, call }) => {
    await setAsideQueued(api);
    const c = await clinic(api.db, 'en');
    const course = await confirmCourse(call, c, '09:00');
    const ids = course.sessions.map((s) => s.id);
    // Before its moment nothing goes; at 18:00 IST the day before, the evening one (e-mail and SMS), once.
    expect(await dispatch(api, '2027-01-03T17:59:00+05:30')).toMatchObject({ sent: 0 });
    expect(await dispatch(api, '2027-01-03T18:01:00+05:30')).toMatchObject({ sent: 2, skipped: 0 });
    expect(await dispatch(api, '2027-01-03T18:02:00+05:30')).toMatchObject({ sent: 0, skipped: 0 });
    // A 09:00 start: the morning reminder at 07:00. The server was down until 08:30: the next day's are sent, this one is not late.
    expect(await dispatch(api, '2027-01-04T08:30:00+05:30')).toMatchObject({ sent: 0, skipped: 2 });
    const rows = await remindersOf(api, ids);
    const morning = rows.filter((row) => row.kind === 'course_session_morning' && row.courseSessionId === ids[0]);
    expect(morning.map((row) => [row.status, row.lastError])).toEqual([
      ['skipped', expect.stringMatching(/^Not sent late/)],
      ['skipped', expect.stringMatching(/^Not sent late/)],
    ]);
    const sent = rows.filter((row) => row.status === 'sent');
    expect(sent.map((row) => row.kind)).toEqual(['course_session_evening', 'course_session_evening']);
    expect(sent.find((row) => row.channel === 'sms')!.bodyText).toMatch(
      /^Reminder: your Abhyanga, Swedana session is tomorrow, Mon, 4 Jan, at 9:00 AM IST in Droni room .+\. Before you come, read: http:\/\/localhost:4321\/my-appointments - /,
    );
    expect(await dispatch(api, '2027-01-05T07:00:30+05:30')).toMatchObject({ sent: 2 });
  });

  it('POST .../move drops the moved day’s pending reminders and queues the new ones, in Gujarati', async ({ api, call }) => {
    await setAsideQueued(api);
    const c = await clinic(api.db, 'gu');
    const course = await confirmCourse(call, c, '09:00');
    const [day1, , day2] = course.sessions;
    const moved = await call('POST', `/api/v1/courses/${course.id}/sessions/${day2!.id}/move`, { startsAt: '2027-01-05T11:00:00+05:30' });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = (await moved.json()) as CourseJson;
    const replacement = after.sessions.find((s) => s.status === 'planned' && s.stepIndex === 2)!;
    const rows = await remindersOf(api, [...course.sessions.map((s) => s.id), replacement.id]);
    expect(schedule(rows)).toEqual([
      `course_session_evening 2027-01-03T18:00 #${day1!.id}`,
      `course_session_morning 2027-01-04T07:00 #${day1!.id}`,
      `course_session_evening 2027-01-04T18:00 #${replacement.id}`,
      `course_session_morning 2027-01-05T07:00 #${replacement.id}`,
    ]);
    const old = rows.filter((row) => row.courseSessionId === day2!.id);
    expect(old).toHaveLength(4);
    for (const row of old) expect([row.status, row.lastError]).toEqual(['skipped', "The course's sessions changed"]);
    const sms = rows.find((row) => row.courseSessionId === replacement.id && row.kind === 'course_session_morning' && row.channel === 'sms')!;
    expect(sms.bodyText).toContain('આજે સવારે 11:00 વાગ્યે (IST): આપનું અભ્યંગ સત્ર');
    const mail = rows.find((row) => row.courseSessionId === replacement.id && row.channel === 'email')!;
    expect(mail.bodyText).toContain('આવતા પહેલાં:\nબે કલાક પહેલાં હળવું ભોજન લો.');
    // Day 1's go out as before; day 2's only from the new ones.
    for (const at of ['2027-01-03T18:00:30+05:30', '2027-01-04T07:00:30+05:30', '2027-01-04T18:00:30+05:30', '2027-01-05T07:00:30+05:30']) {
      expect(await dispatch(api, at)).toMatchObject({ sent: 2, skipped: 0 });
    }
    const sent = await remindersOf(api, [day2!.id, replacement.id]);
    expect(new Set(sent.filter((row) => row.status === 'sent').map((row) => row.courseSessionId))).toEqual(new Set([replacement.id]));
  });

  it('POST .../cancel leaves none to send', async ({ api, call }) => {
    await setAsideQueued(api);
    const c = await clinic(api.db, 'en');
    const course = await confirmCourse(call, c, '09:00');
    const cancelled = await call('POST', `/api/v1/courses/${course.id}/cancel`, { expectedRefundPaise: 0 });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const rows = await remindersOf(
      api,
      course.sessions.map((s) => s.id),
    );
    expect(rows).toHaveLength(8);
    for (const row of rows) expect([row.status, row.lastError]).toEqual(['skipped', 'The course was cancelled']);
    for (const at of ['2027-01-03T18:00:30+05:30', '2027-01-04T07:00:30+05:30', '2027-01-04T18:00:30+05:30']) {
      expect(await dispatch(api, at)).toMatchObject({ sent: 0 });
    }
  });

  it('POST /api/v1/course-sessions/:id/reschedule gives a missed session’s new time its own reminders', async ({ api, call }) => {
    const { sessions, room, therapist } = await createCourseRows(api.db, { starts: dailyStarts(2, -1) });
    const missed = await call('POST', `/api/v1/course-sessions/${sessions[0]!.id}/missed`);
    expect(missed.status).toBe(200);
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    startsAt.setUTCHours(5, 0, 0, 0); // 10:30 IST
    const rescheduled = await call('POST', `/api/v1/course-sessions/${sessions[0]!.id}/reschedule`, {
      startsAt: startsAt.toISOString(),
      roomId: room.id,
      therapistIds: [therapist.id],
    });
    expect(rescheduled.status, await rescheduled.clone().text()).toBe(201);
    const { id } = (await rescheduled.json()) as { id: number };
    const rows = await remindersOf(api, [id]);
    expect(schedule(rows).map((line) => line.split(' ')[0])).toEqual(['course_session_evening', 'course_session_morning']);
  });
});

describe('a course refund’s message', () => {
  it('tells the patient the amount and the course in their language when the refund is processed', async ({ api, call }) => {
    const patient = (await createUser(api.db, 'patient', { language: 'gu' })).user;
    const { course } = await createCourseRows(api.db, { patientId: patient.id, starts: dailyStarts(7, 1), pricePaise: 2_100_000 });
    expect((await call('POST', `/api/v1/courses/${course.id}/payment`, { method: 'cash' })).status).toBe(201);
    const cancelled = await call('POST', `/api/v1/courses/${course.id}/cancel`, { expectedRefundPaise: 2_100_000 });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    // The local provider settles the refund at once, after the commit.
    const [refund] = await api.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `course-cancel:${course.id}`));
    expect(refund).toMatchObject({ status: 'processed', amountPaise: 2_100_000 });
    const messages = await api.db.select().from(notifications).where(eq(notifications.kind, 'course_refund_processed'));
    expect(messages.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    const sms = messages.find((row) => row.channel === 'sms')!;
    expect(sms.bodyText).toContain('આપના પંચકર્મ માટે ₹21,000.00નું રિફંડ મોકલી દેવામાં આવ્યું છે.');
    const mail = messages.find((row) => row.channel === 'email')!;
    expect(mail).toMatchObject({ userId: patient.id, subject: 'આપના કોર્સનું રિફંડ મોકલી દેવામાં આવ્યું છે' });
    expect(mail.attachments).toEqual([expect.objectContaining({ document: { kind: 'credit_note', refundId: refund!.id } })]);
  });
});

/** payment_link.paid as Razorpay sends it (as tests/api/staff-payment-link.test.ts). */
const linkPaidEvent = (linkId: string, paymentId: string, amount: number) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: linkId, amount, amount_paid: amount, currency: 'INR', reference_id: 'ref', status: 'paid' } },
      order: { entity: { id: 'order_internal1', amount, amount_paid: amount, status: 'paid' } },
      payment: { entity: { id: paymentId, amount, currency: 'INR', status: 'captured', order_id: 'order_internal1' } },
    },
  });

const deliver = (api: TestContext, rawBody: string, eventId: string) =>
  api.app.request('/api/v1/payments/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-razorpay-signature': localPayments(api).signWebhook(rawBody), 'x-razorpay-event-id': eventId },
    body: rawBody,
  });

describe('POST /api/v1/courses/:id/payment-link', () => {
  it('sends the link to the patient, and its payment_link.paid settles the course once; a second link paid is refunded', async ({
    api,
    call,
    patient,
  }) => {
    const { course } = await createCourseRows(api.db, { pricePaise: 2_100_000 });
    expect((await call('POST', `/api/v1/courses/${course.id}/payment-link`, undefined, patient.token)).status).toBe(403);
    const sent = await call('POST', `/api/v1/courses/${course.id}/payment-link`);
    expect(sent.status, await sent.clone().text()).toBe(201);
    const body = (await sent.json()) as { paymentLink: { id: string; url: string; amountPaise: number; expiresAt: string; channels: string[] } };
    expect(body.paymentLink).toMatchObject({ amountPaise: 2_100_000, channels: ['email', 'sms'] });
    expect(body.paymentLink.url).toMatch(/^http:\/\/localhost:4321\/api\/dev\/payment-links\/plink_/);
    const week = new Date(body.paymentLink.expiresAt).getTime() - Date.now();
    expect(week).toBeGreaterThan(6.9 * 86_400_000);
    const messages = await api.db.select().from(notifications).where(eq(notifications.kind, 'course_payment_link'));
    expect(messages.find((row) => row.channel === 'sms')!.bodyText).toMatch(
      /^Dear .+, to pay for your Panchakarma \(Virechana\) \(Rs\.21,000\.00\) please use this link: http:\/\/localhost:4321\/p\/\S+ \. Your sessions stay booked for you\./,
    );
    const audit = await api.db.select().from(auditEvents).where(eq(auditEvents.action, 'send_payment_link'));
    expect(audit.length).toBeGreaterThan(0);
    // A second link before either is paid (staff resent it).
    const second = (await (await call('POST', `/api/v1/courses/${course.id}/payment-link`)).json()) as typeof body;

    const paid = await deliver(api, linkPaidEvent(body.paymentLink.id, 'pay_course_link1', 2_100_000), 'evt_course_link1');
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: 'booked' });
    const replay = await deliver(api, linkPaidEvent(body.paymentLink.id, 'pay_course_link1', 2_100_000), 'evt_course_link1');
    expect(await replay.json()).toMatchObject({ status: 'duplicate' });
    const late = await deliver(api, linkPaidEvent(second.paymentLink.id, 'pay_course_link2', 2_100_000), 'evt_course_link2');
    expect(await late.json()).toMatchObject({ status: 'paid_twice_refunded' });
    const rows = await api.db.select().from(payments).where(eq(payments.courseId, course.id)).orderBy(asc(payments.id));
    expect(rows.map((row) => [row.method, row.status])).toEqual([
      ['link', 'completed'],
      ['link', 'refunded'],
    ]);
    // Paid now: another link is refused.
    const refused = await call('POST', `/api/v1/courses/${course.id}/payment-link`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: m.alreadyPaid });
  });

  it('refuses a cancelled course, and answers 404 for a course that does not exist', async ({ api, call }) => {
    const { course } = await createCourseRows(api.db);
    expect((await call('POST', `/api/v1/courses/${course.id}/cancel`, { expectedRefundPaise: 0 })).status).toBe(200);
    const refused = await call('POST', `/api/v1/courses/${course.id}/payment-link`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: m.courseCancelled });
    expect(await api.db.select().from(payments).where(eq(payments.courseId, course.id))).toEqual([]);
    expect((await call('POST', '/api/v1/courses/999999/payment-link')).status).toBe(404);
  });
});
