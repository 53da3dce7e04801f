import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyAppointment } from '../../src/lib/api/types';
import { myAppointmentMessages as m, refundMessages } from '../../src/lib/validation/messages';
import { LOCAL_PROVIDERS } from '../../src/server/kernel/config';
import { appointments, auditEvents, notifications, payments, refunds, timeSlots, users } from '../../src/server/kernel/db/schema';
import { createProviders } from '../../src/server/kernel/providers';
import { createLocalPayments } from '../../src/server/kernel/providers/payments/local';
import type { RefundResult } from '../../src/server/kernel/providers/payments/types';
import { settleDueRefunds } from '../../src/server/billing/refunds/settle-refunds';
import { enqueueAppointmentNotifications } from '../../src/server/messaging/outbox/enqueue-notifications';
import { createAppointment, createDoctorAndService, createSlot } from '../support/clinic-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

const WEBHOOK_SECRET = 'refund-webhook-secret-for-tests';
const local = createLocalPayments('refund-key-secret-for-tests', WEBHOOK_SECRET);
/** How the test's payment provider answers a refund request. */
let refundAnswer: 'processed' | 'pending' | 'unreachable' = 'processed';
let refundCalls = 0;
let providerRefundCounter = 0;

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  const providers = createProviders(LOCAL_PROVIDERS);
  providers.payments = {
    ...local,
    async refund(): Promise<RefundResult> {
      refundCalls += 1;
      if (refundAnswer === 'unreachable') throw new Error('connect ECONNREFUSED');
      return { providerRefundId: `rfnd_test${++providerRefundCounter}`, status: refundAnswer };
    },
  };
  t = await createTestContext({ providers });
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());
beforeEach(() => {
  refundAnswer = 'processed';
});

async function patientWithAppointment(hoursFromNow = 48, options: { isPaid?: boolean; status?: string } = {}) {
  const { doctor, service } = await createDoctorAndService(t.db);
  const patient = await createUser(t.db, 'patient');
  const { appointment, slot } = await createAppointment(t.db, {
    userId: patient.user.id,
    doctorId: doctor.id,
    serviceId: service.id,
    hoursFromNow,
    ...options,
  });
  return { patient, appointment, slot, doctor, service };
}

const call = (method: string, path: string, token?: string, body?: unknown) =>
  t.app.request(`/api/v1/appointments${path}`, jsonRequest(method, body, token));
const mine = async (token: string) => (await (await call('GET', '/mine', token)).json()) as MyAppointment[];
const appointmentRow = async (id: number) => (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const slotRow = async (id: number) => (await t.db.select().from(timeSlots).where(eq(timeSlots.id, id)))[0]!;
const refundsOf = (appointmentId: number) => t.db.select().from(refunds).where(eq(refunds.appointmentId, appointmentId));
/** The outbox rows of one appointment, as kind/audience/status (and the sequence they speak for). */
const messagesOf = async (appointmentId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.appointmentId, appointmentId)).orderBy(notifications.id)).map((row) => ({
    kind: row.kind,
    audience: row.audience,
    channel: row.channel,
    status: row.status,
    sequence: row.calendarSequence,
    subject: row.subject,
    nextAttemptAt: row.nextAttemptAt,
  }));
/** Puts a booking's confirmation and reminders in the outbox, as completing a booking does. */
async function queueBookingMessages(appointmentId: number) {
  await t.db.transaction((tx) =>
    enqueueAppointmentNotifications(tx, t.deps.providers.notifications, { kind: 'booking_confirmed', appointmentId, sequence: 0 }),
  );
}

