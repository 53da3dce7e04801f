import type { Transaction } from './db/database';
import type { payments } from './db/schema';

type Payment = typeof payments.$inferSelect;

/** What settling a captured medicines payment came to (docs/decisions/065). */
export type MedicinesSettled =
  /** Dispensed and invoiced (an online order), or the desk's due lines billed (a payment link). */
  | { kind: 'medicines_paid'; isNew: boolean; payment: Payment }
  /** Nothing could be sold (stock short, nothing due any more): refunded in full. */
  | { kind: 'medicines_refunded'; refundId: number | null };

/**
 * Settles a captured payment for medicines inside completeBooking's transaction (the payment row
 * locked). The dispensary lives in `visit`, above `scheduling` where the checkout's verify and the
 * webhook settle payments: the http edge hands this in (AppEnv's `settleMedicines`), so scheduling
 * never imports visit.
 */
export type MedicinesSettler = (tx: Transaction, payment: Payment, providerPaymentId: string) => Promise<MedicinesSettled>;
