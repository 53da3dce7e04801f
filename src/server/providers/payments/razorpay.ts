import { AppError } from '../../errors';
import { checkoutSignaturePayload, isValidSignature } from './signature';
import type { RazorpayPayments } from './types';
import { bookingServerMessages, refundMessages } from '../../../lib/validation/messages';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Orders through the Razorpay SDK; signatures through our constant-time check. */
export function createRazorpayPayments(keys: RazorpayKeys): RazorpayPayments {
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
