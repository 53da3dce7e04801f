/** created: order issued; completed: booked; refund_pending: paid but the slot was lost. */
export const PAYMENT_STATUSES = ['created', 'completed', 'failed', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** pending until the provider settles it one way or the other. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