describe('GET /api/v1/appointments/mine', () => {
  it('answers 401 without a token and 403 for an admin', async () => {
    expect((await call('GET', '/mine')).status).toBe(401);
    expect((await call('GET', '/mine', admin.token)).status).toBe(403);
  });

  it("lists only the patient's own appointments, upcoming soonest first, then past ones, with the policy's outcome", async () => {
    const { patient, appointment: later, doctor, service } = await patientWithAppointment(48);
    const soon = await createAppointment(t.db, { userId: patient.user.id, doctorId: doctor.id, serviceId: service.id, hoursFromNow: 10 });
    const past = await createAppointment(t.db, {
      userId: patient.user.id,
      doctorId: doctor.id,
      serviceId: service.id,
      hoursFromNow: -30,
      status: 'completed',
    });
    await patientWithAppointment(30); // someone else's
    const list = await mine(patient.token);
    expect(list.map((a) => a.id)).toEqual([soon.appointment.id, later.id, past.appointment.id]);
    expect(list[0]).toMatchObject({
      is_upcoming: true,
      service: { name: service.name },
      doctor: { name: doctor.name },
      payment: { status: 'completed', amount: 150_000 },
      refunds: [],
      cancellation: { can_cancel: true, window: 'partial_refund', refund_amount: 75_000, paid_amount: 150_000 },
      reschedule: { can_reschedule: true, reason: null, remaining: 2 },
    });
    expect(list[1]!.cancellation).toMatchObject({ window: 'full_refund', refund_amount: 150_000 });
    expect(list[2]).toMatchObject({
      is_upcoming: false,
      status: 'completed',
      cancellation: { can_cancel: false },
      reschedule: { can_reschedule: false },
    });
  });
});

describe('POST /api/v1/appointments/{id}/cancel', () => {
  it('cancels 24 h or more ahead with a full refund, frees the slot and settles the refund', async () => {
    const { patient, appointment, slot } = await patientWithAppointment(48);
    const res = await call('POST', `/${appointment.id}/cancel`, patient.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: appointment.id, status: 'cancelled', refunds: [{ amount: 150_000, status: 'processed' }] });
    expect(await appointmentRow(appointment.id)).toMatchObject({ status: 'cancelled', calendarSequence: 1 });
    expect((await slotRow(slot.id)).isBooked).toBe(false);
    const [payment] = await t.db.select().from(payments).where(eq(payments.appointmentId, appointment.id));
    expect(payment).toMatchObject({ status: 'refunded', refundedPaise: 150_000 });
  });

  it('refunds half between 4 and 24 hours ahead', async () => {
    const { patient, appointment } = await patientWithAppointment(10);
    const res = await call('POST', `/${appointment.id}/cancel`, patient.token);
    expect(res.status).toBe(200);
    expect(await refundsOf(appointment.id)).toMatchObject([{ amountPaise: 75_000, status: 'processed' }]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.appointmentId, appointment.id));
    expect(payment).toMatchObject({ status: 'completed', refundedPaise: 75_000 });
  });

  it('answers 409 within 4 hours of the start and after it, changing nothing', async () => {
    for (const [hours, message] of [
      [3, 'cancelTooLate'],
      [-0.1, 'alreadyStarted'],
    ] as const) {
      const { patient, appointment, slot } = await patientWithAppointment(hours);
      const res = await call('POST', `/${appointment.id}/cancel`, patient.token);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: m[message], code: 'conflict', key: `myAppointments.${message}` });
      expect((await appointmentRow(appointment.id)).status).toBe('confirmed');
      expect((await slotRow(slot.id)).isBooked).toBe(true);
      expect(await refundsOf(appointment.id)).toEqual([]);
    }
  });

  it('cancelling twice (in turn and at once) gives one refund and a 409', async () => {
    const { patient, appointment } = await patientWithAppointment(48);
    expect((await call('POST', `/${appointment.id}/cancel`, patient.token)).status).toBe(200);
    const again = await call('POST', `/${appointment.id}/cancel`, patient.token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: m.alreadyCancelled });

    const second = await patientWithAppointment(48);
    const both = await Promise.all([1, 2].map(() => call('POST', `/${second.appointment.id}/cancel`, second.patient.token)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await refundsOf(appointment.id)).toHaveLength(1);
    expect(await refundsOf(second.appointment.id)).toHaveLength(1);
  });

  it("answers 404 for another patient's appointment, 403 for an admin token, 401 anonymously and 400 for a bad id", async () => {
    const { appointment } = await patientWithAppointment(48);
    const other = await createUser(t.db, 'patient');
    expect((await call('POST', `/${appointment.id}/cancel`, other.token)).status).toBe(404);
    expect((await call('POST', `/${appointment.id}/cancel`, admin.token)).status).toBe(403);
    expect((await call('POST', `/${appointment.id}/cancel`)).status).toBe(401);
    expect((await call('POST', '/999999/cancel', other.token)).status).toBe(404);
    const bad = await call('POST', '/abc/cancel', other.token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid' });
    expect((await appointmentRow(appointment.id)).status).toBe('confirmed');
  });
});

