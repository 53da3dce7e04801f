import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/kernel/config';
import { toE164 } from '../../src/server/messaging/outbox/enqueue-notifications';

const base = { JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db' };
const notificationsOf = (env: Record<string, string>, isProduction = false) =>
  loadConfig({ ...base, ...env }, { isProduction }).providers.notifications;
const production = {
  RAZORPAY_KEY_ID: 'rzp',
  RAZORPAY_KEY_SECRET: 's',
  RAZORPAY_WEBHOOK_SECRET: 'w',
  FIREBASE_PROJECT_ID: 'clinic',
  DOCUMENT_SIGNING_P12: Buffer.from('a PKCS#12').toString('base64'),
  DOCUMENT_SIGNING_PASSPHRASE: 'secret',
};

describe('notification channels configuration', () => {
  it('records e-mail and SMS locally by default outside production', () => {
    expect(notificationsOf({})).toMatchObject({ email: { kind: 'local' }, mobile: { kind: 'local', channel: 'sms' } });
  });

  it('refuses production without SMTP_URL and MAIL_FROM', () => {
    expect(() => notificationsOf(production, true)).toThrow('Missing required environment variables: SMTP_URL, MAIL_FROM');
  });

  it('in production without a messaging account sends e-mail only', () => {
    expect(notificationsOf({ ...production, SMTP_URL: 'smtps://u:p@mail.example', MAIL_FROM: 'Clinic <c@clinic.example>' }, true)).toMatchObject({
      email: { kind: 'smtp', smtpUrl: 'smtps://u:p@mail.example', from: 'Clinic <c@clinic.example>' },
      mobile: { kind: 'none' },
    });
  });

  it('refuses production without the document-signing certificate, and reads it from base64', () => {
    const { DOCUMENT_SIGNING_P12, ...unsigned } = production;
    const env = { ...base, ...unsigned, SMTP_URL: 'smtps://u:p@mail.example', MAIL_FROM: 'Clinic <c@clinic.example>' };
    expect(() => loadConfig(env, { isProduction: true })).toThrow('Missing required environment variables: DOCUMENT_SIGNING_P12');
    expect(loadConfig({ ...env, DOCUMENT_SIGNING_P12 }, { isProduction: true }).documentSigning).toEqual({
      p12: Buffer.from('a PKCS#12'),
      passphrase: 'secret',
    });
  });

  it('refuses at start-up a DLT sender header that is not exactly 6 letters', () => {
    for (const header of ['AYURC', 'AYURCLN', 'AYUR12', 'ayurcl', 'AYURVEDA']) {
      expect(() => notificationsOf({ SMS_DLT_SENDER_HEADER: header })).toThrow(
        'SMS_DLT_SENDER_HEADER is the registered header of exactly 6 capital letters',
      );
    }
    expect(() => notificationsOf({ SMS_DLT_SENDER_HEADER: 'AYURCL' })).not.toThrow();
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => notificationsOf({ SMTP_URL: 'http://mail.example' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
  });

  it('selects Twilio with its keys, naming what is missing', () => {
    expect(() => notificationsOf({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow('Missing required environment variables: TWILIO_AUTH_TOKEN, TWILIO_FROM');
    expect(notificationsOf({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_MESSAGING_SERVICE_SID: 'MG1' }).mobile).toMatchObject({
      kind: 'twilio',
      channel: 'sms',
      baseUrl: 'https://api.twilio.com',
      messagingServiceSid: 'MG1',
    });
  });

  it('selects WhatsApp with NOTIFY_MOBILE_CHANNEL=whatsapp and its keys', () => {
    expect(() => notificationsOf({ NOTIFY_MOBILE_CHANNEL: 'whatsapp', WHATSAPP_ACCESS_TOKEN: 'tok' })).toThrow('WHATSAPP_PHONE_NUMBER_ID');
    expect(
      notificationsOf({ NOTIFY_MOBILE_CHANNEL: 'whatsapp', WHATSAPP_ACCESS_TOKEN: 'tok', WHATSAPP_PHONE_NUMBER_ID: '1055' }).mobile,
    ).toMatchObject({
      kind: 'whatsapp',
      channel: 'whatsapp',
      apiVersion: 'v21.0',
      baseUrl: 'https://graph.facebook.com',
    });
    expect(notificationsOf({ NOTIFY_MOBILE_CHANNEL: 'whatsapp' }).mobile).toEqual({ kind: 'local', channel: 'whatsapp' });
  });
});

describe('toE164', () => {
  it.each([
    ['+919812345678', '+919812345678'],
    ['9824011000', '+919824011000'],
    ['919824011001', '+919824011001'],
    ['98240 11000', '+919824011000'],
    ['+1 (415) 555-0100', '+14155550100'],
    ['12345', null],
    ['not a number', null],
  ])('%s → %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });
});
