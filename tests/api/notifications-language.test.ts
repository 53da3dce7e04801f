import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATIENT_TOKEN_TTL_SECONDS, signToken } from '../../src/server/identity/auth/tokens';
import { LOCAL_PROVIDERS } from '../../src/server/kernel/config';
import { clinicSettings, notifications, users } from '../../src/server/kernel/db/schema';
import { dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { enqueueAppointmentNotifications } from '../../src/server/messaging/outbox/enqueue-notifications';
import { createProviders } from '../../src/server/kernel/providers';
import { createBookable, createSlot, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { recipientOf, smtpChannels, startSmtpServer } from '../support/notifications';
import { createTestContext, createUser, jsonRequest, TEST_JWT_SECRET, type TestContext } from '../support/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestContext;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestContext({ providers: { ...createProviders(LOCAL_PROVIDERS), notifications: smtpChannels(smtp.url) } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  await t.db.delete(notifications);
});

let ipCounter = 0;
const register = (body: unknown) => t.app.request('/api/v1/users', jsonRequest('POST', body, undefined, { 'x-test-ip': `10.16.0.${++ipCounter}` }));
const patientToken = (id: number) => signToken(TEST_JWT_SECRET, { id, role: 'patient', tokenVersion: 0 }, PATIENT_TOKEN_TTL_SECONDS);
const me = async (token: string): Promise<unknown> =>
  (await t.app.request('/api/v1/users/me', { headers: { Authorization: `Bearer ${token}` } })).json();
const storedLanguage = async (id: number) => (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe('the patient’s language at registration and in their details', () => {
  it('registration keeps the language given, and the patient reads it back', async () => {
    const res = await register({ name: 'Asha Patel', mobile: '+919816000001', language: 'hi' });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number };
    // SPEC's answer is unchanged: the language is read through GET /v1/users/me.
    expect(created).toEqual({ id: expect.any(Number), name: 'Asha Patel', email: null, mobile: '+919816000001', gender: null });
    expect(await storedLanguage(created.id)).toBe('hi');
    expect(await me(await patientToken(created.id))).toMatchObject({ id: created.id, name: 'Asha Patel', language: 'hi' });
  });

  it('registration without a language means English', async () => {
    const { id } = (await (await register({ name: 'Ravi', mobile: '+919816000002' })).json()) as { id: number };
    expect(await storedLanguage(id)).toBe('en');
    expect(await me(await patientToken(id))).toMatchObject({ language: 'en' });
  });

  it.each([['fr'], ['HI'], [''], [null], [7]])('registration with language %j answers 400 and stores nothing', async (language) => {
    const mobile = `+9198160001${String(++ipCounter).padStart(2, '0')}`;
    const res = await register({ name: 'Asha', mobile, language });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Language must be one of en, hi, gu' });
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toEqual([]);
  });

  it('a signed-in patient changes the language; details saved without one keep it', async () => {
    const { token } = await createUser(t.db, 'patient');
    const put = (body: unknown) => t.app.request('/api/v1/users/me', jsonRequest('PUT', body, token));
    const changed = await put({ name: 'Mira Shah', language: 'gu' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ name: 'Mira Shah', language: 'gu', details_confirmed: true });
    expect((await put({ name: 'Mira Shah', email: 'mira@example.com' })).status).toBe(200);
    expect(await me(token)).toMatchObject({ email: 'mira@example.com', language: 'gu' });

    const bad = await put({ name: 'Someone else', language: 'de' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'Language must be one of en, hi, gu' });
    expect(await me(token)).toMatchObject({ name: 'Mira Shah', language: 'gu' });
  });
});

/** Money as the language writes it, straight from Intl. */
const rupeesIn = (intlLocale: string, paise: number) =>
  new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

