export interface OrderRequest {
  amountPaise: number;
  currency: 'INR';
  /** Our own reference, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
}

export interface RefundRequest {
  /** The provider's id of the captured payment. */
  paymentId: string;
  amountPaise: number;
  /** Our refund's idempotency key, shown in the provider's dashboard and echoed in its webhooks. */
  receipt: string;
  notes: Record<string, string>;
}

/** What the provider answered: its refund id, and whether the money has already gone back. */
export interface RefundResult {
  providerRefundId: string;
  status: 'pending' | 'processed' | 'failed';
}

interface PaymentProviderBase {
  /** The public key the browser's checkout opens with. */
  readonly checkoutKey: string;
  /** Creates an order at the provider and answers its id. */
  createOrder(order: OrderRequest): Promise<string>;
  /** Asks the provider to give money back on a captured payment; throws AppError('provider_failed') when it cannot be reached. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Checks a checkout result's signature over `order_id|payment_id`. */
  isValidCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Checks a webhook delivery's signature over its raw body. */
  isValidWebhookSignature(rawBody: string, signature: string): boolean;
}

export interface RazorpayPayments extends PaymentProviderBase {
  readonly kind: 'razorpay';
}

/** The offline simulator: it also plays the part of the card network and of Razorpay's webhooks. */
export interface LocalPayments extends PaymentProviderBase {
  readonly kind: 'local';
  /** A successful payment of an order, signed as Razorpay Checkout would return it. */
  simulatePayment(orderId: string): { paymentId: string; signature: string };
  /** Signs a webhook body as Razorpay would. */
  signWebhook(rawBody: string): string;
}

export type PaymentProvider = RazorpayPayments | LocalPayments;
