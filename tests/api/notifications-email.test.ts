import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeBooking } from '../../src/server/scheduling/booking/complete-booking';
import { appointments, notifications, paymentDocuments, payments } from '../../src/server/kernel/db/schema';
import { dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { enqueueAppointmentNotifications } from '../../src/server/messaging/outbox/enqueue-notifications';
import { createProviders } from '../../src/server/kernel/providers';
import { LOCAL_PROVIDERS } from '../../src/server/kernel/config';
import { createBookable, createSlot, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { calendarOf, recipientOf, smtpChannels, startSmtpServer } from '../support/notifications';
import { pdfText } from '../support/pdf-text';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

const HOUR = 60 * 60_000;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestContext;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const providers = { ...createProviders(LOCAL_PROVIDERS), notifications: smtpChannels(smtp.url) };
  t = await createTestContext({ providers });
  adminToken = (await createUser(t.db, 'admin')).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
// Each test dispatches with its own clock: messages left by an earlier test must not be due in it.
beforeEach(async () => {
  smtp.received.length = 0;
  await t.db.delete(notifications);
});

/** Calendar files carry whole seconds. */
const toSecond = (instant: Date) => new Date(Math.floor(instant.getTime() / 1000) * 1000).toISOString();

const channels = () => t.deps.providers.notifications;
const dispatch = (now = new Date()) => dispatchDueNotifications(t.db, channels(), { now });
const rowsOf = (appointmentId: number) => t.db.select().from(notifications).where(eq(notifications.appointmentId, appointmentId));

/** A patient with an e-mail books and pays a slot `startsInHours` ahead through the API. */
async function book(startsInHours = 72) {
  const { doctor, service, slot } = await createBookable(t.db, { startsInHours });
  const { user, token } = await createUser(t.db, 'patient', { name: 'Asha Patel' });
  const order = { userId: user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain' };
  const created = await requestOrder(t, token, order);
  expect(created.status).toBe(201);
  const verified = await payAndVerify(t, token, { ...order, order_id: ((await created.json()) as { order_id: string }).order_id });
  expect(verified.status).toBe(201);
  const { appointment } = (await verified.json()) as { appointment: { id: number; google_meet_link: string } };
  return { doctor, service, slot, user, token, appointment };
}

describe('booking confirmation e-mails through a real SMTP server', () => {
  it('sends the patient and the doctor a confirmation with both bodies and a REQUEST calendar file', async () => {
    const { doctor, slot, user, appointment } = await book();
    const queued = await rowsOf(appointment.id);
    // Patient: e-mail and SMS; doctor: e-mail and SMS; patient reminders at 24 h and 2 h on both channels.
    expect(queued.map((r) => `${r.kind}/${r.audience}/${r.channel}`).sort()).toEqual([
      'booking_confirmed/doctor/email',
      'booking_confirmed/doctor/sms',
      'booking_confirmed/patient/email',
      'booking_confirmed/patient/sms',
      'reminder_24h/patient/email',
      'reminder_24h/patient/sms',
      'reminder_2h/patient/email',
      'reminder_2h/patient/sms',
    ]);

    expect(await dispatch()).toEqual({ sent: 4, failed: 0, dead: 0, skipped: 0 });
    const toPatient = smtp.received.find((m) => recipientOf(m) === user.email)!;
    expect(toPatient.subject).toBe('Your appointment is confirmed');
    expect(toPatient.from?.text).toContain('care@clinic.example');
    // RFC 3834: out-of-office replies are not sent back to the clinic's system.
    expect(toPatient.headers.get('auto-submitted')).toBe('auto-generated');
    expect(toPatient.text).toContain('Dear Asha Patel,');
    expect(toPatient.text).toMatch(/at \d{2}:\d{2} (AM|PM) IST/);
    expect(toPatient.text).toContain(appointment.google_meet_link);
    expect(toPatient.text).toContain('Cancel at least 24 hours before the start for a full refund');
    expect(toPatient.text).toContain('http://localhost:4321/my-appointments');
    expect(toPatient.html).toContain('Jamnagar Ayurveda Clinic');
    expect(toPatient.html).toContain('href="http://localhost:4321/my-appointments"');
    const ics = calendarOf(toPatient);
    expect(ics).toMatchObject({
      method: 'REQUEST',
      uid: `appointment-${appointment.id}@localhost`,
      sequence: 0,
      start: toSecond(slot.startTime),
      end: toSecond(slot.endTime),
      location: appointment.google_meet_link,
      // RFC 5546: a REQUEST names its attendee; this copy is the patient's.
      attendees: [`Asha Patel <${user.email}>`],
      contentTypeMethod: 'text/calendar',
    });
    expect(toPatient.attachments.find((a) => a.contentType === 'text/calendar')!.headers.get('content-type')).toMatchObject({
      params: { method: 'REQUEST' },
    });

    const toDoctor = smtp.received.find((m) => recipientOf(m) === doctor.email)!;
    expect(toDoctor.subject).toMatch(/^New appointment: Asha Patel, /);
    expect(calendarOf(toDoctor)).toMatchObject({ uid: ics.uid, method: 'REQUEST', attendees: [`${doctor.name} <${doctor.email}>`] });

    const sent = await t.db.select().from(notifications).where(eq(notifications.appointmentId, appointment.id));
    expect(sent.filter((r) => r.status === 'sent')).toHaveLength(4);
    expect(sent.find((r) => r.kind === 'booking_confirmed' && r.channel === 'email' && r.audience === 'patient')).toMatchObject({
      provider: 'smtp',
      attempts: 1,
    });
    // Sending again finds nothing due: each message goes once.
    expect(await dispatch()).toEqual({ sent: 0, failed: 0, dead: 0, skipped: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('escapes what a patient typed in the HTML body', async () => {
    const { appointment, user } = await book();
    await t.db.update(appointments).set({ googleMeetLink: 'javascript:alert(1)' }).where(eq(appointments.id, appointment.id));
    await t.db.delete(notifications).where(eq(notifications.appointmentId, appointment.id));
    const { users } = await import('../../src/server/kernel/db/schema');
    await t.db.update(users).set({ name: '<img src=x onerror=alert(1)>' }).where(eq(users.id, user.id));
    await t.db.transaction((tx) => enqueueAppointmentNotifications(tx, channels(), { kind: 'booking_confirmed', appointmentId: appointment.id }));
    const [row] = (await rowsOf(appointment.id)).filter((r) => r.kind === 'booking_confirmed' && r.channel === 'email' && r.audience === 'patient');
    expect(row!.bodyHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(row!.bodyHtml).not.toContain('<img');
    expect(row!.bodyHtml).not.toContain('href="javascript:');
  });

  it('a reschedule sends a REQUEST with the same UID and a higher SEQUENCE, and the reminders follow the new time', async () => {
    const { doctor, user, appointment } = await book();
    await dispatch();
    smtp.received.length = 0;
    const newSlot = await createSlot(t.db, doctor.id, 120);
    const moved = await t.app.request(
      '/api/v1/appointments/reschedule',
      jsonRequest('POST', { appointmentId: appointment.id, newSlotId: newSlot.id, userId: user.id }, adminToken),
    );
    expect(moved.status).toBe(200);
    await dispatch();
    const toPatient = smtp.received.find((m) => recipientOf(m) === user.email)!;
    expect(toPatient.subject).toBe('Your appointment has moved');
    expect(calendarOf(toPatient)).toMatchObject({
      method: 'REQUEST',
      uid: `appointment-${appointment.id}@localhost`,
      sequence: 1,
      start: toSecond(newSlot.startTime),
    });
    expect(calendarOf(smtp.received.find((m) => recipientOf(m) === doctor.email)!).sequence).toBe(1);

    const reminders = (await rowsOf(appointment.id)).filter((r) => r.kind.startsWith('reminder') && r.channel === 'email');
    expect(reminders.filter((r) => r.status === 'skipped').map((r) => r.calendarSequence)).toEqual([0, 0]);
    const live = reminders.filter((r) => r.status === 'queued');
    expect(live.map((r) => [r.kind, r.nextAttemptAt.toISOString()]).sort()).toEqual([
      ['reminder_24h', new Date(newSlot.startTime.getTime() - 24 * HOUR).toISOString()],
      ['reminder_2h', new Date(newSlot.startTime.getTime() - 2 * HOUR).toISOString()],
      // Five days ahead now: the 72 h reminder, past for the old time, is ahead again.
      ['reminder_72h', new Date(newSlot.startTime.getTime() - 72 * HOUR).toISOString()],
    ]);

    // The clock reaches the old 24 h reminder's time: nothing goes out; at the new one, it does.
    smtp.received.length = 0;
    const oldStart = new Date(Date.now() + 72 * HOUR);
    expect((await dispatch(new Date(oldStart.getTime() - 23 * HOUR))).sent).toBe(0);
    expect(await dispatch(new Date(newSlot.startTime.getTime() - 24 * HOUR + 1000))).toMatchObject({ sent: 2 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Reminder: your appointment is tomorrow']);
    expect(smtp.received[0]!.text).toContain(appointment.google_meet_link);
  });

  it("a cancelled appointment's reminders are never sent, and the cancellation is a CANCEL with the refund", async () => {
    const { user, appointment } = await book();
    await dispatch();
    smtp.received.length = 0;
    // The patient portal's cancel: the status change and its messages in one transaction.
    await t.db.transaction(async (tx) => {
      await tx.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, appointment.id));
      await enqueueAppointmentNotifications(tx, channels(), { kind: 'cancelled', appointmentId: appointment.id, refundPaise: 75_000 });
    });
    await dispatch();
    const toPatient = smtp.received.find((m) => recipientOf(m) === user.email)!;
    expect(toPatient.subject).toBe('Your appointment is cancelled');
    expect(toPatient.text).toContain('We are refunding ₹750.00');
    expect(calendarOf(toPatient)).toMatchObject({
      method: 'CANCEL',
      sequence: 1,
      uid: `appointment-${appointment.id}@localhost`,
      attendees: [`Asha Patel <${user.email}>`],
    });

    smtp.received.length = 0;
    const start = (await t.db.select().from(appointments).where(eq(appointments.id, appointment.id)))[0]!.time;
    expect((await dispatch(new Date(start.getTime() - HOUR))).sent).toBe(0);
    expect(smtp.received).toHaveLength(0);
    const reminders = (await rowsOf(appointment.id)).filter((r) => r.kind.startsWith('reminder'));
    expect(reminders.every((r) => r.status === 'skipped')).toBe(true);
  });

  it('a processed refund tells the patient the amount, once per refund, without a calendar file', async () => {
    const { user, appointment } = await book();
    await dispatch();
    smtp.received.length = 0;
    const refund = { kind: 'refund_processed', appointmentId: appointment.id, refundPaise: 40_000, dedupeSuffix: 'refund:7' } as const;
    expect(await t.db.transaction((tx) => enqueueAppointmentNotifications(tx, channels(), refund))).toBe(2);
    // The provider's webhook repeats itself: nothing more is queued.
    expect(await t.db.transaction((tx) => enqueueAppointmentNotifications(tx, channels(), refund))).toBe(0);
    await dispatch();
    expect(smtp.received.map((m) => [recipientOf(m), m.subject])).toEqual([[user.email, 'Your refund is on its way']]);
    expect(smtp.received[0]!.text).toContain('Your refund of ₹400.00 has been processed');
    expect(smtp.received[0]!.attachments).toEqual([]);
  });

  it('the confirmation carries the receipt PDF and the refund e-mail its credit note; the doctor gets neither', async () => {
    const { doctor, user, token, appointment } = await book();
    await dispatch();
    const [receipt] = await t.db
      .select()
      .from(paymentDocuments)
      .where(and(eq(paymentDocuments.appointmentId, appointment.id), eq(paymentDocuments.kind, 'receipt')));
    const confirmation = smtp.received.find((m) => recipientOf(m) === user.email)!;
    const receiptFile = confirmation.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(receiptFile.filename).toBe(`${receipt!.number.replaceAll('/', '-')}.pdf`);
    const receiptText = await pdfText(new Uint8Array(receiptFile.content));
    expect(receiptText).toContain(receipt!.number);
    expect(receiptText).toContain('9993');
    expect(receiptText).toContain(receipt!.providerPaymentId!);
    expect(calendarOf(confirmation).method).toBe('REQUEST');
    const toDoctor = smtp.received.find((m) => recipientOf(m) === doctor.email)!;
    expect(toDoctor.attachments.map((a) => a.contentType)).toEqual([expect.stringContaining('text/calendar')]);

    smtp.received.length = 0;
    const mine = (await (await t.app.request('/api/v1/appointments/mine', jsonRequest('GET', undefined, token))).json()) as { version: number }[];
    const cancel = await t.app.request(`/api/v1/appointments/${appointment.id}/cancel`, jsonRequest('POST', { version: mine[0]!.version }, token));
    expect(cancel.status).toBe(200);
    await dispatch();
    const [creditNote] = await t.db
      .select()
      .from(paymentDocuments)
      .where(and(eq(paymentDocuments.appointmentId, appointment.id), eq(paymentDocuments.kind, 'credit_note')));
    const refundMail = smtp.received.find((m) => recipientOf(m) === user.email && m.subject === 'Your refund is on its way')!;
    expect(refundMail.attachments.map((a) => a.filename)).toEqual([`${creditNote!.number.replaceAll('/', '-')}.pdf`]);
    const noteText = await pdfText(new Uint8Array(refundMail.attachments[0]!.content));
    expect(noteText).toContain('Credit Note');
    expect(noteText).toContain(creditNote!.number);
    expect(noteText).toContain(receipt!.number);
  });

  it('a reminder of an appointment cancelled without telling the outbox is skipped by the dispatcher', async () => {
    const { appointment } = await book();
    await dispatch();
    await t.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, appointment.id));
    smtp.received.length = 0;
    const start = (await t.db.select().from(appointments).where(eq(appointments.id, appointment.id)))[0]!.time;
    expect(await dispatch(new Date(start.getTime() - HOUR))).toMatchObject({ sent: 0, skipped: 4 });
    expect(smtp.received).toHaveLength(0);
  });

  it('a booking less than 2 hours ahead queues no reminders', async () => {
    const { appointment } = await book(1);
    expect((await rowsOf(appointment.id)).filter((r) => r.kind.startsWith('reminder'))).toEqual([]);
  });

  it('a rolled-back booking queues nothing', async () => {
    const { service, slot } = await createBookable(t.db);
    const { user } = await createUser(t.db, 'patient');
    const orderId = `order_rollback_${slot.id}`;
    await t.db.insert(payments).values({ userId: user.id, slotId: slot.id, serviceId: service.id, razorpayOrderId: orderId, amountPaise: 150_000 });
    const before = await t.db.$count(notifications);
    await expect(
      t.db.transaction(async (tx) => {
        const outcome = await completeBooking(tx, t.deps.providers, { orderId, paymentId: 'pay_rollback' });
        expect(outcome.kind).toBe('booked');
        throw new Error('the surrounding change failed');
      }),
    ).rejects.toThrow('the surrounding change failed');
    expect(await t.db.$count(notifications)).toBe(before);
    expect(await t.db.$count(appointments, eq(appointments.slotId, slot.id))).toBe(0);
  });
});
