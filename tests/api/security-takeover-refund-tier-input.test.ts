import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyAppointment } from '../../src/lib/api/types';
import { CONTROL_CHARACTERS_MESSAGE, LINE_BREAK_MESSAGE } from '../../src/lib/validation/common';
import { bookingServerMessages } from '../../src/lib/validation/messages';
import { signToken } from '../../src/server/identity/auth/tokens';
import { appointments, notifications, refunds, users, verificationCodes } from '../../src/server/kernel/db/schema';
import { dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { createBookable, createSlot, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { createAppointment, createDoctorAndService } from '../support/clinic-rows';
import { createUser, jsonRequest, TEST_JWT_SECRET, useTestApp } from '../support/test-app';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser(t.db, 'admin');
});

let ipCounter = 0;
const freshIp = () => ({ 'x-test-ip': `10.60.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });
const post = (path: string, body: unknown, token?: string) => t.app.request(path, jsonRequest('POST', body, token, freshIp()));
const put = (path: string, body: unknown, token?: string) => t.app.request(path, jsonRequest('PUT', body, token, freshIp()));
const get = (path: string, token?: string) =>
  t.app.request(path, { headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...freshIp() } });

/** The phone's owner signs in with the local one-time code, as the wizard does. */
async function verify(mobile: string) {
  const sent = (await (await post('/api/v1/auth/send-otp', { mobile })).json()) as { firebase_uid: string };
  const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.sessionId, sent.firebase_uid));
  const confirmed = (await (await post('/api/dev/phone-auth/confirm', { sessionId: sent.firebase_uid, code: row!.devCode })).json()) as {
    idToken: string;
  };
  const verified = await post('/api/v1/auth/verify-otp', { firebase_uid: sent.firebase_uid, idToken: confirmed.idToken });
  expect(verified.status).toBe(200);
  return (await verified.json()) as { token: string; id: number; confirm_details: boolean };
}

describe('pre-registration takeover', () => {
  it('create-order and reschedule answer 403 until the owner confirms; after a correction nothing goes to the stranger’s e-mail', async () => {
    const mobile = '+919800000601';
    const attackerEmail = 'mallory@evil.example';
    expect((await post('/api/v1/users', { name: 'Mallory', email: attackerEmail, mobile })).status).toBe(201);
    const victim = await verify(mobile);
    expect(victim.confirm_details).toBe(true);
    expect(await (await get('/api/v1/users/me', victim.token)).json()).toMatchObject({ details_confirmed: false, email: attackerEmail });

    const { service, slot, doctor } = await createBookable(t.db);
    const order = { userId: victim.id, slotId: slot.id, serviceId: service.id, description: 'Migraine for a month' };
    const refused = await requestOrder(t, victim.token, order);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: bookingServerMessages.detailsUnconfirmed,
      code: 'details_unconfirmed',
      key: 'bookingServer.detailsUnconfirmed',
    });

    // An appointment made for the number before the owner confirmed (e.g. by staff) can't be moved by the session either.
    const earlier = await createAppointment(t.db, { userId: victim.id, doctorId: doctor.id, serviceId: service.id, hoursFromNow: 72 });
    const free = await createSlot(t.db, doctor.id, 96);
    const move = await post(`/api/v1/appointments/${earlier.appointment.id}/reschedule`, { newSlotId: free.id }, victim.token);
    expect(move.status).toBe(403);
    expect(await move.json()).toMatchObject({ code: 'details_unconfirmed' });
    expect((await t.db.select().from(appointments).where(eq(appointments.id, earlier.appointment.id)))[0]!.slotId).toBe(earlier.slot.id);

    // The owner corrects the e-mail: booking and moving work, and every patient e-mail goes to the owner.
    const corrected = await put('/api/v1/users/me', { name: 'Asha Patel', email: 'asha@example.com' }, victim.token);
    expect(corrected.status).toBe(200);
    expect(await corrected.json()).toMatchObject({ details_confirmed: true });
    const created = await requestOrder(t, victim.token, order);
    expect(created.status).toBe(201);
    const { order_id: orderId } = (await created.json()) as { order_id: string };
    expect((await payAndVerify(t, victim.token, { ...order, order_id: orderId })).status).toBe(201);
    expect((await post(`/api/v1/appointments/${earlier.appointment.id}/reschedule`, { newSlotId: free.id }, victim.token)).status).toBe(200);

    const toAttacker = await t.db.select().from(notifications).where(eq(notifications.recipient, attackerEmail));
    expect(toAttacker).toEqual([]);
    const patientMail = await t.db
      .select({ recipient: notifications.recipient })
      .from(notifications)
      .where(and(eq(notifications.audience, 'patient'), eq(notifications.channel, 'email')));
    expect(patientMail.length).toBeGreaterThan(0);
    expect(new Set(patientMail.map((row) => row.recipient))).toEqual(new Set(['asha@example.com']));
  });

  it('no e-mail is queued for an unconfirmed address, and one queued before a correction is skipped, not sent', async () => {
    const { doctor, service } = await createDoctorAndService(t.db);
    const patient = await createUser(t.db, 'patient', { email: 'stranger@evil.example', detailsConfirmedAt: null });
    const { appointment } = await createAppointment(t.db, { userId: patient.user.id, doctorId: doctor.id, serviceId: service.id, hoursFromNow: 50 });
    // Staff cancel it: the cancellation message goes to the patient's phone only.
    const cancelled = await post(`/api/v1/appointments/${appointment.id}/status`, { status: 'cancelled', reason: 'Doctor unavailable' }, admin.token);
    expect(cancelled.status).toBeLessThan(300);
    const rows = await t.db.select().from(notifications).where(eq(notifications.appointmentId, appointment.id));
    expect(rows.filter((row) => row.audience === 'patient').map((row) => row.channel)).not.toContain('email');
    expect(rows.map((row) => row.recipient)).not.toContain('stranger@evil.example');

    // A message written before this rule (or before a correction) is skipped at sending time.
    const [queued] = await t.db
      .insert(notifications)
      .values({
        kind: 'booking_confirmed',
        channel: 'email',
        recipient: 'stranger@evil.example',
        audience: 'patient',
        appointmentId: appointment.id,
        subject: 'Booked',
        bodyText: 'Your meeting link',
        dedupeKey: `test-old-row:${appointment.id}`,
      })
      .returning();
    await dispatchDueNotifications(t.db, t.deps.providers.notifications, { limit: 100 });
    const [after] = await t.db.select().from(notifications).where(eq(notifications.id, queued!.id));
    expect(after).toMatchObject({ status: 'skipped', sentAt: null });

    // Confirmed, but to another address: the old row still never goes to the stranger.
    await t.db.update(users).set({ email: 'owner@example.com', detailsConfirmedAt: new Date() }).where(eq(users.id, patient.user.id));
    await t.db.update(notifications).set({ status: 'queued', nextAttemptAt: new Date() }).where(eq(notifications.id, queued!.id));
    await dispatchDueNotifications(t.db, t.deps.providers.notifications, { limit: 100 });
    expect((await t.db.select().from(notifications).where(eq(notifications.id, queued!.id)))[0]).toMatchObject({ status: 'skipped' });
  });
});

describe('a move keeps the refund tier', () => {
  it('paid, 12 h ahead, moved 5 days out, then cancelled: 50 % back, and the cancel preview says so', async () => {
    const { doctor, service } = await createDoctorAndService(t.db);
    const patient = await createUser(t.db, 'patient');
    const { appointment } = await createAppointment(t.db, { userId: patient.user.id, doctorId: doctor.id, serviceId: service.id, hoursFromNow: 12 });
    const later = await createSlot(t.db, doctor.id, 5 * 24);
    expect((await post(`/api/v1/appointments/${appointment.id}/reschedule`, { newSlotId: later.id }, patient.token)).status).toBe(200);

    const list = (await (await get('/api/v1/appointments/mine', patient.token)).json()) as MyAppointment[];
    expect(list.find((a) => a.id === appointment.id)!.cancellation).toMatchObject({
      can_cancel: true,
      window: 'full_refund',
      refund_amount: 75_000,
      paid_amount: 150_000,
      refund_limited_by_move: true,
    });

    expect((await post(`/api/v1/appointments/${appointment.id}/cancel`, {}, patient.token)).status).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.appointmentId, appointment.id));
    expect(refund!.amountPaise).toBe(75_000);
  });

  it('a move made a day or more ahead keeps the full refund; a second move never raises the cap', async () => {
    const { doctor, service } = await createDoctorAndService(t.db);
    const patient = await createUser(t.db, 'patient');
    const { appointment } = await createAppointment(t.db, { userId: patient.user.id, doctorId: doctor.id, serviceId: service.id, hoursFromNow: 48 });
    const first = await createSlot(t.db, doctor.id, 10);
    expect((await post(`/api/v1/appointments/${appointment.id}/reschedule`, { newSlotId: first.id }, patient.token)).status).toBe(200);
    // Moved 48 h ahead: cancelling then would have refunded in full, so the cap is 100 %.
    let [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row!.refundCapPercent).toBe(100);
    // Moved again 10 h ahead (the 50 % window): the cap falls to 50 % and stays there.
    const second = await createSlot(t.db, doctor.id, 6 * 24);
    expect((await post(`/api/v1/appointments/${appointment.id}/reschedule`, { newSlotId: second.id }, patient.token)).status).toBe(200);
    [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(row!.refundCapPercent).toBe(50);
  });
});

describe('control characters', () => {
  it.each([
    ['GET', '/api/v1/users/patients?q=%00', 'q'],
    ['GET', '/api/v1/audit-events?action=%00', 'action'],
    ['GET', '/api/dev/outbox?recipient=%00', 'recipient'],
    ['GET', '/api/dev/verification-codes?mobile=%00', 'mobile'],
    ['GET', '/api/v1/services?x=a%1Fb', 'x'],
  ])('%s %s answers 400, not 500', async (method, path, field) => {
    const res = await t.app.request(path, { method, headers: { Authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: CONTROL_CHARACTERS_MESSAGE, code: 'invalid', fields: { [field]: CONTROL_CHARACTERS_MESSAGE } });
  });

  it('a NUL anywhere in a JSON body answers 400, nested or in a key', async () => {
    const pay = await post('/api/dev/checkout/pay', { order_id: '\u0000' });
    expect(pay.status).toBe(400);
    expect(await pay.json()).toMatchObject({ code: 'invalid', fields: { order_id: CONTROL_CHARACTERS_MESSAGE } });
    const nested = await post('/api/v1/contact-queries', { name: 'A', extra: { list: ['ok', 'b\u0007'] } });
    expect(await nested.json()).toMatchObject({ code: 'invalid', fields: { 'extra.list.1': CONTROL_CHARACTERS_MESSAGE } });
    expect((await post('/api/v1/contact-queries', { ['na\u0000me']: 'A' })).status).toBe(400);
  });

  it('multi-line fields keep their line breaks and tabs', async () => {
    const res = await post('/api/v1/contact-queries', {
      name: 'Asha Patel',
      email: 'asha@example.com',
      subject: 'Diet question',
      message: 'Line one\r\nLine two\n\tindented',
      mobile: '9876543210',
    });
    expect(res.status).toBe(201);
  });

  it.each([
    ['registration name', '/api/v1/users', { name: 'Shyam\nBcc: victim@example.com', mobile: '+919800000611' }, 'name'],
    ['registration e-mail', '/api/v1/users', { name: 'Shyam', email: 'a@b.co\r\nBcc: c@d.co', mobile: '+919800000612' }, 'email'],
    [
      'contact subject',
      '/api/v1/contact-queries',
      { name: 'Asha', email: 'asha@example.com', subject: 'Hi\r\nBcc: x@y.co', message: 'Hello there, a question' },
      'subject',
    ],
    ['contact name', '/api/v1/contact-queries', { name: 'Asha\tPatel', email: 'asha@example.com', subject: 'Hi', message: 'Hello there' }, 'name'],
  ])('a line break in a single-line field (%s) answers 400', async (_label, path, body, field) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid', fields: { [field]: LINE_BREAK_MESSAGE } });
  });

  it('a patient cannot put a line break into their name through PUT /users/me; a trailing one is trimmed', async () => {
    const patient = await createUser(t.db, 'patient');
    const bad = await put('/api/v1/users/me', { name: 'Shyam\nBcc: x@y.co' }, patient.token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { name: LINE_BREAK_MESSAGE } });
    const trimmed = await put('/api/v1/users/me', { name: 'Shyam\n' }, patient.token);
    expect(await trimmed.json()).toMatchObject({ name: 'Shyam' });
  });

  it('staff single-line fields refuse line breaks too (doctor name, service name, login e-mail)', async () => {
    const doctor = { name: 'Dr. A\nB', specialization: 'Kayachikitsa', email: 'a@b.co', mobile: '9876543210', gender: 'female' };
    const badDoctor = await post('/api/v1/doctors', doctor, admin.token);
    expect(badDoctor.status).toBe(400);
    expect(await badDoctor.json()).toMatchObject({ fields: { name: LINE_BREAK_MESSAGE } });
    const badService = await post('/api/v1/services', { name: 'Nasya\r\nX', price: 500 }, admin.token);
    expect(badService.status).toBe(400);
    const { doctor: row } = await createDoctorAndService(t.db);
    const badLogin = await put(
      `/api/v1/doctors/${row.id}/login`,
      { email: 'dr@x.co\nBcc: y@z.co', password: 'long enough pw', active: true },
      admin.token,
    );
    expect(badLogin.status).toBe(400);
  });
});

describe('doctor sessions', () => {
  async function doctorLogin() {
    const { doctor } = await createDoctorAndService(t.db);
    const login = await put(
      `/api/v1/doctors/${doctor.id}/login`,
      { email: `dr${doctor.id}@clinic.example`, password: 'a long password', active: true },
      admin.token,
    );
    expect(login.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.doctorId, doctor.id));
    const token = await signToken(TEST_JWT_SECRET, { id: user!.id, role: 'doctor', tokenVersion: user!.tokenVersion }, 3600);
    expect((await get('/api/v1/doctor/me', token)).status).toBe(200);
    return { doctor, token };
  }
  const doctorBody = (doctor: { name: string; email: string; mobile: string; gender: string; specialization: string }, status: boolean) => ({
    name: doctor.name,
    specialization: doctor.specialization,
    email: doctor.email,
    mobile: doctor.mobile,
    gender: doctor.gender,
    status,
  });

  it('reactivating a doctor record does not revive a token issued before the deactivation', async () => {
    const { doctor, token } = await doctorLogin();
    expect((await put(`/api/v1/doctors/${doctor.id}`, doctorBody(doctor, false), admin.token)).status).toBe(200);
    expect((await get('/api/v1/doctor/me', token)).status).toBe(401);
    expect((await put(`/api/v1/doctors/${doctor.id}`, doctorBody(doctor, true), admin.token)).status).toBe(200);
    expect((await get('/api/v1/doctor/me', token)).status).toBe(401);
  });

  it('changing the login e-mail ends the sessions of the old one', async () => {
    const { doctor, token } = await doctorLogin();
    const changed = await put(`/api/v1/doctors/${doctor.id}/login`, { email: `new${doctor.id}@clinic.example`, active: true }, admin.token);
    expect(changed.status).toBe(200);
    expect((await get('/api/v1/doctor/me', token)).status).toBe(401);
  });

  it('saving the record unchanged keeps the doctor signed in', async () => {
    const { doctor, token } = await doctorLogin();
    expect((await put(`/api/v1/doctors/${doctor.id}`, doctorBody(doctor, true), admin.token)).status).toBe(200);
    expect((await put(`/api/v1/doctors/${doctor.id}/login`, { email: `dr${doctor.id}@clinic.example`, active: true }, admin.token)).status).toBe(200);
    expect((await get('/api/v1/doctor/me', token)).status).toBe(200);
  });
});
