import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_NOTIFICATIONS, LOCAL_PROVIDERS } from '../../src/server/kernel/config';
import { appointments, auditEvents, notifications } from '../../src/server/kernel/db/schema';
import { dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { createProviders } from '../../src/server/kernel/providers';
import { createNotificationChannels } from '../../src/server/kernel/providers/notifications';
import { createBookable, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

const VERIFY_TOKEN = 'verify-me-123';
const APP_SECRET = 'app-secret-456';
const channels = createNotificationChannels({
  ...LOCAL_NOTIFICATIONS,
  mobile: { kind: 'local', channel: 'whatsapp' },
  smsFallback: { kind: 'local' },
  whatsappWebhook: { verifyToken: VERIFY_TOKEN, appSecret: APP_SECRET },
});
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ providers: { ...createProviders(LOCAL_PROVIDERS), notifications: channels } });
});
afterAll(() => t.close());

let mobiles = 0;
/**
 * A Hindi-speaking patient, their phone verified by a one-time code (or not, staff registered them at
 * the desk), books a video visit 5 days ahead; answers the appointment and its signed page's code.
 */
async function book({ isVerified = true } = {}) {
  const { service, slot } = await createBookable(t.db, { startsInHours: 5 * 24, pricePaise: 100_000 });
  mobiles += 1;
  const mobile = `+9198270${String(mobiles).padStart(5, '0')}`;
  const { user, token } = await createUser(t.db, 'patient', {
    name: 'Asha Patel',
    mobile,
    language: 'hi',
    phoneVerifiedAt: isVerified ? new Date() : null,
  });
  const order = { userId: user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain', mode: 'video' };
  const created = await requestOrder(t, token, order);
  const verified = await payAndVerify(t, token, { ...order, order_id: ((await created.json()) as { order_id: string }).order_id });
  const { appointment } = (await verified.json()) as { appointment: { id: number } };
  const reminder = (await t.db.select().from(notifications).where(eq(notifications.appointmentId, appointment.id))).find(
    (row) => row.kind === 'reminder_72h' && row.channel === 'whatsapp',
  )!;
  const code = reminder.template!.buttonPayloads![0]!.split(':')[1]!;
  return { appointmentId: appointment.id, mobile, code, reminder };
}

const sign = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const post = (body: string, signature = sign(body)) =>
  t.app.request('/api/v1/notifications/whatsapp/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
    body,
  });
/** A tapped quick reply as Meta's webhook sends it. */
const replyEvent = (id: string, from: string, payload: string) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              contacts: [{ wa_id: from.slice(1) }],
              messages: [
                {
                  from: from.slice(1),
                  id,
                  timestamp: '1767680000',
                  type: 'button',
                  button: { payload, text: 'पक्का करें' },
                  context: { id: 'wamid.X' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
const statusEvent = (id: string, status: string) =>
  JSON.stringify({
    entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id, status, timestamp: '1767680000', recipient_id: '91' }] } }] }],
  });
