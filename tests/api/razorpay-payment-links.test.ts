import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/kernel/errors';
import { createRazorpayPayments } from '../../src/server/kernel/providers/payments/razorpay';

/** A stand-in for api.razorpay.com: records each request and answers what the test sets. */
let server: Server;
let base: string;
const received: { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(raw || 'null') });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const keys = { keyId: 'rzp_test_key', keySecret: 'secret_of_key', webhookSecret: 'whsec' };
const link = {
  amountPaise: 150_000,
  currency: 'INR' as const,
  referenceId: 'slot42_0123456789abcdef',
  description: 'Personalized Consultation with Dr. Meera Joshi',
  expireBy: new Date('2026-11-25T05:30:00Z'),
  customer: { name: 'Asha Patel', contact: '+919812345678', email: 'asha@example.com' },
  callbackUrl: 'https://clinic.example/my-appointments',
  notes: { slotId: '42' },
};

describe('Razorpay payment links adapter', () => {
  it('POSTs /v1/payment_links as documented and answers the link id and short URL', async () => {
    received.length = 0;
    // The documented Payment Link entity (api/payments/payment-links/entity), trimmed.
    answer = {
      status: 200,
      body: {
        accept_partial: false,
        amount: 150_000,
        amount_paid: 0,
        currency: 'INR',
        expire_by: 1_795_584_600,
        id: 'plink_ExjpAUN3gVHrPJ',
        reference_id: link.referenceId,
        short_url: 'https://rzp.io/i/nxrHnLJ',
        status: 'created',
      },
    };
    const created = await createRazorpayPayments(keys, base).createPaymentLink(link);
    expect(created).toEqual({ linkId: 'plink_ExjpAUN3gVHrPJ', url: 'https://rzp.io/i/nxrHnLJ' });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/payment_links');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:secret_of_key').toString('base64')}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      amount: 150_000,
      currency: 'INR',
      accept_partial: false,
      reference_id: 'slot42_0123456789abcdef',
      description: 'Personalized Consultation with Dr. Meera Joshi',
      // Unix seconds, not milliseconds.
      expire_by: 1_795_584_600,
      customer: { name: 'Asha Patel', contact: '+919812345678', email: 'asha@example.com' },
      // The clinic sends the link itself, through its outbox.
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: { slotId: '42' },
      callback_url: 'https://clinic.example/my-appointments',
      callback_method: 'get',
    });
    expect(link.referenceId.length).toBeLessThanOrEqual(40);
  });

  it('leaves out a customer detail the patient has not given', async () => {
    received.length = 0;
    answer = { status: 200, body: { id: 'plink_2', short_url: 'https://rzp.io/i/abc' } };
    await createRazorpayPayments(keys, base).createPaymentLink({ ...link, customer: { name: 'Walk-in', contact: '+919812345678', email: null } });
    expect((received[0]!.body as { customer: unknown }).customer).toEqual({ name: 'Walk-in', contact: '+919812345678' });
  });

  it('answers provider_failed when Razorpay refuses the link', async () => {
    answer = {
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'expire_by should be at least 15 minutes after current time' } },
    };
    const refused = createRazorpayPayments(keys, base).createPaymentLink(link);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'provider_failed' });
  });
});
