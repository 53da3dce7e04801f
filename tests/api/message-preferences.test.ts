import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, consentRecords, notifications } from '../../src/server/kernel/db/schema';
import { dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { createBookable, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

let mobiles = 0;
async function patient() {
  mobiles += 1;
  return createUser(t.db, 'patient', {
    name: 'Nisha Rao',
    mobile: `+9198270${String(mobiles).padStart(5, '0')}`,
    email: `nisha${mobiles}@example.com`,
  });
}
const preferences = (token: string, body?: unknown) =>
  t.app.request('/api/v1/users/me/message-preferences', jsonRequest(body === undefined ? 'GET' : 'PUT', body, token));

/** The patient books and pays a video slot 5 days ahead; answers the appointment's id. */
async function book(user: { id: number }, token: string) {
  const { service, slot } = await createBookable(t.db, { startsInHours: 5 * 24, pricePaise: 100_000 });
  const order = { userId: user.id, slotId: slot.id, serviceId: service.id, description: 'Acidity', mode: 'video' };
  const created = await requestOrder(t, token, order);
  expect(created.status).toBe(201);
  const verified = await payAndVerify(t, token, { ...order, order_id: ((await created.json()) as { order_id: string }).order_id });
  expect(verified.status).toBe(201);
  return ((await verified.json()) as { appointment: { id: number } }).appointment.id;
}
const patientRows = (appointmentId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.appointmentId, appointmentId), eq(notifications.audience, 'patient')));

describe('the channel of a patient’s messages', () => {
  it('is every channel the clinic runs until the patient chooses; then each message goes on that one only', async () => {
    const { user, token } = await patient();
    const first = await preferences(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ channel: null, available_channels: ['sms', 'email'], reminders: { enabled: true, changed_at: null } });

    const before = await book(user, token);
    expect(new Set((await patientRows(before)).map((row) => row.channel))).toEqual(new Set(['email', 'sms']));

    const chosen = await preferences(token, { channel: 'sms', reminders: true });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toMatchObject({ channel: 'sms' });
    const after = await book(user, token);
    const rows = await patientRows(after);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.channel === 'sms')).toBe(true);
    expect(rows.map((row) => row.kind).sort()).toEqual(['booking_confirmed', 'reminder_24h', 'reminder_2h', 'reminder_72h']);
  });

  it('the dispatcher leaves a queued reminder on another channel once the patient chose one', async () => {
    const { user, token } = await patient();
    const id = await book(user, token);
    expect((await preferences(token, { channel: 'email', reminders: true })).status).toBe(200);
    const [appointment] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    // The 72-hour reminders fall due.
    await dispatchDueNotifications(t.db, t.deps.providers.notifications, {
      now: new Date(appointment!.time.getTime() - 72 * 3_600_000 + 60_000),
      limit: 500,
    });
    const reminders = (await patientRows(id)).filter((row) => row.kind === 'reminder_72h');
    expect(reminders.map((row) => `${row.channel}:${row.status}`).sort()).toEqual(['email:sent', 'sms:skipped']);
    expect(reminders.find((row) => row.channel === 'sms')!.lastError).toBe('The patient chose email for their messages');
  });

  it('refuses a channel it cannot use or does not know, and changes nothing', async () => {
    const { token } = await patient();
    const whatsapp = await preferences(token, { channel: 'whatsapp', reminders: true });
    expect(whatsapp.status).toBe(400);
    expect(await whatsapp.json()).toMatchObject({ key: 'messagePreference.channelUnavailable' });
    expect((await preferences(token, { channel: 'fax', reminders: true })).status).toBe(400);
    expect((await preferences(token, { channel: null })).status).toBe(400);
    expect(await (await preferences(token)).json()).toMatchObject({ channel: null, reminders: { enabled: true } });
    expect((await t.app.request('/api/v1/users/me/message-preferences')).status).toBe(401);
  });
});

describe('stopping reminders', () => {
  it('withdraws the reminders consent with its time, skips the queued reminders and queues none for a new booking; on again records it again', async () => {
    const { user, token } = await patient();
    const booked = await book(user, token);
    const stopped = await preferences(token, { channel: null, reminders: false });
    expect(stopped.status).toBe(200);
    const body = (await stopped.json()) as { reminders: { enabled: boolean; changed_at: string } };
    expect(body.reminders.enabled).toBe(false);
    expect(body.reminders.changed_at).not.toBeNull();

    const records = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, user.id));
    expect(records.map((r) => [r.purpose, r.withdrawnAt?.toISOString()])).toEqual([['reminders', body.reminders.changed_at]]);
    const reminders = (await patientRows(booked)).filter((row) => row.kind.startsWith('reminder'));
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((row) => row.status === 'skipped' && row.lastError === 'The patient stopped reminders')).toBe(true);

    const later = await book(user, token);
    const kinds = (await patientRows(later)).map((row) => row.kind);
    expect(kinds).toContain('booking_confirmed');
    expect(kinds.some((kind) => kind.startsWith('reminder'))).toBe(false);

    const on = await preferences(token, { channel: null, reminders: true });
    expect(await on.json()).toMatchObject({ reminders: { enabled: true } });
    const again = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, user.id));
    expect(again).toHaveLength(2);
    expect(again.filter((r) => r.withdrawnAt === null)).toHaveLength(1);
    const third = await book(user, token);
    expect((await patientRows(third)).some((row) => row.kind === 'reminder_72h')).toBe(true);
  });
});
