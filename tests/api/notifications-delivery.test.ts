import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_NOTIFICATIONS } from '../../src/server/kernel/config';
import { notifications } from '../../src/server/kernel/db/schema';
import { appointmentTemplateValues } from '../../src/server/messaging/templates/appointment-values';
import { TEMPLATE_NAMES } from '../../src/server/messaging/templates/catalogue';
import { renderTemplate } from '../../src/server/messaging/templates/render';
import { dispatchDueNotifications, MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../../src/server/messaging/outbox/dispatch-notifications';
import { createNotificationChannels, type NotificationChannels } from '../../src/server/kernel/providers/notifications';
import { freePort } from '../support/http-flows';
import { smtpChannels, startSmtpServer } from '../support/notifications';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await createUser(t.db, 'admin')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(notifications);
});

let keyCounter = 0;
/** One queued message, due at `dueAt`. */
async function queue(fields: Partial<typeof notifications.$inferInsert> = {}) {
  keyCounter += 1;
  const [row] = await t.db
    .insert(notifications)
    .values({
      kind: 'contact_received',
      channel: 'email',
      audience: 'clinic',
      recipient: 'care@clinic.example',
      subject: 'New contact query: Hello',
      bodyText: 'Asha sent a message.\nLine two.',
      bodyHtml: '<p>Asha sent a message.</p>',
      dedupeKey: `test:${keyCounter}:${Date.now()}`,
      nextAttemptAt: new Date('2026-01-01T00:00:00Z'),
      ...fields,
    })
    .returning();
  return row!;
}
/** A mobile row as the outbox writes it: a registered template filled in. */
function templated(channel: 'sms' | 'whatsapp', name: (typeof TEMPLATE_NAMES)[number] = 'booking_confirmed', language: 'en' | 'hi' | 'gu' = 'en') {
  const values = appointmentTemplateValues(
    {
      patientName: 'Asha Patel',
      doctorName: 'Dr. Meera Joshi',
      serviceName: 'Panchakarma',
      start: new Date('2026-01-06T04:30:00Z'),
      mode: 'video',
      patientMobile: '+919812345678',
      refundPaise: 50_000,
    },
    language,
  );
  const { text, template } = renderTemplate(
    name,
    language,
    channel,
    {
      ...values,
      link: 'Xb3k9QpT2m',
      serviceid: '12',
      doctorid: '3',
      paylink: 'https://rzp.io/i/Xb3k9QpT',
      // A course's messages (issue 47) name its therapy, room, instructions and amounts.
      therapy: 'Abhyanga',
      room: 'Droni room',
      instructions: 'Eat a light meal two hours before.',
      course: '7-day Panchakarma (Virechana)',
      amount: '₹21,000',
      // A class seat's messages (issue 48) name the class.
      classname: 'Garbhasanskar (weekly)',
      // Running a class (issue 48): its title and staff's message to its attendees.
      classtitle: 'Yoga for arthritis',
      note: 'Today we meet in the Yoga Hall upstairs.',
      // Feedback after a visit (issue 49): its single-use token.
      feedbackcode: 'q7Hs2kP9xLm4Vb8Tz1Nc5Rw0',
      // A programme's step (issue 49): its name, the week, the one-tap stop token.
      programme: 'Garbhasanskar (nine months)',
      week: '22',
      stopcode: 'Zk4Pq8Rt2Lm6Xv0Bn3Hs7Wc1',
    },
    { siteUrl: 'https://ayurvedaclinic.in', name: 'Jamnagar Ayurveda Clinic' },
    (action) => `${action}:7:0`,
  );
  return { channel, bodyText: text, template } as const;
}
const rowOf = async (id: number) => (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

describe('retries with backoff', () => {
  it('an SMTP server refusing connections: retried on the schedule, then sent once it is back', async () => {
    const port = await freePort();
    const channels = smtpChannels(`smtp://127.0.0.1:${port}`);
    const row = await queue();
    let now = new Date('2026-01-01T00:00:00Z');
    for (const [i, delay] of RETRY_DELAYS_MS.slice(0, 3).entries()) {
      expect(await dispatchDueNotifications(t.db, channels, { now })).toMatchObject({ failed: 1 });
      const failed = await rowOf(row.id);
      expect(failed).toMatchObject({ status: 'failed', attempts: i + 1 });
      expect(failed.lastError).toMatch(/SMTP/);
      expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + delay);
      // Not due a moment before its time.
      expect(await dispatchDueNotifications(t.db, channels, { now: new Date(now.getTime() + delay - 1000) })).toMatchObject({ failed: 0, sent: 0 });
      now = new Date(now.getTime() + delay);
    }
    const smtp = await startSmtpServer(port);
    try {
      expect(await dispatchDueNotifications(t.db, channels, { now })).toMatchObject({ sent: 1 });
      expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 4, lastError: null, provider: 'smtp' });
      expect(smtp.received.map((m) => m.subject)).toEqual(['New contact query: Hello']);
      expect(smtp.received[0]!.text).toContain('Line two.');
    } finally {
      await smtp.close();
    }
  });

  it('after the last try the message is dead, staff see it, and a resend queues it again', async () => {
    const channels = smtpChannels(`smtp://127.0.0.1:${await freePort()}`);
    const row = await queue();
    let now = new Date('2026-01-01T00:00:00Z');
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await dispatchDueNotifications(t.db, channels, { now });
      now = new Date(now.getTime() + (RETRY_DELAYS_MS[attempt - 1] ?? 0));
    }
    expect(await rowOf(row.id)).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
    expect(await dispatchDueNotifications(t.db, channels, { now: new Date('2027-01-01T00:00:00Z') })).toMatchObject({ failed: 0, dead: 0 });

    const list = await t.app.request('/api/v1/notifications?status=dead&limit=10&offset=0', jsonRequest('GET', undefined, adminToken));
    expect(list.status).toBe(200);
    expect(list.headers.get('X-Total-Count')).toBe('1');
    expect(await list.json()).toEqual([
      expect.objectContaining({ id: row.id, status: 'dead', attempts: MAX_ATTEMPTS, last_error: expect.stringMatching(/SMTP/) }),
    ]);

    const resent = await t.app.request(`/api/v1/notifications/${row.id}/resend`, jsonRequest('POST', undefined, adminToken));
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ id: row.id, status: 'queued', attempts: 0 });
    const again = await t.app.request(`/api/v1/notifications/${row.id}/resend`, jsonRequest('POST', undefined, adminToken));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'Only a failed or dead message can be sent again',
      code: 'conflict',
      key: 'notificationAdmin.resendRefused',
    });
  });

  it('an SMTP server refusing the recipient (5xx) makes the message dead at once', async () => {
    const { SMTPServer } = await import('smtp-server');
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    try {
      const channels = smtpChannels(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`);
      const row = await queue();
      expect(await dispatchDueNotifications(t.db, channels, { now: new Date('2026-01-01T00:00:00Z') })).toMatchObject({ dead: 1 });
      expect((await rowOf(row.id)).lastError).toMatch(/550/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

/** A stand-in for Twilio or Meta: records each request and answers from a script. */
let provider: Server;
let providerUrl: string;
const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
const answers: { status: number; body: unknown }[] = [];
beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const answer = answers.shift() ?? { status: 500, body: { error: 'no answer scripted' } };
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', () => resolve()));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));
afterEach(() => {
  requests.length = 0;
  answers.length = 0;
});

const twilio = (): NotificationChannels =>
  createNotificationChannels({
    ...LOCAL_NOTIFICATIONS,
    mobile: { kind: 'twilio', channel: 'sms', accountSid: 'AC123', authToken: 'secret-token', from: '+15005550006', baseUrl: providerUrl },
  });
const whatsapp = (): NotificationChannels =>
  createNotificationChannels({
    ...LOCAL_NOTIFICATIONS,
    mobile: {
      kind: 'whatsapp',
      channel: 'whatsapp',
      accessToken: 'meta-token',
      phoneNumberId: '1055',
      apiVersion: 'v21.0',
      baseUrl: providerUrl,
    },
  });
const now = new Date('2026-01-01T00:00:00Z');

describe('SMS through the Twilio Messages API', () => {
  it('posts To, From and Body form-encoded with basic auth to the account’s Messages.json', async () => {
    answers.push({ status: 201, body: { sid: 'SM0001', status: 'queued' } });
    const sms = templated('sms');
    const row = await queue({ kind: 'booking_confirmed', audience: 'patient', recipient: '+919812345678', ...sms });
    expect(await dispatchDueNotifications(t.db, twilio(), { now })).toMatchObject({ sent: 1 });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      To: '+919812345678',
      Body: sms.bodyText,
      From: '+15005550006',
    });
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', provider: 'twilio', providerMessageId: 'SM0001' });
  });

  it.each([
    [500, 'failed'],
    [503, 'failed'],
    [429, 'failed'],
    [400, 'dead'],
    [401, 'dead'],
    [404, 'dead'],
  ])('an answer of %i leaves the message %s', async (status, outcome) => {
    answers.push({ status, body: { code: 21211, message: 'The To number is not valid', status } });
    const row = await queue({ ...templated('sms'), recipient: '+919812345678' });
    await dispatchDueNotifications(t.db, twilio(), { now });
    const after = await rowOf(row.id);
    expect(after.status).toBe(outcome);
    expect(after.lastError).toContain(`Twilio answered ${status}`);
    if (outcome === 'failed') expect(after.nextAttemptAt.getTime()).toBe(now.getTime() + RETRY_DELAYS_MS[0]!);
  });

  it('a provider that cannot be reached is retried', async () => {
    const channels = createNotificationChannels({
      ...LOCAL_NOTIFICATIONS,
      mobile: { kind: 'twilio', channel: 'sms', accountSid: 'AC1', authToken: 't', from: '+1', baseUrl: `http://127.0.0.1:${await freePort()}` },
    });
    const row = await queue({ ...templated('sms'), recipient: '+919812345678' });
    await dispatchDueNotifications(t.db, channels, { now });
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('could not be reached') });
  });
});

