/** The clinic's one currency: every fee, order and payment link is in rupees (amounts in paise). */
export const CURRENCY = 'INR';

/** created: order issued; completed: booked; refund_pending: paid but the slot was lost. */
export const PAYMENT_STATUSES = ['created', 'completed', 'failed', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** pending until the provider settles it one way or the other. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Receipts of captured payments and credit notes of processed refunds (issue 30). */
export const PAYMENT_DOCUMENT_KINDS = ['receipt', 'credit_note'] as const;
export type PaymentDocumentKind = (typeof PAYMENT_DOCUMENT_KINDS)[number];

/** How a payment is taken (issue 34): the patient's own checkout, at the desk, by a payment link, or waived. */
export const PAYMENT_METHODS = ['online', 'cash', 'upi', 'card', 'link', 'waived'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What the front desk may choose when booking for a patient (issue 34), in the New appointment
 * form's order: taken at the desk (cash, UPI, card). The one list the form and the API read.
 */
export const DESK_PAYMENT_METHODS = ['cash', 'upi', 'card'] as const satisfies readonly PaymentMethod[];
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
