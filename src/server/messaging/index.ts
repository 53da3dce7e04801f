export { REPLY_ACTIONS, type ReplyAction } from './templates/catalogue';
export {
  addressed,
  enqueueAppointmentNotifications,
  enqueuePaymentLink,
  insertNotifications,
  mobileForms,
  onChosenChannel,
  rows,
  templateClinicOf,
  toE164,
} from './outbox/enqueue-notifications';
export { appointmentFacts } from './appointment-facts';
export { enqueueSeatBooked, syncSeatReminders } from './outbox/class-seat-notifications';
export { enqueueClassMessages } from './outbox/class-notifications';
export { enqueueWaitlistOffer } from './outbox/waitlist-notifications';
export { queueProgrammeSteps, skipProgrammeMessages, stepMoments } from './outbox/programme-notifications';
export { enqueueCoursePaymentLink, enqueueCourseRefund, syncCourseReminders } from './outbox/course-notifications';
export { enqueueMedicinesPaymentLink } from './outbox/medicine-notifications';
export { appointmentTemplateValues } from './templates/appointment-values';
export { calendarText } from './calendar/calendar-text';
export { contactQueriesRoutes } from './contact-queries/routes';
export { messagePreferencesRoutes } from './preferences/routes';
export { notificationsRoutes, toNotificationDetailJson } from './outbox/routes';
export { queueSmsFallback } from './outbox/sms-fallback';
export { renderAppointmentIcs } from './calendar/appointment-ics';
export { renderCourseIcs, renderSessionsIcs } from './calendar/course-ics';
export { renderRecallMessage, renderVisitSummaryMessage } from './templates/consultation-messages';
export { renderTemplate } from './templates/render';
export { renderFeedbackRequest } from './templates/feedback-messages';
export { sendNotificationsSoon } from './outbox/send-soon';
export { sentByPatient } from './contact-queries/patient-contact-queries';
export { shortLinkRoutes } from './short-links/routes';
export { startNotificationDispatcher } from './outbox/dispatch-loop';