describe('POST /api/v1/appointments/{id}/reschedule', () => {
  it('moves to a free slot, keeps the meeting link, frees the old slot; a third move answers 409', async () => {
    const { patient, appointment, slot, doctor } = await patientWithAppointment(48);
    const first = await createSlot(t.db, doctor.id, 72);
    const res = await call('POST', `/${appointment.id}/reschedule`, patient.token, { newSlotId: first.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: appointment.id,
      time: first.startTime.toISOString(),
      google_meet_link: appointment.googleMeetLink,
      reschedule: { can_reschedule: true, remaining: 1 },
    });
    expect((await slotRow(slot.id)).isBooked).toBe(false);
    expect((await slotRow(first.id)).isBooked).toBe(true);
    expect(await appointmentRow(appointment.id)).toMatchObject({ slotId: first.id, calendarSequence: 1, patientReschedules: 1 });

    const secondSlot = await createSlot(t.db, doctor.id, 96);
    expect((await call('POST', `/${appointment.id}/reschedule`, patient.token, { newSlotId: secondSlot.id })).status).toBe(200);
    const third = await createSlot(t.db, doctor.id, 120);
    const refused = await call('POST', `/${appointment.id}/reschedule`, patient.token, { newSlotId: third.id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: m.rescheduleLimit });
    expect((await slotRow(third.id)).isBooked).toBe(false);
  });

  it('answers 409 within 4 hours, for a taken slot and for a cancelled appointment, changing nothing', async () => {
    const late = await patientWithAppointment(3);
    const free = await createSlot(t.db, late.doctor.id, 50);
    const tooLate = await call('POST', `/${late.appointment.id}/reschedule`, late.patient.token, { newSlotId: free.id });
    expect(tooLate.status).toBe(409);
    expect(await tooLate.json()).toMatchObject({ error: m.rescheduleTooLate });

    const { patient, appointment, slot } = await patientWithAppointment(48);
    const taken = await patientWithAppointment(60);
    const res = await call('POST', `/${appointment.id}/reschedule`, patient.token, { newSlotId: taken.slot.id });
    expect(res.status).toBe(409);
    expect(await appointmentRow(appointment.id)).toMatchObject({ slotId: slot.id, patientReschedules: 0, calendarSequence: 0 });

    await call('POST', `/${appointment.id}/cancel`, patient.token);
    const cancelled = await call('POST', `/${appointment.id}/reschedule`, patient.token, { newSlotId: free.id });
    expect(cancelled.status).toBe(409);
    expect((await slotRow(free.id)).isBooked).toBe(false);
  });

  it("answers 404 for another patient's appointment and 400 for a bad slot id", async () => {
    const { appointment, doctor, slot } = await patientWithAppointment(48);
    const other = await createUser(t.db, 'patient');
    const free = await createSlot(t.db, doctor.id, 50);
    expect((await call('POST', `/${appointment.id}/reschedule`, other.token, { newSlotId: free.id })).status).toBe(404);
    expect((await call('POST', `/${appointment.id}/reschedule`, admin.token, { newSlotId: free.id })).status).toBe(403);
    for (const body of [{}, { newSlotId: String(free.id) }, { newSlotId: -1 }, 'not json']) {
      const res = await call('POST', `/${appointment.id}/reschedule`, other.token, body);
      expect(res.status).toBe(400);
    }
    expect((await appointmentRow(appointment.id)).slotId).toBe(slot.id);
  });
});