const appointmentOf = async (id: number) => (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe('GET: the subscription check', () => {
  it('answers hub.challenge for our verify token, 403 for another', async () => {
    const ok = await t.app.request(
      `/api/v1/notifications/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await t.app.request('/api/v1/notifications/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444');
    expect(wrong.status).toBe(403);
  });
});

describe('POST: signed replies and statuses', () => {
  it('a forged or missing signature is refused with 401 and changes nothing', async () => {
    const { appointmentId, mobile, code } = await book();
    const body = replyEvent('wamid.forged', mobile, `confirm:${code}`);
    expect((await post(body, sign(body, 'not-the-secret'))).status).toBe(401);
    expect((await post(body, 'sha256=00')).status).toBe(401);
    expect((await appointmentOf(appointmentId)).patientConfirmedAt).toBeNull();
  });

  it('a valid Confirm marks the appointment confirmed once; a replay and a second tap change nothing', async () => {
    const { appointmentId, mobile, code } = await book();
    const body = replyEvent('wamid.confirm1', mobile, `confirm:${code}`);
    expect((await post(body)).status).toBe(200);
    const confirmedAt = (await appointmentOf(appointmentId)).patientConfirmedAt;
    expect(confirmedAt).not.toBeNull();
    // Meta repeats a delivery it thinks failed: the same message id is handled once.
    expect((await post(body)).status).toBe(200);
    expect((await post(replyEvent('wamid.confirm2', mobile, `confirm:${code}`))).status).toBe(200);
    expect((await appointmentOf(appointmentId)).patientConfirmedAt).toEqual(confirmedAt);
  });

  it('Cancel is never one tap: it answers with the signed page, in the patient’s language', async () => {
    const { appointmentId, mobile, code } = await book();
    expect((await post(replyEvent('wamid.cancel1', mobile, `cancel:${code}`))).status).toBe(200);
    expect((await appointmentOf(appointmentId)).status).toBe('confirmed');
    const [reply] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, appointmentId), eq(notifications.kind, 'reminder_reply')));
    expect(reply).toMatchObject({ channel: 'whatsapp', recipient: mobile, template: { name: 'reminder_reply', language: 'hi' } });
    expect(reply!.bodyText).toContain(`/r/${code} - जामनगर आयुर्वेद क्लिनिक`);
  });

  it('a reply from another number acts on nothing: Confirm sets nothing, Cancel sends that number no link; each is recorded', async () => {
    const { appointmentId, code } = await book();
    const stranger = '+919811122233';
    for (const [id, payload] of [
      ['wamid.stranger1', `confirm:${code}`],
      ['wamid.stranger2', `change:${code}`],
      ['wamid.stranger3', `cancel:${code}`],
    ] as const) {
      expect((await post(replyEvent(id, stranger, payload))).status).toBe(200);
    }
    expect(await appointmentOf(appointmentId)).toMatchObject({ status: 'confirmed', patientConfirmedAt: null, patientWantsChangeAt: null });
    const replies = await t.db.select().from(notifications).where(eq(notifications.kind, 'reminder_reply'));
    expect(replies.filter((row) => row.appointmentId === appointmentId || row.recipient === stranger)).toEqual([]);
    const ignored = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'quick_reply_ignored'), eq(auditEvents.entityId, appointmentId)));
    expect(ignored.map((event) => [event.actorRole, (event.after as { from: string; reply: string }).reply])).toEqual([
      ['system', 'confirm'],
      ['system', 'change'],
      ['system', 'cancel'],
    ]);
    expect((ignored[0]!.after as { from: string }).from).toBe(stranger.slice(1));
  });

  it('a reply from the patient’s number acts only once the number was verified; the answer goes to the number on file', async () => {
    const unverified = await book({ isVerified: false });
    expect((await post(replyEvent('wamid.unverified1', unverified.mobile, `confirm:${unverified.code}`))).status).toBe(200);
    expect((await appointmentOf(unverified.appointmentId)).patientConfirmedAt).toBeNull();

    const { appointmentId, mobile, code } = await book();
    // Meta writes the sender without the plus.
    expect((await post(replyEvent('wamid.own1', mobile, `change:${code}`))).status).toBe(200);
    expect((await appointmentOf(appointmentId)).patientWantsChangeAt).not.toBeNull();
    const [reply] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, appointmentId), eq(notifications.kind, 'reminder_reply')));
    expect(reply!.recipient).toBe(mobile);
  });

  it('statuses update the message row; a failed WhatsApp message goes again as SMS', async () => {
    const { reminder } = await book();
    await t.db.update(notifications).set({ providerMessageId: 'wamid.out1', status: 'sent' }).where(eq(notifications.id, reminder.id));
    expect((await post(statusEvent('wamid.out1', 'delivered'))).status).toBe(200);
    expect((await t.db.select().from(notifications).where(eq(notifications.id, reminder.id)))[0]!.deliveryStatus).toBe('delivered');

    expect((await post(statusEvent('wamid.out1', 'failed'))).status).toBe(200);
    expect((await post(statusEvent('wamid.out1', 'failed'))).status).toBe(200);
    const fallbacks = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `${reminder.dedupeKey}:sms-fallback`));
    expect(fallbacks).toHaveLength(1);
    const [sms] = fallbacks;
    expect(sms).toMatchObject({
      channel: 'sms',
      kind: 'reminder_72h',
      recipient: reminder.recipient,
      template: { name: 'reminder_72h', language: 'hi' },
    });
    // The SMS carries the signed link where WhatsApp had the buttons.
    expect(sms!.bodyText).toMatch(/पक्का करें, बदलें या रद्द करें: http:\/\/localhost:4321\/r\/[\w-]{12} - जामनगर आयुर्वेद क्लिनिक$/);
    await dispatchDueNotifications(t.db, channels, { now: sms!.nextAttemptAt, limit: 500 });
    expect((await t.db.select().from(notifications).where(eq(notifications.id, sms!.id)))[0]).toMatchObject({ status: 'sent', provider: 'local' });
  });

  it('the local stand-in routes simulate a reply and a status', async () => {
    const { appointmentId, mobile, code } = await book();
    const reply = await t.app.request(
      '/api/dev/whatsapp/reply',
      jsonRequest('POST', { message_id: 'wamid.dev1', from: mobile, payload: `confirm:${code}` }),
    );
    expect(reply.status).toBe(200);
    expect((await appointmentOf(appointmentId)).patientConfirmedAt).not.toBeNull();
    const status = await t.app.request('/api/dev/whatsapp/status', jsonRequest('POST', { provider_message_id: 'wamid.none', status: 'read' }));
    expect(status.status).toBe(200);
  });
});