/** A patient of the given language books and pays a slot 72 hours ahead through the API. */
async function book(language: 'en' | 'hi' | 'gu', pricePaise = 150_000) {
  const { doctor, service, slot } = await createBookable(t.db, { startsInHours: 72, pricePaise });
  const { user, token } = await createUser(t.db, 'patient', { name: 'Asha Patel', language });
  const order = { userId: user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain' };
  const created = await requestOrder(t, token, order);
  const verified = await payAndVerify(t, token, { ...order, order_id: ((await created.json()) as { order_id: string }).order_id });
  expect(verified.status).toBe(201);
  const { appointment } = (await verified.json()) as { appointment: { id: number; google_meet_link: string } };
  return { doctor, user, token, appointment };
}

const patientRows = (appointmentId: number, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.appointmentId, appointmentId), eq(notifications.kind, kind), eq(notifications.audience, 'patient')));

describe('notifications in the patient’s language', () => {
  it('a Hindi-speaking patient’s booking confirmation: e-mail, SMS and WhatsApp in Hindi; the doctor’s stays English', async () => {
    const { doctor, user, appointment } = await book('hi');
    const rows = await patientRows(appointment.id, 'booking_confirmed');
    const sms = rows.find((r) => r.channel === 'sms')!;
    // The Hindi template (src/server/messaging/templates/) filled in; the meeting room is on the appointments page.
    expect(sms.bodyText).toMatch(
      /^नमस्ते Asha Patel जी, .+ के साथ आपका वीडियो परामर्श पक्का है: \S+, \d{1,2} \S+ को (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे \(IST\)। देखें या बदलें: http:\/\/localhost:4321\/hi\/my-appointments - जामनगर आयुर्वेद क्लिनिक$/,
    );
    expect(sms.template).toMatchObject({ name: 'booking_confirmed', language: 'hi' });

    // The same message through WhatsApp, where the clinic sends with it.
    const whatsapp = smtpChannels(smtp.url, { mobile: { kind: 'local', channel: 'whatsapp' } });
    await t.db.transaction((tx) =>
      enqueueAppointmentNotifications(tx, whatsapp, { kind: 'booking_confirmed', appointmentId: appointment.id, sequence: 0 }),
    );
    expect((await patientRows(appointment.id, 'booking_confirmed')).find((r) => r.channel === 'whatsapp')!.bodyText).toBe(sms.bodyText);

    await dispatchDueNotifications(t.db, t.deps.providers.notifications, { now: new Date() });
    const mail = smtp.received.find((m) => recipientOf(m) === user.email)!;
    expect(mail.subject).toBe('आपका अपॉइंटमेंट पक्का हो गया है');
    expect(mail.text).toContain('नमस्ते Asha Patel जी,');
    expect(mail.text).toContain('के लिए आपका अपॉइंटमेंट बुक हो गया है और भुगतान मिल गया है।');
    expect(mail.text).toMatch(/समय: \S+, \d{1,2} \S+ \d{4}, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे भारतीय समय \(IST\)/);
    expect(mail.text).toContain('http://localhost:4321/hi/my-appointments');
    expect(mail.text).not.toMatch(/Dear|Your|Cancel at least/);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('जामनगर आयुर्वेद क्लिनिक');

    const toDoctor = smtp.received.find((m) => recipientOf(m) === doctor.email)!;
    expect(toDoctor.subject).toMatch(/^New appointment: Asha Patel, /);
  });

  it('a Hindi-speaking patient’s cancellation states the refund in rupees as Hindi writes them', async () => {
    const { user, token, appointment } = await book('hi', 1_250_000);
    const res = await t.app.request(`/api/v1/appointments/${appointment.id}/cancel`, jsonRequest('POST', {}, token));
    expect(res.status).toBe(200);
    const rows = await patientRows(appointment.id, 'cancelled');
    const refund = rupeesIn('hi-IN', 1_250_000);
    expect(refund).toBe('₹12,500.00');
    expect(rows.find((r) => r.channel === 'sms')!.bodyText).toContain(`रद्द हो गया है। रिफ़ंड: ${refund}।`);
    await dispatchDueNotifications(t.db, t.deps.providers.notifications, { now: new Date() });
    const mail = smtp.received.find((m) => recipientOf(m) === user.email && m.subject === 'आपका अपॉइंटमेंट रद्द हो गया है')!;
    expect(mail.text).toContain(`उसमें ${refund} वापस भेजे जा रहे हैं।`);
  });

  it('a Gujarati-speaking patient’s reschedule and cancellation come in Gujarati', async () => {
    const { doctor, user, token, appointment } = await book('gu');
    const newSlot = await createSlot(t.db, doctor.id, 96);
    const moved = await t.app.request(`/api/v1/appointments/${appointment.id}/reschedule`, jsonRequest('POST', { newSlotId: newSlot.id }, token));
    expect(moved.status).toBe(200);
    const [movedSms] = (await patientRows(appointment.id, 'rescheduled')).filter((r) => r.channel === 'sms');
    expect(movedSms!.bodyText).toMatch(
      /^નમસ્તે Asha Patel, .+ સાથે આપનું .+ હવે .+ વાગ્યે \(IST\) છે\. જુઓ: http:\/\/localhost:4321\/gu\/my-appointments - જામનગર આયુર્વેદ ક્લિનિક$/,
    );
    // The reminders queued again for the new time are Gujarati too.
    const reminders = (await t.db.select().from(notifications).where(eq(notifications.appointmentId, appointment.id))).filter(
      (r) => r.kind === 'reminder_24h' && r.channel === 'email' && r.status === 'queued',
    );
    expect(reminders.map((r) => r.subject)).toEqual(['યાદ અપાવીએ: આપની એપોઇન્ટમેન્ટ આવતીકાલે છે']);

    const cancelled = await t.app.request(`/api/v1/appointments/${appointment.id}/cancel`, jsonRequest('POST', {}, token));
    expect(cancelled.status).toBe(200);
    await dispatchDueNotifications(t.db, t.deps.providers.notifications, { now: new Date() });
    const subjects = smtp.received.filter((m) => recipientOf(m) === user.email).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['આપની એપોઇન્ટમેન્ટનો સમય બદલાયો છે', 'આપની એપોઇન્ટમેન્ટ રદ થઈ ગઈ છે']));
    const mail = smtp.received.find((m) => m.subject === 'આપની એપોઇન્ટમેન્ટ રદ થઈ ગઈ છે')!;
    expect(mail.text).toContain('નમસ્તે Asha Patel,');
    expect(mail.text).toContain(`તેમાં ${rupeesIn('gu-IN', 150_000)} પરત મોકલવામાં આવી રહ્યા છે.`);
    expect(mail.text).toMatch(/સમય: .+ વાગ્યે ભારતીય સમય \(IST\)/);
  });

  it('an English-speaking patient’s messages read as before', async () => {
    const { appointment } = await book('en');
    const [email] = (await patientRows(appointment.id, 'booking_confirmed')).filter((r) => r.channel === 'email');
    expect(email!.subject).toBe('Your appointment is confirmed');
    expect(email!.bodyText).toMatch(/^Dear Asha Patel,\n\nYour Personalized Consultation with .+ is booked and paid\./);
    expect(email!.bodyText).toContain('Manage your appointment: http://localhost:4321/my-appointments');
  });

  it('SMS and WhatsApp are signed with the clinic’s name from its settings, as staff keep it (issue 45)', async () => {
    const [before] = await t.db.select({ name: clinicSettings.name }).from(clinicSettings);
    await t.db.update(clinicSettings).set({ name: 'Shanti Ayurveda Kendra' });
    try {
      for (const language of ['en', 'hi'] as const) {
        const { appointment } = await book(language);
        const sms = (await patientRows(appointment.id, 'booking_confirmed')).find((r) => r.channel === 'sms')!;
        expect(sms.bodyText).toMatch(/ - Shanti Ayurveda Kendra$/);
        expect(sms.bodyText).not.toContain('- Ayurveda Clinic');
      }
    } finally {
      await t.db.update(clinicSettings).set({ name: before!.name });
    }
  });
});