describe('what patients and doctors are told', () => {
  it('a patient cancel tells the patient and the doctor, skips the reminders, and tells the patient when the refund is processed', async () => {
    const { patient, appointment } = await patientWithAppointment(48);
    await queueBookingMessages(appointment.id);
    expect((await call('POST', `/${appointment.id}/cancel`, patient.token)).status).toBe(200);
    const messages = await messagesOf(appointment.id);
    const reminders = messages.filter((msg) => msg.kind.startsWith('reminder_'));
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((msg) => msg.status === 'skipped')).toBe(true);
    const cancelled = messages.filter((msg) => msg.kind === 'cancelled');
    expect(new Set(cancelled.map((msg) => msg.audience))).toEqual(new Set(['patient', 'doctor']));
    expect(cancelled.every((msg) => msg.sequence === 1)).toBe(true);
    const refundMessages = messages.filter((msg) => msg.kind === 'refund_processed');
    expect(refundMessages.map((msg) => msg.audience)).toEqual(refundMessages.map(() => 'patient'));
    expect(refundMessages.length).toBeGreaterThan(0);
    expect(refundMessages[0]!.subject).toBe('Your refund is on its way');
  });

  it('a patient move tells the patient and the doctor with the next sequence and moves the reminders', async () => {
    const { patient, appointment, doctor } = await patientWithAppointment(48);
    await queueBookingMessages(appointment.id);
    const target = await createSlot(t.db, doctor.id, 96);
    expect((await call('POST', `/${appointment.id}/reschedule`, patient.token, { newSlotId: target.id })).status).toBe(200);
    const messages = await messagesOf(appointment.id);
    const moved = messages.filter((msg) => msg.kind === 'rescheduled');
    expect(new Set(moved.map((msg) => msg.audience))).toEqual(new Set(['patient', 'doctor']));
    expect(moved.every((msg) => msg.sequence === 1)).toBe(true);
    const oldReminders = messages.filter((msg) => msg.kind.startsWith('reminder_') && msg.sequence === 0);
    const newReminders = messages.filter((msg) => msg.kind.startsWith('reminder_') && msg.sequence === 1);
    expect(oldReminders.every((msg) => msg.status === 'skipped')).toBe(true);
    // The new time is 4 days ahead: the 72 h reminder, past for the old time, is ahead again (issue 28).
    const kindsOf = (rows: typeof messages) => [...new Set(rows.map((msg) => msg.kind))].sort();
    expect(kindsOf(newReminders)).toEqual([...kindsOf(oldReminders), 'reminder_72h'].sort());
    const day = newReminders.find((msg) => msg.kind === 'reminder_24h')!;
    expect(day.nextAttemptAt.getTime()).toBe(target.startTime.getTime() - 24 * 3_600_000);
    expect(messages.some((msg) => msg.kind === 'cancelled' || msg.kind === 'refund_processed')).toBe(false);
  });

  it('a staff cancel tells the patient and the doctor, and the processed refund is told once', async () => {
    const { appointment } = await patientWithAppointment(48);
    const res = await call('POST', `/${appointment.id}/status`, admin.token, { status: 'cancelled', reason: 'Doctor unwell' });
    expect(res.status).toBe(200);
    const messages = await messagesOf(appointment.id);
    expect(new Set(messages.filter((msg) => msg.kind === 'cancelled').map((msg) => msg.audience))).toEqual(new Set(['patient', 'doctor']));
    const told = messages.filter((msg) => msg.kind === 'refund_processed');
    // One message per patient channel (e-mail, and SMS or WhatsApp when on), never per retry.
    expect(new Set(told.map((msg) => msg.channel)).size).toBe(told.length);
    await settleDueRefunds(t.db, t.deps.providers, new Date(Date.now() + 86_400_000));
    expect((await messagesOf(appointment.id)).filter((msg) => msg.kind === 'refund_processed')).toHaveLength(told.length);
  });
});

