export { createRefund, refundKeys } from './refunds/create-refund';
export { refundsByAppointment } from './refunds/refund-summaries';
export { handleRefundEvent, isRefundEvent, type RefundWebhookStatus } from './refunds/refund-webhook';
export { refundSummaryResponse } from './refunds/responses';
export { refundsRoutes } from './refunds/routes';
export { dayCloseRoutes } from './day-close/routes';
export { refundLostSlot, sendRefunds, settleDueRefunds } from './refunds/settle-refunds';
export { sentPaymentLinkResponse } from './payment-links/responses';