describe('WhatsApp through the Meta Cloud API', () => {
  it('posts a template message with a bearer token to /{version}/{phone-number-id}/messages', async () => {
    answers.push({
      status: 200,
      body: { messaging_product: 'whatsapp', contacts: [{ input: '+919812345678', wa_id: '919812345678' }], messages: [{ id: 'wamid.ABC' }] },
    });
    const row = await queue({
      kind: 'booking_confirmed',
      audience: 'patient',
      recipient: '+919812345678',
      ...templated('whatsapp', 'booking_confirmed', 'hi'),
    });
    expect(await dispatchDueNotifications(t.db, whatsapp(), { now })).toMatchObject({ sent: 1 });
    const [request] = requests;
    expect(request!.url).toBe('/v21.0/1055/messages');
    expect(request!.headers.authorization).toBe('Bearer meta-token');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '+919812345678',
      type: 'template',
      template: {
        name: 'booking_confirmed',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: ['Asha Patel', 'डॉ. मीरा जोशी', 'वीडियो परामर्श', 'मंगल, 6 जन॰', 'सुबह 10:00'].map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', provider: 'whatsapp', providerMessageId: 'wamid.ABC' });
  });

  it.each(TEMPLATE_NAMES)(
    '%s: the Cloud API template-message shape, values in the order of {{1}}, {{2}}, …, quick replies with payloads',
    async (name) => {
      answers.push({ status: 200, body: { messages: [{ id: `wamid.${name}` }] } });
      const whatsappRow = templated('whatsapp', name, 'gu');
      await queue({ kind: 'booking_confirmed', audience: 'patient', recipient: '+919812345678', ...whatsappRow });
      expect(await dispatchDueNotifications(t.db, whatsapp(), { now })).toMatchObject({ sent: 1 });
      const sent = JSON.parse(requests[0]!.body) as Record<string, unknown>;
      expect(Object.keys(sent).sort()).toEqual(['messaging_product', 'recipient_type', 'template', 'to', 'type']);
      expect(sent).toMatchObject({ messaging_product: 'whatsapp', recipient_type: 'individual', to: '+919812345678', type: 'template' });
      const buttons = (whatsappRow.template.buttonPayloads ?? []).map((payload, index) => ({
        type: 'button',
        sub_type: 'quick_reply',
        index: String(index),
        parameters: [{ type: 'payload', payload }],
      }));
      expect(sent.template).toEqual({
        name,
        language: { code: 'gu' },
        components: [{ type: 'body', parameters: whatsappRow.template.parameters.map((text) => ({ type: 'text', text })) }, ...buttons],
      });
    },
  );

  it('never sends free text: a mobile row without a template is refused for good, nothing posted', async () => {
    const row = await queue({ kind: 'booking_confirmed', channel: 'whatsapp', recipient: '+919812345678', bodyText: 'Free text' });
    expect(await dispatchDueNotifications(t.db, whatsapp(), { now })).toMatchObject({ dead: 1 });
    expect(requests).toHaveLength(0);
    expect(await rowOf(row.id)).toMatchObject({ status: 'dead', lastError: expect.stringContaining('not a registered template') });
    const sms = await queue({ kind: 'booking_confirmed', channel: 'sms', recipient: '+919812345678', bodyText: 'Free text' });
    await dispatchDueNotifications(t.db, twilio(), { now });
    expect(requests).toHaveLength(0);
    expect(await rowOf(sms.id)).toMatchObject({ status: 'dead' });
  });

  it.each([
    [500, 'failed'],
    [429, 'failed'],
    [400, 'dead'],
  ])('an answer of %i leaves the message %s', async (status, outcome) => {
    answers.push({ status, body: { error: { message: 'Template name does not exist', code: 132001 } } });
    const row = await queue({ kind: 'booking_confirmed', recipient: '+919812345678', ...templated('whatsapp') });
    await dispatchDueNotifications(t.db, whatsapp(), { now });
    expect(await rowOf(row.id)).toMatchObject({ status: outcome, lastError: expect.stringContaining(`WhatsApp answered ${status}`) });
  });

  it.each([
    [132001, 'Template name does not exist in the translation', 'template name (booking_confirmed) does not exist in gu'],
    [132015, 'Template is Paused', 'Template is paused due to low quality so it cannot be sent in a template message'],
  ])('a synchronous refusal (%i) goes out as SMS at once, through Twilio beside WhatsApp', async (code, message, details) => {
    // Meta's error body (Cloud API error codes): HTTP 400 with error.code, error_data.details and fbtrace_id.
    answers.push({
      status: 400,
      body: {
        error: {
          message: `(#${code}) ${message}`,
          type: 'OAuthException',
          code,
          error_data: { messaging_product: 'whatsapp', details },
          fbtrace_id: 'Az8or2yhqkZfEZ-_4Qn_Bam',
        },
      },
    });
    answers.push({ status: 201, body: { sid: 'SM0042', status: 'queued' } });
    const channels = createNotificationChannels({
      ...LOCAL_NOTIFICATIONS,
      siteUrl: 'https://ayurvedaclinic.in',
      mobile: { kind: 'whatsapp', channel: 'whatsapp', accessToken: 'meta-token', phoneNumberId: '1055', apiVersion: 'v21.0', baseUrl: providerUrl },
      smsFallback: { kind: 'twilio', accountSid: 'AC123', authToken: 'secret-token', from: '+15005550006', baseUrl: providerUrl },
    });
    const row = await queue({
      kind: 'booking_confirmed',
      audience: 'patient',
      recipient: '+919812345678',
      ...templated('whatsapp', 'booking_confirmed', 'gu'),
    });
    expect(await dispatchDueNotifications(t.db, channels, { now })).toMatchObject({ dead: 1 });
    expect(await rowOf(row.id)).toMatchObject({ status: 'dead', lastError: expect.stringContaining(String(code)) });
    // The SMS row is due now: the next run sends it, no retry schedule in between.
    expect(await dispatchDueNotifications(t.db, channels, { now })).toMatchObject({ sent: 1 });
    expect(requests.map((request) => request.url)).toEqual(['/v21.0/1055/messages', '/2010-04-01/Accounts/AC123/Messages.json']);
    expect(Object.fromEntries(new URLSearchParams(requests[1]!.body))).toMatchObject({
      To: '+919812345678',
      Body: templated('sms', 'booking_confirmed', 'gu').bodyText,
    });
    const [sms] = await t.db.select().from(notifications).where(eq(notifications.channel, 'sms'));
    expect(sms).toMatchObject({ status: 'sent', provider: 'twilio', dedupeKey: `${row.dedupeKey}:sms-fallback` });
  });
});

describe('admin routes', () => {
  it('GET /v1/notifications answers 401 without a token and 403 to a patient', async () => {
    expect((await t.app.request('/api/v1/notifications')).status).toBe(401);
    const { token } = await createUser(t.db, 'patient');
    expect((await t.app.request('/api/v1/notifications', jsonRequest('GET', undefined, token))).status).toBe(403);
    expect((await t.app.request('/api/v1/notifications/1/resend', jsonRequest('POST', undefined, token))).status).toBe(403);
  });

  it('GET /v1/notifications refuses an unknown status filter with our message', async () => {
    const res = await t.app.request('/api/v1/notifications?status=lost', jsonRequest('GET', undefined, adminToken));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'invalid',
      error: expect.stringContaining('status must be one of: queued, sent, failed, dead, skipped'),
    });
  });

  it('GET /v1/notifications/:id answers the whole message, and 404 for an unknown id', async () => {
    const row = await queue();
    const res = await t.app.request(`/api/v1/notifications/${row.id}`, jsonRequest('GET', undefined, adminToken));
    expect(await res.json()).toMatchObject({
      id: row.id,
      body_text: 'Asha sent a message.\nLine two.',
      body_html: '<p>Asha sent a message.</p>',
      attachments: [],
    });
    const missing = await t.app.request('/api/v1/notifications/999999', jsonRequest('GET', undefined, adminToken));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Message not found', code: 'not_found', key: 'notFound.message' });
  });

  it('POST /v1/contact-queries tells the clinic inbox', async () => {
    const res = await t.app.request(
      '/api/v1/contact-queries',
      jsonRequest('POST', { name: 'Ravi Shah', email: 'ravi@example.com', subject: 'Diet plan', message: 'Is there a plan for <b>arthritis</b>?' }),
    );
    expect(res.status).toBe(201);
    const outbox = await t.app.request('/api/dev/outbox?kind=contact_received');
    const [message] = (await outbox.json()) as { recipient: string; subject: string; body_text: string; body_html: string; status: string }[];
    expect(message).toMatchObject({ recipient: 'care@ayurvedaclinic.in', subject: 'New contact query: Diet plan', status: 'queued' });
    expect(message!.body_text).toContain('Is there a plan for <b>arthritis</b>?');
    expect(message!.body_html).toContain('&lt;b&gt;arthritis&lt;/b&gt;');
  });

  it('GET /api/dev/outbox is not there in production', async () => {
    const { createTestContext: create, testConfig } = await import('../support/test-app');
    const prod = await create({ config: { ...testConfig, isProduction: true } });
    try {
      expect((await prod.app.request('/api/dev/outbox')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