describe('a change from a stale page (the version the patient saw)', () => {
  it('answers 409 when the appointment moved since, changing nothing; 400 for a bad version', async () => {
    const { patient, appointment, slot, doctor } = await patientWithAppointment(48);
    const [seen] = await mine(patient.token);
    expect(seen!.version).toBe(0);
    const first = await createSlot(t.db, doctor.id, 72);
    const moved = await call('POST', `/${appointment.id}/reschedule`, patient.token, { newSlotId: first.id, version: seen!.version });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as MyAppointment).version).toBe(1);

    // The other tab still shows version 0: neither its cancel nor its move goes through.
    const staleCancel = await call('POST', `/${appointment.id}/cancel`, patient.token, { version: 0 });
    expect(staleCancel.status).toBe(409);
    expect(await staleCancel.json()).toMatchObject({ error: m.changedSince });
    const other = await createSlot(t.db, doctor.id, 96);
    const staleMove = await call('POST', `/${appointment.id}/reschedule`, patient.token, { newSlotId: other.id, version: 0 });
    expect(staleMove.status).toBe(409);
    expect(await appointmentRow(appointment.id)).toMatchObject({ status: 'confirmed', slotId: first.id, calendarSequence: 1, patientReschedules: 1 });
    expect((await slotRow(other.id)).isBooked).toBe(false);
    expect((await slotRow(slot.id)).isBooked).toBe(false);
    expect(await refundsOf(appointment.id)).toHaveLength(0);

    for (const version of [-1, 1.5, '1', null]) {
      const bad = await call('POST', `/${appointment.id}/cancel`, patient.token, { version });
      expect(bad.status).toBe(400);
    }
    expect((await call('POST', `/${appointment.id}/cancel`, patient.token, { version: 1 })).status).toBe(200);
    expect((await appointmentRow(appointment.id)).status).toBe('cancelled');
  });
});

describe('GET /api/v1/appointments/{id}/calendar.ics', () => {
  const parse = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
  };

  it('gives the patient and an admin a REQUEST; after cancelling a CANCEL with a higher SEQUENCE; others 404', async () => {
    const { patient, appointment, slot } = await patientWithAppointment(48);
    const res = await call('GET', `/${appointment.id}/calendar.ics`, patient.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.headers.get('content-disposition')).toContain(`appointment-${appointment.id}.ics`);
    const { calendar, event } = parse(await res.text());
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`appointment-${appointment.id}@localhost`);
    expect(event.sequence).toBe(0);
    // RFC 5546: the REQUEST names its attendee, the patient.
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([`mailto:${patient.user.email!.toLowerCase()}`]);
    // Calendar files carry whole seconds.
    const toSecond = (d: Date) => Math.floor(d.getTime() / 1000) * 1000;
    expect(event.startDate.toJSDate().getTime()).toBe(toSecond(slot.startTime));
    expect(event.endDate.toJSDate().getTime()).toBe(toSecond(slot.endTime));
    expect(event.location).toBe(appointment.googleMeetLink);

    expect((await call('GET', `/${appointment.id}/calendar.ics`, admin.token)).status).toBe(200);
    expect((await call('GET', `/${appointment.id}/calendar.ics`, (await createUser(t.db, 'patient')).token)).status).toBe(404);
    expect((await call('GET', `/${appointment.id}/calendar.ics`)).status).toBe(401);

    await call('POST', `/${appointment.id}/cancel`, patient.token);
    const cancelled = parse(await (await call('GET', `/${appointment.id}/calendar.ics`, patient.token)).text());
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(`appointment-${appointment.id}@localhost`);
    expect(cancelled.event.sequence).toBe(1);
  });
});

describe('the calendar file in the patient’s language (issue 45)', () => {
  it('reads in Hindi for a Hindi-speaking patient', async () => {
    const { patient, appointment } = await patientWithAppointment(48);
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, patient.user.id));
    const ics = new ICAL.Component(ICAL.parse(await (await call('GET', `/${appointment.id}/calendar.ics`, patient.token)).text()));
    const event = new ICAL.Event(ics.getFirstSubcomponent('vevent')!);
    expect(event.summary).toContain('के साथ');
    expect(event.description).toContain('जामनगर आयुर्वेद क्लिनिक');
    expect(event.description).toContain('भारतीय समय');
    expect(event.description).not.toContain('Questions');
  });
});

