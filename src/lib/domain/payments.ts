/** created: order issued; completed: booked; refund_pending: paid but the slot was lost. */
export const PAYMENT_STATUSES = ['created', 'completed', 'failed', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** pending until the provider settles it one way or the other. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How a payment is taken (issue 34): the patient's own checkout, at the desk, by a payment link, or waived. */
export const PAYMENT_METHODS = ['online', 'cash', 'upi', 'card', 'link', 'waived'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
