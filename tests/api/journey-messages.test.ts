import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasConfiguredSiteUrl, loadConfig, LOCAL_PROVIDERS, useOwnAddress } from '../../src/server/kernel/config';
import { appointments, notifications, services, timeSlots } from '../../src/server/kernel/db/schema';
import { dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { createProviders } from '../../src/server/kernel/providers';
import { createBookable, createSlot, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { insertDoctor, offerService } from '../support/clinic-rows';
import { calendarOf, recipientOf, smtpChannels, startSmtpServer } from '../support/notifications';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

const HOUR = 60 * 60_000;
const PATIENT_MOBILE = '+919824011001';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestContext;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const providers = { ...createProviders(LOCAL_PROVIDERS), notifications: smtpChannels(smtp.url, { siteUrl: 'https://clinic.example' }) };
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

let mobiles = 0;
/** A unique verified Indian mobile per patient (the first one is PATIENT_MOBILE). */
const nextMobile = () => (mobiles++ === 0 ? PATIENT_MOBILE : `+9198250${String(mobiles).padStart(5, '0')}`);

const channels = () => t.deps.providers.notifications;
const dispatch = (now = new Date()) => dispatchDueNotifications(t.db, channels(), { now });
const rowsOf = (appointmentId: number) => t.db.select().from(notifications).where(eq(notifications.appointmentId, appointmentId));

/** A patient books and pays a slot `startsInHours` ahead through the API, by video or by call. */
async function book(options: { mode?: 'video' | 'call'; startsInHours?: number; language?: 'en' | 'hi' | 'gu'; serviceName?: string } = {}) {
  const { doctor, service, slot } = await createBookable(t.db, { startsInHours: options.startsInHours ?? 72 });
  if (options.serviceName) await t.db.update(services).set({ name: options.serviceName }).where(eq(services.id, service.id));
  const { user, token } = await createUser(t.db, 'patient', { name: 'Asha Patel', mobile: nextMobile(), language: options.language ?? 'en' });
  const order = { userId: user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain', mode: options.mode ?? 'video' };
  const created = await requestOrder(t, token, order);
  expect(created.status).toBe(201);
  const verified = await payAndVerify(t, token, { ...order, order_id: ((await created.json()) as { order_id: string }).order_id });
  expect(verified.status).toBe(201);
  const { appointment } = (await verified.json()) as { appointment: { id: number; google_meet_link: string | null; mode: string } };
  return { doctor, service, slot, user, token, appointment };
}

describe('a call appointment never mentions a meeting room (item 1)', () => {
  it('books a call without a room; the patient is told the doctor calls the verified number; the doctor gets the number to tap', async () => {
    const { doctor, user, token, appointment } = await book({ mode: 'call' });
    expect(appointment).toMatchObject({ mode: 'call', google_meet_link: null });

    expect(await dispatch()).toMatchObject({ sent: 4, failed: 0 });
    const toPatient = smtp.received.find((m) => recipientOf(m) === user.email)!;
    expect(toPatient.text).toContain('The doctor will call your verified number +91 98240 11001 at the appointment time.');
    for (const body of [toPatient.text!, toPatient.html as string]) {
      expect(body).not.toMatch(/meet\.jit\.si|Meeting link|Join/i);
    }
    expect(calendarOf(toPatient).location).toBeNull();
    const ics = toPatient.attachments.find((a) => a.contentType === 'text/calendar')!.content.toString('utf8');
    expect(ics).not.toMatch(/^(LOCATION|URL)[:;]/m);
    // The same words as the patient's messages (issue 45: one text, in the patient's language).
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain('The doctor will call your verified number');

    const sms = (await rowsOf(appointment.id)).find((r) => r.kind === 'booking_confirmed' && r.audience === 'patient' && r.channel === 'sms')!;
    expect(sms.bodyText).toContain('your phone call to +91 98240 11001 with');
    expect(sms.bodyText).not.toMatch(/Join|meet\./);

    const toDoctor = smtp.received.find((m) => recipientOf(m) === doctor.email)!;
    expect(toDoctor.text).toContain('Phone call: you call the patient');
    expect(toDoctor.text).toContain("Patient's verified number: +91 98240 11001");
    expect(toDoctor.html).toContain(`href="tel:${PATIENT_MOBILE}"`);
    expect(toDoctor.text).not.toMatch(/meeting room|Meeting link/i);

    // Both reminders say the same, never "Join".
    const reminders = (await rowsOf(appointment.id)).filter((r) => r.kind.startsWith('reminder'));
    expect(reminders).toHaveLength(4);
    for (const reminder of reminders) {
      expect(reminder.bodyText).toContain('+91 98240 11001');
      expect(reminder.bodyText).not.toMatch(/Join|meet\.|link opens/i);
    }

    const mine = (await (await t.app.request('/api/v1/appointments/mine', jsonRequest('GET', undefined, token))).json()) as {
      id: number;
      mode: string;
      google_meet_link: string | null;
    }[];
    expect(mine.find((a) => a.id === appointment.id)).toMatchObject({ mode: 'call', google_meet_link: null });
    const admin = (await (
      await t.app.request('/api/v1/appointments/admin?pageSize=100&sort=id&order=desc', jsonRequest('GET', undefined, adminToken))
    ).json()) as
      { id: number; mode: string; google_meet_link: string | null }[] | { rows: { id: number; mode: string; google_meet_link: string | null }[] };
    const adminRows = Array.isArray(admin) ? admin : admin.rows;
    expect(adminRows.find((a) => a.id === appointment.id)).toMatchObject({ mode: 'call', google_meet_link: null });
  });

  it('a call row that still holds an old link shows it to nobody (the patient list and the calendar file)', async () => {
    const { token, appointment } = await book({ mode: 'call' });
    await t.db.update(appointments).set({ googleMeetLink: 'https://meet.jit.si/old-room' }).where(eq(appointments.id, appointment.id));
    const mine = (await (await t.app.request('/api/v1/appointments/mine', jsonRequest('GET', undefined, token))).json()) as {
      id: number;
      google_meet_link: string | null;
    }[];
    expect(mine.find((a) => a.id === appointment.id)!.google_meet_link).toBeNull();
    const ics = await (await t.app.request(`/api/v1/appointments/${appointment.id}/calendar.ics`, jsonRequest('GET', undefined, token))).text();
    expect(ics).not.toContain('old-room');
  });

  it('a video appointment keeps its room in the messages and the doctor’s e-mail', async () => {
    const { doctor, user, appointment } = await book({ mode: 'video' });
    expect(appointment.google_meet_link).toMatch(/^https:\/\//);
    await dispatch();
    expect(smtp.received.find((m) => recipientOf(m) === user.email)!.text).toContain(appointment.google_meet_link!);
    const toDoctor = smtp.received.find((m) => recipientOf(m) === doctor.email)!;
    expect(toDoctor.html).toContain(`href="${appointment.google_meet_link}"`);
    expect(toDoctor.html).not.toContain('tel:');
  });
});

describe('a service stays with the doctors who offer it (item 2)', () => {
  it('create-order answers 409 service_not_offered for a slot of a doctor who does not offer the service', async () => {
    const { service } = await createBookable(t.db);
    const other = await insertDoctor(t.db);
    const slot = await createSlot(t.db, other.id, 48);
    const { user, token } = await createUser(t.db, 'patient');
    const res = await requestOrder(t, token, { userId: user.id, slotId: slot.id, serviceId: service.id, description: 'x' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'service_not_offered', error: expect.stringContaining('does not offer this service') });
    const [after] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(after!.heldUntil).toBeNull();
  });

  it('the patient’s and staff’s reschedule answer 409 to a doctor who does not offer the service, and move to one who does', async () => {
    const { user, token, service, appointment } = await book();
    const stranger = await insertDoctor(t.db);
    const strangerSlot = await createSlot(t.db, stranger.id, 96);
    const version = 0;
    const byPatient = await t.app.request(
      `/api/v1/appointments/${appointment.id}/reschedule`,
      jsonRequest('POST', { newSlotId: strangerSlot.id, version }, token),
    );
    expect(byPatient.status).toBe(409);
    expect(await byPatient.json()).toMatchObject({ code: 'service_not_offered' });
    const byStaff = await t.app.request(
      '/api/v1/appointments/reschedule',
      jsonRequest('POST', { appointmentId: appointment.id, newSlotId: strangerSlot.id, userId: user.id }, adminToken),
    );
    expect(byStaff.status).toBe(409);
    expect(await byStaff.json()).toMatchObject({ code: 'service_not_offered' });
    const [unchanged] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(unchanged!.slotId).not.toBe(strangerSlot.id);

    await offerService(t.db, stranger.id, service.id);
    const moved = await t.app.request(
      `/api/v1/appointments/${appointment.id}/reschedule`,
      jsonRequest('POST', { newSlotId: strangerSlot.id, version }, token),
    );
    expect(moved.status).toBe(200);
  });
});

describe('reminders after downtime (item 4): sent within an hour of their moment, else skipped with why', () => {
  it('skips a 24 h reminder an hour late and a 2 h reminder after the start; sends them within their grace', async () => {
    const { appointment } = await book({ startsInHours: 72 });
    const [row] = await t.db.select({ time: appointments.time }).from(appointments).where(eq(appointments.id, appointment.id));
    const start = row!.time.getTime();
    await dispatch(); // the confirmations

    // The server was down from before the 24 h reminder until 90 minutes after it.
    expect(await dispatch(new Date(start - 24 * HOUR + 90 * 60_000))).toMatchObject({ sent: 0, skipped: 2 });
    const day = (await rowsOf(appointment.id)).filter((r) => r.kind === 'reminder_24h');
    expect(day.map((r) => r.status)).toEqual(['skipped', 'skipped']);
    expect(day[0]!.lastError).toMatch(/^Not sent late/);

    // Within its hour, the 2 h reminder still goes.
    smtp.received.length = 0;
    expect(await dispatch(new Date(start - 2 * HOUR + 30 * 60_000))).toMatchObject({ sent: 2 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Reminder: your appointment starts in 2 hours']);
  });

  it('never sends a reminder after the start', async () => {
    const { appointment } = await book({ startsInHours: 72 });
    const [row] = await t.db.select({ time: appointments.time }).from(appointments).where(eq(appointments.id, appointment.id));
    await dispatch();
    smtp.received.length = 0;
    expect(await dispatch(new Date(row!.time.getTime() + 40 * 60_000))).toMatchObject({ sent: 0, skipped: 4 });
    expect(smtp.received).toHaveLength(0);
    const skipped = (await rowsOf(appointment.id)).filter((r) => r.kind === 'reminder_2h');
    expect(skipped[0]!.lastError).toMatch(/already started/);
  });

  it('a reminder written for an earlier time of the appointment is skipped by the dispatcher even if still queued', async () => {
    const { appointment } = await book({ startsInHours: 72 });
    await dispatch();
    // A move that (wrongly) left the old reminders queued: the dispatcher sees the newer sequence.
    await t.db.update(appointments).set({ calendarSequence: 1 }).where(eq(appointments.id, appointment.id));
    const [row] = await t.db.select({ time: appointments.time }).from(appointments).where(eq(appointments.id, appointment.id));
    expect(await dispatch(new Date(row!.time.getTime() - 24 * HOUR + 1000))).toMatchObject({ sent: 0, skipped: 2 });
    const [old] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, appointment.id), eq(notifications.kind, 'reminder_24h')));
    expect(old!.lastError).toMatch(/moved/);
  });
});

describe('staff cancellation message (item 8)', () => {
  it('gives the reason, apologises, offers the booking link and states the refund, in English and Hindi', async () => {
    for (const language of ['en', 'hi'] as const) {
      smtp.received.length = 0;
      const { user, appointment } = await book({ language });
      await dispatch();
      smtp.received.length = 0;
      const res = await t.app.request(
        `/api/v1/appointments/${appointment.id}/status`,
        jsonRequest('POST', { status: 'cancelled', reason: 'The doctor is unwell today' }, adminToken),
      );
      expect(res.status).toBe(200);
      await dispatch();
      const mail = smtp.received.find((m) => recipientOf(m) === user.email && m.attachments.some((a) => a.contentType === 'text/calendar'))!;
      const bookUrl = language === 'en' ? 'https://clinic.example/book-appointment' : 'https://clinic.example/hi/book-appointment';
      expect(mail.text).toContain('The doctor is unwell today');
      expect(mail.text).toContain(bookUrl);
      expect(mail.html).toContain(`href="${bookUrl}"`);
      if (language === 'en') {
        expect(mail.text).toContain('We are sorry: the clinic has had to cancel your');
        expect(mail.text).toContain('We are refunding ₹1,500.00 to the card or account you paid with.');
      } else {
        expect(mail.text).toContain('हमें खेद है');
        expect(mail.text).toContain('कारण: The doctor is unwell today');
      }
      const sms = (await rowsOf(appointment.id)).find((r) => r.kind === 'cancelled' && r.audience === 'patient' && r.channel === 'sms')!;
      expect(sms.bodyText).toContain('The doctor is unwell today');
      expect(sms.bodyText).toContain(bookUrl);
    }
  });

  it('a patient’s own cancellation carries no apology or reason', async () => {
    const { user, token, appointment } = await book();
    await dispatch();
    smtp.received.length = 0;
    expect((await t.app.request(`/api/v1/appointments/${appointment.id}/cancel`, jsonRequest('POST', { version: 0 }, token))).status).toBe(200);
    await dispatch();
    const mail = smtp.received.find((m) => recipientOf(m) === user.email && m.subject === 'Your appointment is cancelled')!;
    expect(mail.text).not.toContain('We are sorry');
    expect(mail.text).not.toContain('Reason:');
  });
});

describe('links in messages (item 10)', () => {
  it('point at SITE_URL when set, else Netlify’s URL, else the local server’s own address', async () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ JWT_SECRET: secret, SITE_URL: 'https://ayurveda.example' }, { isProduction: false }).siteUrl).toBe(
      'https://ayurveda.example',
    );
    expect(loadConfig({ JWT_SECRET: secret, URL: 'https://clinic.netlify.app' }, { isProduction: false }).providers.notifications.siteUrl).toBe(
      'https://clinic.netlify.app',
    );
    expect(hasConfiguredSiteUrl({ SITE_URL: 'https://ayurveda.example' })).toBe(true);
    expect(hasConfiguredSiteUrl({})).toBe(false);

    const config = loadConfig({ JWT_SECRET: secret }, { isProduction: false });
    const local = smtpChannels(smtp.url);
    useOwnAddress(config, local, 'http://localhost:4442');
    expect([config.siteUrl, config.providers.notifications.siteUrl, local.siteUrl]).toEqual(Array(3).fill('http://localhost:4442'));

    // The messages follow the address the channels carry.
    const previous = channels().siteUrl;
    channels().siteUrl = 'http://localhost:4442';
    try {
      const { user } = await book();
      await dispatch();
      const mail = smtp.received.find((m) => recipientOf(m) === user.email)!;
      expect(mail.text).toContain('http://localhost:4442/my-appointments');
      expect(mail.text).not.toContain('localhost:4321');
    } finally {
      channels().siteUrl = previous;
    }
  });
});

describe('Hindi and Gujarati messages (item 11)', () => {
  it('name the service and doctor as the translated pages do', async () => {
    for (const [language, serviceName] of [
      ['hi', 'व्यक्तिगत परामर्श'],
      ['gu', 'વ્યક્તિગત પરામર્શ'],
    ] as const) {
      smtp.received.length = 0;
      const { user } = await book({ language, serviceName: 'Personalized Consultation' });
      await dispatch();
      const mail = smtp.received.find((m) => recipientOf(m) === user.email)!;
      expect(mail.text).not.toContain('Personalized Consultation');
      expect(mail.text).toContain(serviceName);
    }
  });
});
