export { appointmentActionRoutes } from './reminder-replies/routes';
export { appointmentsRoutes } from './appointments/routes';
export { cancelAppointment } from './appointments/cancel-appointment';
export { createFollowUpRecall } from './follow-ups/follow-up-recall';
export { doctorPortalRoutes } from './doctor-schedule/portal-routes';
export { followUpRoutes } from './follow-ups/routes';
export { handleWhatsAppEvent } from './reminder-replies/whatsapp-webhook';
export { paymentsRoutes, receivePaymentWebhook } from './booking/payment-webhook-routes';
export { whatsAppWebhookRoutes } from './reminder-replies/whatsapp-routes';