describe('POST /api/v1/appointments/{id}/status (admin)', () => {
  const setStatus = (id: number, body: unknown, token = admin.token) => call('POST', `/${id}/status`, token, body);

  it('marks completed or no_show only from the start on', async () => {
    const upcoming = await patientWithAppointment(2);
    const early = await setStatus(upcoming.appointment.id, { status: 'no_show' });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: m.notStarted });

    const started = await patientWithAppointment(-0.2);
    const res = await setStatus(started.appointment.id, { status: 'no_show' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: started.appointment.id, status: 'no_show' });
    const again = await setStatus(started.appointment.id, { status: 'completed' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: m.notConfirmed });

    const done = await patientWithAppointment(-1);
    expect(await (await setStatus(done.appointment.id, { status: 'completed' })).json()).toMatchObject({ status: 'completed' });
  });

  it('cancels with a reason and a full refund even within 4 hours; refuses without a reason', async () => {
    const { appointment, slot } = await patientWithAppointment(2);
    const noReason = await setStatus(appointment.id, { status: 'cancelled' });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ error: m.reasonRequired });
    const res = await setStatus(appointment.id, { status: 'cancelled', reason: 'Doctor unwell' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', refunds: [{ amount: 150_000, status: 'processed', reason: 'Doctor unwell' }] });
    expect((await slotRow(slot.id)).isBooked).toBe(false);
  });

  it('answers 400 for a bad status, 403 for a patient, 401 anonymously and 404 for a missing appointment', async () => {
    const { patient, appointment } = await patientWithAppointment(-1);
    expect((await setStatus(appointment.id, { status: 'pending' })).status).toBe(400);
    expect((await setStatus(appointment.id, { status: 'completed' }, patient.token)).status).toBe(403);
    expect((await call('POST', `/${appointment.id}/status`, undefined, { status: 'completed' })).status).toBe(401);
    expect((await setStatus(999_999, { status: 'completed' })).status).toBe(404);
    expect((await appointmentRow(appointment.id)).status).toBe('confirmed');
  });
});

