import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of a payload, as Razorpay signs checkout results and webhooks. */
export const hmacSha256Hex = (secret: string, payload: string): string => createHmac('sha256', secret).update(payload).digest('hex');

/** What Razorpay Checkout signs: `order_id|payment_id`. */
export const checkoutSignaturePayload = (orderId: string, paymentId: string): string => `${orderId}|${paymentId}`;

/**
 * The one signature check for checkout results and webhooks, in constant time
 * (the SDK's own helpers compare with ===, which leaks timing).
 */
export function isValidSignature(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(hmacSha256Hex(secret, payload), 'hex');
  const actual = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
