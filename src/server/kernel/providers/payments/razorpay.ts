import { AppError } from '../../errors';
import { checkoutSignaturePayload, isValidSignature } from './signature';
import type { RazorpayPayments } from './types';
import * as z from 'zod';
import { bookingServerMessages, frontDeskMessages, refundMessages } from '../../../../lib/validation/messages';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Razorpay's REST API; tests point it at a stand-in server. */
export const RAZORPAY_API = 'https://api.razorpay.com';

const paymentLinkAnswer = z.object({ id: z.string().min(1), short_url: z.url() });

/** Orders and refunds through the Razorpay SDK, payment links over its REST API; signatures through our constant-time check. */
export function createRazorpayPayments(keys: RazorpayKeys, apiBase = RAZORPAY_API): RazorpayPayments {
  // The SDK is large and only orders and refunds need it: loaded on the first, once.
  const loadClient = async () => {
    const { default: Razorpay } = await import('razorpay');
    return new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  };
  let client: ReturnType<typeof loadClient> | undefined;
  const razorpay = () => (client ??= loadClient());
  return {
    kind: 'razorpay',
    checkoutKey: keys.keyId,
    async createOrder(order) {
      try {
        const created = await (
          await razorpay()
        ).orders.create({
          amount: order.amountPaise,
          currency: order.currency,
          receipt: order.receipt,
          notes: order.notes,
        });
        return created.id;
      } catch (err) {
        console.error('[payments] Razorpay order creation failed:', err);
        throw new AppError('provider_failed', bookingServerMessages.paymentStartFailed);
      }
    },
    // POST /v1/payment_links (basic auth with the key pair): amounts in paise, expire_by in unix seconds;
    // notify is off because the clinic sends the link itself, through its outbox.
    async createPaymentLink(link) {
      try {
        const res = await fetch(`${apiBase}/v1/payment_links`, {
          method: 'POST',
          headers: {
            Authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            amount: link.amountPaise,
            currency: link.currency,
            accept_partial: false,
            reference_id: link.referenceId,
            description: link.description,
            expire_by: Math.floor(link.expireBy.getTime() / 1000),
            customer: {
              name: link.customer.name,
              ...(link.customer.contact ? { contact: link.customer.contact } : {}),
              ...(link.customer.email ? { email: link.customer.email } : {}),
            },
            notify: { sms: false, email: false },
            reminder_enable: false,
            notes: link.notes,
            callback_url: link.callbackUrl,
            callback_method: 'get',
          }),
          signal: AbortSignal.timeout(15_000),
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}: ${(await res.text()).slice(0, 500)}`);
        const created = paymentLinkAnswer.parse(await res.json());
        return { linkId: created.id, url: created.short_url };
      } catch (err) {
        console.error(`[payments] Razorpay payment link ${link.referenceId} failed:`, err);
        throw new AppError('provider_failed', frontDeskMessages.linkFailed);
      }
    },
    async refund(request) {
      try {
        const refund = await (
          await razorpay()
        ).payments.refund(request.paymentId, {
          amount: request.amountPaise,
          receipt: request.receipt,
          notes: request.notes,
        });
        return { providerRefundId: refund.id, status: refund.status };
      } catch (err) {
        console.error(`[payments] Razorpay refund for ${request.paymentId} failed:`, err);
        throw new AppError('provider_failed', refundMessages.startFailed);
      }
    },
    isValidCheckoutSignature: (orderId, paymentId, signature) =>
      isValidSignature(keys.keySecret, checkoutSignaturePayload(orderId, paymentId), signature),
    isValidWebhookSignature: (rawBody, signature) => isValidSignature(keys.webhookSecret, rawBody, signature),
  };
}