describe('refunds that settle later', () => {
  /** A Razorpay refund event, signed as Razorpay signs webhooks: hex HMAC-SHA256 of the raw body. */
  function deliverRefundEvent(event: 'refund.processed' | 'refund.failed', providerRefundId: string, receipt: string, eventId: string) {
    const rawBody = JSON.stringify({
      entity: 'event',
      event,
      payload: { refund: { entity: { id: providerRefundId, entity: 'refund', amount: 150_000, receipt, status: event.slice(7) } } },
    });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(rawBody).digest('hex');
    return t.app.request('/api/v1/payments/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
      body: rawBody,
    });
  }

  it('a refund the provider accepted as pending is settled once by refund.processed, however often it is delivered', async () => {
    refundAnswer = 'pending';
    const { patient, appointment } = await patientWithAppointment(48);
    expect(await (await call('POST', `/${appointment.id}/cancel`, patient.token)).json()).toMatchObject({ refunds: [{ status: 'pending' }] });
    const [refund] = await refundsOf(appointment.id);
    const refundTold = async () => (await messagesOf(appointment.id)).filter((msg) => msg.kind === 'refund_processed');
    expect(await refundTold()).toHaveLength(0);
    const first = await deliverRefundEvent('refund.processed', refund!.providerRefundId!, refund!.idempotencyKey, `evt_rf_${refund!.id}`);
    expect(await first.json()).toEqual({ status: 'refund_processed' });
    const replay = await deliverRefundEvent('refund.processed', refund!.providerRefundId!, refund!.idempotencyKey, `evt_rf_${refund!.id}`);
    expect(await replay.json()).toEqual({ status: 'duplicate' });
    const redelivered = await deliverRefundEvent('refund.processed', refund!.providerRefundId!, refund!.idempotencyKey, `evt_rf2_${refund!.id}`);
    expect(await redelivered.json()).toEqual({ status: 'refund_already_settled' });
    expect(await refundsOf(appointment.id)).toMatchObject([{ status: 'processed', settledAt: expect.any(Date) }]);
    expect((await mine(patient.token))[0]!.refunds).toMatchObject([{ status: 'processed' }]);
    const told = await refundTold();
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((msg) => msg.channel)).size).toBe(told.length);
    // The trail records the settlement once, as the system (the signed provider event), not as a visitor.
    const settled = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'refund'), eq(auditEvents.entityId, refund!.id), eq(auditEvents.action, 'settle')));
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({ actorRole: 'system', actorId: null });

    const forged = await t.app.request('/api/v1/payments/webhook', {
      method: 'POST',
      headers: { 'x-razorpay-signature': 'ab'.repeat(32), 'x-razorpay-event-id': 'evt_forged' },
      body: '{"event":"refund.failed"}',
    });
    expect(forged.status).toBe(400);
  });

  it('refund.failed marks it failed; the admin retry sends it again and it settles', async () => {
    refundAnswer = 'pending';
    const { patient, appointment } = await patientWithAppointment(48);
    await call('POST', `/${appointment.id}/cancel`, patient.token);
    const [refund] = await refundsOf(appointment.id);
    expect(
      await (await deliverRefundEvent('refund.failed', refund!.providerRefundId!, refund!.idempotencyKey, `evt_fail_${refund!.id}`)).json(),
    ).toEqual({
      status: 'refund_failed',
    });
    const list = await t.app.request('/api/v1/refunds/admin?limit=5&offset=0', jsonRequest('GET', undefined, admin.token));
    expect(list.headers.get('x-total-count')).toMatch(/^\d+$/);
    expect(await list.json()).toContainEqual(expect.objectContaining({ id: refund!.id, status: 'failed', appointment_id: appointment.id }));
    expect((await t.app.request('/api/v1/refunds/admin', jsonRequest('GET', undefined, patient.token))).status).toBe(403);

    refundAnswer = 'processed';
    const retry = await t.app.request(`/api/v1/refunds/${refund!.id}/retry`, jsonRequest('POST', undefined, admin.token));
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ id: refund!.id, status: 'processed', amount: 150_000 });
    const twice = await t.app.request(`/api/v1/refunds/${refund!.id}/retry`, jsonRequest('POST', undefined, admin.token));
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: refundMessages.notFailed });
    const [payment] = await t.db.select().from(payments).where(eq(payments.appointmentId, appointment.id));
    expect(payment).toMatchObject({ status: 'refunded', refundedPaise: 150_000 });
  });

  it('an unreachable provider leaves the refund pending; the settle job sends it later, once', async () => {
    refundAnswer = 'unreachable';
    const { patient, appointment } = await patientWithAppointment(48);
    expect((await call('POST', `/${appointment.id}/cancel`, patient.token)).status).toBe(200);
    expect(await refundsOf(appointment.id)).toMatchObject([
      { status: 'pending', providerRefundId: null, attempts: 1, lastError: 'connect ECONNREFUSED' },
    ]);

    refundAnswer = 'processed';
    await settleDueRefunds(t.db, t.deps.providers); // not due yet
    expect((await refundsOf(appointment.id))[0]!.status).toBe('pending');
    const later = new Date(Date.now() + 10 * 60_000);
    const callsBefore = refundCalls;
    await Promise.all([settleDueRefunds(t.db, t.deps.providers, later), settleDueRefunds(t.db, t.deps.providers, later)]);
    expect(await refundsOf(appointment.id)).toMatchObject([{ status: 'processed', attempts: 2 }]);
    expect(refundCalls - callsBefore).toBe(1);
  });

  it('a payment whose slot was lost before refunds existed is refunded in full by the settle job', async () => {
    const { patient, doctor, service } = await patientWithAppointment(48);
    const slot = await createSlot(t.db, doctor.id, 30, { isBooked: true });
    const [payment] = await t.db
      .insert(payments)
      .values({
        userId: patient.user.id,
        slotId: slot.id,
        serviceId: service.id,
        razorpayOrderId: `order_lost${slot.id}`,
        razorpayPaymentId: `pay_lost${slot.id}`,
        amountPaise: 99_999,
        status: 'refund_pending',
      })
      .returning();
    await settleDueRefunds(t.db, t.deps.providers);
    await settleDueRefunds(t.db, t.deps.providers);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toMatchObject([{ amountPaise: 99_999, status: 'processed' }]);
    expect((await t.db.select().from(payments).where(eq(payments.id, payment!.id)))[0]).toMatchObject({ status: 'refunded', refundedPaise: 99_999 });
  });

  it('the database refuses refunds beyond what was captured', async () => {
    const { appointment } = await patientWithAppointment(48);
    const [payment] = await t.db.select().from(payments).where(eq(payments.appointmentId, appointment.id));
    await expect(
      t.db
        .update(payments)
        .set({ refundedPaise: payment!.amountPaise + 1 })
        .where(eq(payments.id, payment!.id)),
    ).rejects.toThrow();
  });
});
