import { randomBytes } from 'node:crypto';
import { checkoutSignaturePayload, hmacSha256Hex, isValidSignature } from './signature';
import type { LocalPayments } from './types';

const randomId = (prefix: string) => `${prefix}_local${randomBytes(12).toString('hex')}`;

/** Issues orders and signs payments with Razorpay's scheme; without given secrets, fresh ones per process. */
export function createLocalPayments(keySecret = randomBytes(32).toString('hex'), webhookSecret = randomBytes(32).toString('hex')): LocalPayments {
  return {
    kind: 'local',
    checkoutKey: 'rzp_local',
    createOrder: async () => randomId('order'),
    // The simulator's hosted page: the dev route that plays the patient paying (docs/decisions/004).
    async createPaymentLink(link) {
      const linkId = randomId('plink');
      return { linkId, url: `${new URL(link.callbackUrl).origin}/api/dev/payment-links/${linkId}` };
    },
    // The simulator's bank answers at once.
    refund: async () => ({ providerRefundId: randomId('rfnd'), status: 'processed' }),
    isValidCheckoutSignature: (orderId, paymentId, signature) => isValidSignature(keySecret, checkoutSignaturePayload(orderId, paymentId), signature),
    isValidWebhookSignature: (rawBody, signature) => isValidSignature(webhookSecret, rawBody, signature),
    simulatePayment(orderId) {
      const paymentId = randomId('pay');
      return { paymentId, signature: hmacSha256Hex(keySecret, checkoutSignaturePayload(orderId, paymentId)) };
    },
    signWebhook: (rawBody) => hmacSha256Hex(webhookSecret, rawBody),
  };
}
