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

/** A payment link staff send to a patient (Razorpay Payment Links); we send it ourselves, so the provider notifies no one. */
export interface PaymentLinkRequest {
  amountPaise: number;
  currency: 'INR';
  /** Our own reference, unique per link (at most 40 characters), echoed in the webhook. */
  referenceId: string;
  description: string;
  /** When the link stops taking payments (Razorpay requires at least 15 minutes ahead). */
  expireBy: Date;
  customer: { name: string; contact: string | null; email: string | null };
  /** Where the patient lands after paying. */
  callbackUrl: string;
  notes: Record<string, string>;
}

/** The provider's link: its id (the webhook names it) and the address the patient opens. */
export interface PaymentLink {
  linkId: string;
  url: string;
}

interface PaymentProviderBase {
  /** The public key the browser's checkout opens with. */
  readonly checkoutKey: string;
  /** Creates an order at the provider and answers its id. */
  createOrder(order: OrderRequest): Promise<string>;
  /** Creates a payment link; throws AppError('provider_failed') when the provider cannot be reached. */
  createPaymentLink(link: PaymentLinkRequest): Promise<PaymentLink>;
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
