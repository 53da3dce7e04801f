import { useRef, useState } from 'react';
import { ApiError, PAID_MAX_ATTEMPTS, api } from '../../lib/api/client';
import type { PaymentConfirmation } from '../../lib/api/types';
import { endPatientSession } from '../phone-verification/patient-session-store';
import { type CheckoutOrder, payLocalOrder, payWithRazorpay } from './razorpay-checkout';

/**
 * The online pay flow every patient purchase shares: create the order on the server, open the
 * checkout (the local simulator's dialog, or Razorpay), then the verify call that settles it. One
 * payment at a time; `failed` hears a refusal at the start (`start`) or of the payment (`payment`,
 * with no error when the checkout was closed or failed).
 */
export function useCheckoutPayment<Paid, Order extends CheckoutOrder = CheckoutOrder>(options: {
  verifyPath: string | ((order: Order) => string);
  /** What verify sends beside the checkout's signed result (an appointment's order names its slot, service, …). */
  verifyBody?: (order: Order, confirmation: PaymentConfirmation) => unknown;
  token: string | undefined;
  clinicName: string;
  paid: (answer: Paid) => void;
  failed: (err: unknown, stage: 'start' | 'payment') => void;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const [localOrder, setLocalOrder] = useState<Order | null>(null);
  const isPaying = useRef(false);

  async function verify(order: Order, confirmation: PaymentConfirmation) {
    try {
      options.paid(
        await api<Paid>(typeof options.verifyPath === 'string' ? options.verifyPath : options.verifyPath(order), {
          method: 'POST',
          token: options.token,
          body: options.verifyBody ? options.verifyBody(order, confirmation) : confirmation,
          retryWhenBusy: { maxAttempts: PAID_MAX_ATTEMPTS },
        }),
      );
    } catch (err) {
      options.failed(err, 'payment');
    }
  }

  /**
   * Orders (the caller's request), then pays and verifies; the local provider's dialog waits for
   * `payLocally`. An order of null took no payment (a free seat): the caller has settled it.
   */
  async function pay(order: () => Promise<Order | null>, prefill: { name?: string; contact?: string } = {}) {
    if (isPaying.current) return;
    isPaying.current = true;
    setIsBusy(true);
    try {
      const ordered = await order();
      if (!ordered) return;
      if (ordered.provider === 'local') {
        setLocalOrder(ordered);
        return;
      }
      const confirmation = await payWithRazorpay(ordered, prefill, options.clinicName);
      if (!confirmation) {
        options.failed(null, 'payment');
        return;
      }
      await verify(ordered, confirmation);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) endPatientSession();
      options.failed(err, 'start');
    } finally {
      isPaying.current = false;
      setIsBusy(false);
    }
  }

  /** The local checkout dialog's Pay. */
  async function payLocally() {
    if (!localOrder || isPaying.current) return;
    isPaying.current = true;
    setIsBusy(true);
    try {
      const confirmation = await payLocalOrder(localOrder);
      setLocalOrder(null);
      await verify(localOrder, confirmation);
    } catch {
      setLocalOrder(null);
      options.failed(null, 'payment');
    } finally {
      isPaying.current = false;
      setIsBusy(false);
    }
  }

  return { isBusy, localOrder, pay, payLocally, closeLocalCheckout: () => setLocalOrder(null) };
}
