import { api } from '../../lib/api/client';
import type { OrderResponse, PaymentConfirmation } from '../../lib/api/types';

/** What a checkout needs of an order: an appointment's, or a class seat's (which has no description of its own). */
export type CheckoutOrder = Pick<OrderResponse, 'order_id' | 'amount' | 'currency' | 'key' | 'provider'> & { description?: string };

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let scriptLoad: Promise<RazorpayConstructor> | null = null;

/** Razorpay Checkout's script, loaded the first time a patient pays. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  scriptLoad ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve((window as unknown as { Razorpay: RazorpayConstructor }).Razorpay);
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('Razorpay Checkout did not load'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/** Opens Razorpay Checkout for an order; resolves with the signed result, or null when the payment failed or was closed. */
export async function payWithRazorpay(
  order: CheckoutOrder,
  prefill: { name?: string; contact?: string },
  clinicName: string,
): Promise<PaymentConfirmation | null> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      order_id: order.order_id,
      name: clinicName,
      description: order.description,
      prefill,
      handler: (result: PaymentConfirmation) => resolve(result),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.on('payment.failed', () => resolve(null));
    checkout.open();
  });
}

/** The local provider's checkout (its dialog's Pay): the simulator signs a payment, to be verified as Razorpay's would be. */
export const payLocalOrder = (order: Pick<CheckoutOrder, 'order_id'>) =>
  api<PaymentConfirmation>('/dev/checkout/pay', { method: 'POST', body: { order_id: order.order_id } });
