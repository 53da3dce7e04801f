import * as z from 'zod';
import type { createApp } from '../../src/server/http/app';
import {
  appointmentActionCancelResponse,
  appointmentActionMovedResponse,
  appointmentActionResponse,
  appointmentActionSlotsResponse,
} from '../../src/server/scheduling/reminder-replies/responses';
import {
  appointmentNoteResponse,
  appointmentResponse,
  myAppointmentResponse,
  staffBookingResponse,
} from '../../src/server/scheduling/appointments/responses';
import { auditEventResponse } from '../../src/server/identity/audit/responses';
import { prescriptionTemplateResponse } from '../../src/server/visit/prescription-templates/responses';
import { codeListResponse, diagnosisCodeResponse } from '../../src/server/visit/diagnosis-codes/responses';
import {
  consultationClaimResponse,
  consultationOfferResponse,
  consultationWaitlistEntryListResponse,
  consultationWaitlistEntryResponse,
  fullDoctorDaysResponse,
  staffConsultationWaitlistResponse,
} from '../../src/server/scheduling/consultation-waitlist/responses';
import { sendOtpResponse, verifyOtpResponse } from '../../src/server/identity/auth/responses';
import { bookedAppointmentResponse, orderResponse, webhookResponse } from '../../src/server/scheduling/booking/responses';
import { serviceResponse } from '../../src/server/practice/services/responses';
import {
  appointmentIntakeResponse,
  consultationResponse,
  reportResponse,
  visitRecordAnswerResponse,
  visitRecordSavedResponse,
} from '../../src/server/visit/consultation/responses';
import { intakeFormResponse } from '../../src/server/practice/intake-forms/responses';
import { healthFileResponse } from '../../src/lib/validation/health-file';
import { followUpDueResponse, recallCountsResponse } from '../../src/server/scheduling/follow-ups/responses';
import {
  feedbackAnsweredResponse,
  feedbackLinkResponse,
  feedbackSummaryResponse,
  visitFeedbackEntry,
} from '../../src/server/scheduling/visit-feedback/responses';
import {
  checkInResponse,
  enrolmentResponse,
  myProgrammeResponse,
  programmeAlertResponse,
  programmeOfferResponse,
  programmeOrderResponse,
  programmePaidResponse,
  programmeStopResponse,
  programmeTemplateResponse,
} from '../../src/server/scheduling/programmes/responses';
import { clinicSettingsResponse } from '../../src/server/practice/clinic-settings/responses';
import { contactQueryResponse } from '../../src/server/messaging/contact-queries/responses';
import { dashboardOperationsResponse, dashboardTotalsResponse } from '../../src/server/reporting/dashboard/responses';
import { clinicClockResponse, confirmCodeResponse, paymentConfirmationResponse, verificationCodeResponse } from '../../src/server/http/dev/responses';
import {
  doctorAppointmentResponse,
  doctorLoginResponse,
  doctorProfileResponse,
  doctorResponse,
  publicDoctorResponse,
} from '../../src/server/practice/doctors/responses';
import { adminMessageDetailResponse, adminMessageResponse, whatsAppWebhookResponse } from '../../src/server/messaging/outbox/responses';
import { paymentDocumentResponse, personalDataExportResponse } from '../../src/server/invoicing/documents/responses';
import { adminDataRequestResponse, dataRequestResponse } from '../../src/server/compliance/data-rights/responses';
import { recipeResponse } from '../../src/server/practice/recipes/responses';
import { roomResponse } from '../../src/server/practice/rooms/responses';
import { therapistResponse } from '../../src/server/practice/therapists/responses';
import { receptionistResponse } from '../../src/server/identity/staff-accounts/responses';
import { dayCloseResponse } from '../../src/server/billing/day-close/responses';
import {
  medicineCheckoutResponse,
  medicineOfferResponse,
  medicineOrderPaidResponse,
  staffMedicineOrderResponse,
  staffMedicineOrdersResponse,
} from '../../src/server/visit/dispensary/responses';
import {
  dispensarySettingsResponse,
  prescribableMedicinesResponse,
  dispenseListResponse,
  dispenseQueueResponse,
  lowStockReportResponse,
  medicineDetailResponse,
  medicineResponse,
  stockReportResponse,
} from '../../src/server/visit/dispensary/responses';
import { checkoutResponse, hsnReportResponse, medicinesPaymentLinkResponse } from '../../src/server/visit/dispensary/checkout-responses';
import { leaveResponse } from '../../src/server/practice/resource-leave/responses';
import { doctorQueueResponse, queueBoardResponse, queueDayResponse, walkInResponse } from '../../src/server/scheduling/queue/responses';
import { affectedAppointmentResponse, doctorLeaveCreatedResponse, doctorLeaveResponse } from '../../src/server/scheduling/doctor-leave/responses';
import { therapyResponse } from '../../src/server/practice/therapies/responses';
import { courseTemplateResponse } from '../../src/server/practice/course-templates/responses';
import { reservationResponse } from '../../src/server/scheduling/reservations/responses';
import { resourceGridResponse } from '../../src/server/scheduling/resource-grid/responses';
import { courseProposalResponse, courseResponse, movePreviewResponse } from '../../src/server/scheduling/course-planning/responses';
import { patientCourseResponse, therapistSessionResponse } from '../../src/server/scheduling/therapist-day/responses';
import {
  courseCancellationResponse,
  courseCancelResponse,
  courseLedgerResponse,
  courseOrderResponse,
  coursePaymentLinkResponse,
  coursePaymentResponse,
  courseSessionChangeResponse,
} from '../../src/server/scheduling/course-ledger/responses';
import {
  classAnnouncementResponse,
  classListResponse,
  classResponse,
  classRosterResponse,
  publicClassSessionListResponse,
  seatHoldResponse,
  seatPaymentResponse,
  mySeatListResponse,
  seatCancellationResponse,
  seatCancelResponse,
  staffClassSessionListResponse,
  staffClassSessionResponse,
  staffWaitlistResponse,
  waitlistEntryListResponse,
  waitlistEntryResponse,
  waitlistLinesResponse,
  waitlistOfferResponse,
} from '../../src/server/scheduling/classes/responses';
import { adminRefundResponse } from '../../src/server/billing/refunds/responses';
import {
  availableSlotResponse,
  slotAvailabilityResponse,
  timeSlotGenerationResponse,
  timeSlotResponse,
} from '../../src/server/practice/time-slots/responses';
import {
  loginResponse,
  messagePreferencesResponse,
  messageResponse,
  patientDetailsResponse,
  patientPageResponse,
  patientResponse,
  registrationResponse,
} from '../../src/server/identity/users/responses';

/**
 * Which response schema each API answer must match (docs/decisions/018): every successful JSON
 * answer in tests/api is parsed with its route's schema, so a schema (and the islands' types
 * inferred from it) cannot drift from what the server really sends.
 */
const ANSWERS: [method: string, path: string, schema: z.ZodType][] = [
  ['GET', '/v1/services', z.array(serviceResponse)],
  ['GET', '/v1/services/:id', serviceResponse],
  ['POST', '/v1/services', serviceResponse],
  ['PUT', '/v1/services/:id', serviceResponse],
  ['GET', '/v1/clinic-settings', clinicSettingsResponse],
  ['PUT', '/v1/clinic-settings', clinicSettingsResponse],
  ['PUT', '/v1/clinic-settings/logo', clinicSettingsResponse],
  ['POST', '/v1/contact-queries', contactQueryResponse],
  ['GET', '/v1/contact-queries/admin', z.array(contactQueryResponse)],
  ['GET', '/v1/contact-queries/:id', contactQueryResponse],
  ['PUT', '/v1/contact-queries/:id/status', contactQueryResponse],
  ['PATCH', '/v1/contact-queries/:id/status', contactQueryResponse],
  ['POST', '/v1/users', registrationResponse],
  ['POST', '/v1/users/login', loginResponse],
  ['POST', '/v1/users/logout', messageResponse],
  ['POST', '/v1/users/password-reset', messageResponse],
  ['POST', '/v1/users/password-reset/confirm', messageResponse],
  ['GET', '/v1/users/me', patientDetailsResponse],
  ['PUT', '/v1/users/me', patientDetailsResponse],
  ['POST', '/v1/users/me/mobile/code', sendOtpResponse],
  ['PUT', '/v1/users/me/mobile', patientDetailsResponse],
  ['GET', '/v1/users/me/message-preferences', messagePreferencesResponse],
  ['PUT', '/v1/users/me/message-preferences', messagePreferencesResponse],
  ['GET', '/v1/users/patients', z.array(patientResponse)],
  ['GET', '/v1/users/patients/:id', patientPageResponse],
  ['PUT', '/v1/users/patients/:id', patientPageResponse],
  ['GET', '/v1/users/patients/:id/health-file', healthFileResponse],
  ['PUT', '/v1/users/patients/:id/health-file', healthFileResponse],
  ['GET', '/v1/users/me/documents', z.array(paymentDocumentResponse)],
  ['GET', '/v1/users/me/export', personalDataExportResponse],
  ['GET', '/v1/payment-documents', z.array(paymentDocumentResponse)],
  ['GET', '/v1/users/me/data-requests', z.array(dataRequestResponse)],
  ['POST', '/v1/users/me/data-requests', dataRequestResponse],
  ['GET', '/v1/data-requests', z.array(adminDataRequestResponse)],
  ['POST', '/v1/data-requests/:id/erase', dataRequestResponse],
  ['POST', '/v1/data-requests/:id/refuse', dataRequestResponse],
  ['GET', '/v1/dashboard', dashboardTotalsResponse],
  ['GET', '/v1/dashboard/operations', dashboardOperationsResponse],
  ['POST', '/v1/auth/send-otp', sendOtpResponse],
  ['POST', '/v1/auth/verify-otp', verifyOtpResponse],
  ['POST', '/v1/auth/logout', messageResponse],
  ['GET', '/v1/doctors', z.array(doctorResponse)],
  ['GET', '/v1/doctors/:id', doctorResponse],
  ['POST', '/v1/doctors', doctorResponse],
  ['PUT', '/v1/doctors/:id', doctorResponse],
  ['GET', '/v1/doctors/:id/login', doctorLoginResponse],
  ['PUT', '/v1/doctors/:id/login', doctorLoginResponse],
  ['GET', '/v1/team', z.array(publicDoctorResponse)],
  ['GET', '/v1/time-slots', z.array(timeSlotResponse)],
  ['GET', '/v1/time-slots/available', z.array(availableSlotResponse)],
  ['GET', '/v1/time-slots/availability', slotAvailabilityResponse],
  ['POST', '/v1/time-slots/generate', timeSlotGenerationResponse],
  ['PUT', '/v1/time-slots/:id/status', timeSlotResponse],
  ['POST', '/v1/appointments/create-order', orderResponse],
  ['POST', '/v1/appointments/verify-payment', bookedAppointmentResponse],
  ['POST', '/v1/appointments/staff', staffBookingResponse],
  ['POST', '/v1/payments/webhook', webhookResponse],
  ['GET', '/v1/appointments/admin', z.array(appointmentResponse)],
  ['POST', '/v1/appointments/reschedule', appointmentResponse],
  ['GET', '/v1/appointments/:id/note', appointmentNoteResponse],
  ['POST', '/v1/appointments/:id/status', appointmentResponse],
  ['GET', '/v1/appointments/mine', z.array(myAppointmentResponse)],
  ['POST', '/v1/appointments/:id/cancel', myAppointmentResponse],
  ['POST', '/v1/appointments/:id/reschedule', myAppointmentResponse],
  ['GET', '/v1/services/:id/intake-form', intakeFormResponse],
  ['PUT', '/v1/services/:id/intake-form', intakeFormResponse],
  ['GET', '/v1/appointments/:id/consultation', consultationResponse],
  ['GET', '/v1/appointments/:id/intake', appointmentIntakeResponse],
  ['PUT', '/v1/appointments/:id/intake', appointmentIntakeResponse],
  ['GET', '/v1/appointments/:id/reports', z.array(reportResponse)],
  ['POST', '/v1/appointments/:id/reports', reportResponse],
  ['GET', '/v1/appointments/:id/record', visitRecordAnswerResponse],
  ['PUT', '/v1/appointments/:id/record', visitRecordSavedResponse],
  ['POST', '/v1/appointments/:id/record/finalise', visitRecordAnswerResponse],
  ['POST', '/v1/appointments/:id/record/addenda', visitRecordAnswerResponse],
  // A doctor's prescription templates (issue 51 item 5).
  ['GET', '/v1/prescription-templates', z.array(prescriptionTemplateResponse)],
  ['GET', '/v1/prescription-templates/:id', prescriptionTemplateResponse],
  ['POST', '/v1/prescription-templates', prescriptionTemplateResponse],
  ['PUT', '/v1/prescription-templates/:id', prescriptionTemplateResponse],
  ['GET', '/v1/diagnosis-codes', z.array(diagnosisCodeResponse)],
  ['GET', '/v1/diagnosis-codes/list', codeListResponse],
  ['POST', '/v1/diagnosis-codes/import', codeListResponse],
  ['GET', '/v1/follow-ups', z.array(followUpDueResponse)],
  ['GET', '/v1/follow-ups/summary', recallCountsResponse],
  // Feedback after every visit (issue 49).
  ['GET', '/v1/feedback/:token', feedbackLinkResponse],
  ['POST', '/v1/feedback/:token', feedbackAnsweredResponse],
  ['GET', '/v1/visit-feedback/summary', feedbackSummaryResponse],
  ['GET', '/v1/visit-feedback', z.array(visitFeedbackEntry)],
  ['GET', '/v1/programmes/templates', z.array(programmeTemplateResponse)],
  ['GET', '/v1/programmes/catalogue', z.array(programmeOfferResponse)],
  ['POST', '/v1/programmes/orders', programmeOrderResponse],
  ['POST', '/v1/programmes/orders/verify', programmePaidResponse],
  ['PUT', '/v1/programmes/messages-consent', z.strictObject({ messages_consent: z.boolean() })],
  ['GET', '/v1/programmes/mine', z.array(myProgrammeResponse)],
  ['GET', '/v1/programmes/alerts', z.array(programmeAlertResponse)],
  ['POST', '/v1/programmes/check-ins/:id/response', checkInResponse],
  ['GET', '/v1/programmes', z.array(enrolmentResponse)],
  ['POST', '/v1/programmes', enrolmentResponse],
  ['POST', '/v1/programmes/:id/check-ins', checkInResponse],
  ['POST', '/v1/programmes/:id/pause', enrolmentResponse],
  ['POST', '/v1/programmes/:id/resume', enrolmentResponse],
  ['POST', '/v1/programmes/:id/end', enrolmentResponse],
  ['POST', '/v1/programme-stop/:token', programmeStopResponse],
  ['GET', '/v1/recipes', z.array(recipeResponse)],
  ['GET', '/v1/recipes/:id', recipeResponse],
  ['POST', '/v1/recipes', recipeResponse],
  ['PUT', '/v1/recipes/:id', recipeResponse],
  // The Panchakarma wing (issue 47).
  ['GET', '/v1/therapies', z.array(therapyResponse)],
  ['GET', '/v1/therapies/:id', therapyResponse],
  ['POST', '/v1/therapies', therapyResponse],
  ['PUT', '/v1/therapies/:id', therapyResponse],
  ['GET', '/v1/rooms', z.array(roomResponse)],
  ['POST', '/v1/rooms', roomResponse],
  ['PUT', '/v1/rooms/:id', roomResponse],
  ['PUT', '/v1/rooms/:id/hours', roomResponse],
  ['GET', '/v1/therapists', z.array(therapistResponse)],
  ['GET', '/v1/therapists/:id', therapistResponse],
  ['POST', '/v1/therapists', therapistResponse],
  ['PUT', '/v1/therapists/:id', therapistResponse],
  // Issue 51: the front desk's logins and the day close.
  ['GET', '/v1/receptionists', z.array(receptionistResponse)],
  ['GET', '/v1/receptionists/:id', receptionistResponse],
  ['POST', '/v1/receptionists', receptionistResponse],
  ['PUT', '/v1/receptionists/:id', receptionistResponse],
  ['GET', '/v1/pharmacists', z.array(receptionistResponse)],
  ['GET', '/v1/pharmacists/:id', receptionistResponse],
  ['POST', '/v1/pharmacists', receptionistResponse],
  ['PUT', '/v1/pharmacists/:id', receptionistResponse],
  ['GET', '/v1/day-close', dayCloseResponse],
  ['POST', '/v1/day-close', dayCloseResponse],
  // Issue 50: the dispensary (docs/decisions/054).
  ['GET', '/v1/dispensary/prescribable', prescribableMedicinesResponse],
  ['GET', '/v1/dispensary/medicines', z.array(medicineResponse)],
  ['GET', '/v1/dispensary/medicines/:id', medicineDetailResponse],
  ['POST', '/v1/dispensary/medicines', medicineDetailResponse],
  ['PUT', '/v1/dispensary/medicines/:id', medicineDetailResponse],
  ['POST', '/v1/dispensary/medicines/:id/batches', medicineDetailResponse],
  ['POST', '/v1/dispensary/batches/:id/adjustments', medicineDetailResponse],
  ['GET', '/v1/dispensary/queue', dispenseQueueResponse],
  ['GET', '/v1/dispensary/appointments/:id', dispenseListResponse],
  ['POST', '/v1/dispensary/appointments/:id/dispenses', dispenseListResponse],
  ['POST', '/v1/dispensary/dispense-lines/:id/returns', dispenseListResponse],
  ['GET', '/v1/dispensary/settings', dispensarySettingsResponse],
  ['PUT', '/v1/dispensary/settings', dispensarySettingsResponse],
  ['GET', '/v1/dispensary/reports/stock', stockReportResponse],
  ['GET', '/v1/dispensary/reports/near-expiry', stockReportResponse],
  ['GET', '/v1/dispensary/reports/low-stock', lowStockReportResponse],
  // Issue 50 item 4: the desk's checkout and sales by HSN (docs/decisions/063).
  ['GET', '/v1/dispensary/appointments/:id/checkout', checkoutResponse],
  ['POST', '/v1/dispensary/appointments/:id/checkout', checkoutResponse],
  ['GET', '/v1/dispensary/reports/hsn', hsnReportResponse],
  // Issue 50 item 6: medicines ordered online (docs/decisions/065).
  ['POST', '/v1/dispensary/appointments/:id/checkout/link', medicinesPaymentLinkResponse],
  ['GET', '/v1/dispensary/my-orders', medicineOfferResponse],
  ['POST', '/v1/dispensary/appointments/:id/orders', medicineCheckoutResponse],
  ['POST', '/v1/dispensary/orders/verify', medicineOrderPaidResponse],
  ['GET', '/v1/dispensary/orders', staffMedicineOrdersResponse],
  ['POST', '/v1/dispensary/orders/:id/moves', staffMedicineOrderResponse],
  ['GET', '/v1/resource-leave', z.array(leaveResponse)],
  ['POST', '/v1/resource-leave', leaveResponse],
  // Issue 51 items 7 and 8: the walk-in queue and a doctor's leave.
  ['GET', '/v1/queue', queueDayResponse],
  ['POST', '/v1/queue/walk-ins', walkInResponse],
  ['GET', '/v1/queue-board', queueBoardResponse],
  ['GET', '/v1/doctor/queue', doctorQueueResponse],
  ['POST', '/v1/doctor/queue/call-next', doctorQueueResponse],
  ['GET', '/v1/doctor-leave', z.array(doctorLeaveResponse)],
  ['GET', '/v1/doctor-leave/affected', z.array(affectedAppointmentResponse)],
  ['POST', '/v1/doctor-leave', doctorLeaveCreatedResponse],
  ['GET', '/v1/course-templates', z.array(courseTemplateResponse)],
  ['GET', '/v1/course-templates/:id', courseTemplateResponse],
  ['POST', '/v1/course-templates', courseTemplateResponse],
  ['PUT', '/v1/course-templates/:id', courseTemplateResponse],
  ['GET', '/v1/reservations', z.array(reservationResponse)],
  ['POST', '/v1/reservations', reservationResponse],
  ['GET', '/v1/resource-grid', resourceGridResponse],
  ['POST', '/v1/courses/proposal', courseProposalResponse],
  ['POST', '/v1/courses', courseResponse],
  ['GET', '/v1/courses', z.array(courseResponse)],
  ['GET', '/v1/courses/:id', courseResponse],
  ['POST', '/v1/courses/:id/sessions/:sessionId/move/preview', movePreviewResponse],
  ['POST', '/v1/courses/:id/sessions/:sessionId/move', courseResponse],
  ['GET', '/v1/course-sessions/mine', z.array(therapistSessionResponse)],
  ['POST', '/v1/course-sessions/:id/done', therapistSessionResponse],
  ['GET', '/v1/courses/mine', z.array(patientCourseResponse)],
  ['GET', '/v1/courses/:id/ledger', courseLedgerResponse],
  ['POST', '/v1/courses/:id/payment', coursePaymentResponse],
  ['POST', '/v1/courses/:id/order', courseOrderResponse],
  ['POST', '/v1/courses/:id/payment-link', coursePaymentLinkResponse],
  ['POST', '/v1/courses/:id/verify-payment', coursePaymentResponse],
  ['GET', '/v1/courses/:id/cancellation', courseCancellationResponse],
  ['POST', '/v1/courses/:id/cancel', courseCancelResponse],
  ['POST', '/v1/course-sessions/:id/missed', courseSessionChangeResponse],
  ['POST', '/v1/course-sessions/:id/reschedule', courseSessionChangeResponse],
  ['GET', '/v1/classes', classListResponse],
  ['POST', '/v1/classes', classResponse],
  ['GET', '/v1/classes/:id', classResponse],
  ['PUT', '/v1/classes/:id', classResponse],
  ['GET', '/v1/classes/:id/sessions', staffClassSessionListResponse],
  ['POST', '/v1/classes/:id/sessions', staffClassSessionListResponse],
  ['GET', '/v1/class-sessions', publicClassSessionListResponse],
  ['POST', '/v1/class-sessions/:id/cancel', staffClassSessionResponse],
  ['GET', '/v1/class-sessions/:id/roster', classRosterResponse],
  ['POST', '/v1/class-sessions/:id/seats/:seatId/check-in', classRosterResponse],
  ['DELETE', '/v1/class-sessions/:id/seats/:seatId/check-in', classRosterResponse],
  ['POST', '/v1/class-sessions/:id/desk-seat', seatPaymentResponse],
  ['POST', '/v1/class-sessions/:id/announcement', classAnnouncementResponse],
  ['POST', '/v1/class-seats', seatHoldResponse],
  ['POST', '/v1/class-seats/:id/verify-payment', seatPaymentResponse],
  ['GET', '/v1/class-seats/mine', mySeatListResponse],
  ['GET', '/v1/class-seats/:id/cancellation', seatCancellationResponse],
  ['POST', '/v1/class-seats/:id/cancel', seatCancelResponse],
  // The waitlist (issue 48, docs/decisions/050).
  ['POST', '/v1/waitlist', waitlistEntryResponse],
  ['GET', '/v1/waitlist/mine', waitlistEntryListResponse],
  ['DELETE', '/v1/waitlist/:id', z.union([waitlistEntryResponse, consultationWaitlistEntryResponse])],
  ['GET', '/v1/waitlist/offer', z.union([waitlistOfferResponse, consultationOfferResponse])],
  ['POST', '/v1/waitlist/claim', z.union([seatHoldResponse, consultationClaimResponse])],
  // A doctor's full day (docs/decisions/053).
  ['GET', '/v1/waitlist/consultations/full', fullDoctorDaysResponse],
  ['GET', '/v1/waitlist/lines', waitlistLinesResponse],
  ['DELETE', '/v1/waitlist/entries/:id', z.union([waitlistEntryResponse, consultationWaitlistEntryResponse])],
  ['GET', '/v1/waitlist/consultations/mine', consultationWaitlistEntryListResponse],
  ['GET', '/v1/waitlist/consultations', staffConsultationWaitlistResponse],
  ['POST', '/v1/waitlist/consultations', consultationWaitlistEntryResponse],
  ['POST', '/v1/waitlist/consultations/offer', staffConsultationWaitlistResponse],
  ['GET', '/v1/class-sessions/:id/waitlist', staffWaitlistResponse],
  ['POST', '/v1/class-sessions/:id/waitlist/offer', staffWaitlistResponse],
  ['GET', '/v1/refunds/admin', z.array(adminRefundResponse)],
  ['POST', '/v1/refunds/:id/retry', adminRefundResponse],
  ['GET', '/v1/notifications', z.array(adminMessageResponse)],
  ['GET', '/v1/notifications/:id', adminMessageDetailResponse],
  ['POST', '/v1/notifications/:id/resend', adminMessageResponse],
  ['POST', '/v1/notifications/whatsapp/webhook', whatsAppWebhookResponse],
  ['GET', '/v1/appointment-actions/:code', appointmentActionResponse],
  ['GET', '/v1/appointment-actions/:code/slots', appointmentActionSlotsResponse],
  ['POST', '/v1/appointment-actions/:code/confirm', appointmentActionResponse],
  ['POST', '/v1/appointment-actions/:code/change', appointmentActionResponse],
  ['POST', '/v1/appointment-actions/:code/reschedule', appointmentActionMovedResponse],
  ['POST', '/v1/appointment-actions/:code/cancel', appointmentActionCancelResponse],
  ['GET', '/v1/doctor/me', doctorProfileResponse],
  ['GET', '/v1/doctor/appointments', z.array(doctorAppointmentResponse)],
  ['GET', '/v1/doctor/appointments/:id', doctorAppointmentResponse],
  ['POST', '/v1/doctor/appointments/:id/status', doctorAppointmentResponse],
  ['PUT', '/v1/doctor/appointments/:id/note', doctorAppointmentResponse],
  ['GET', '/v1/audit-events', z.array(auditEventResponse)],
  ['GET', '/dev/verification-codes', z.array(verificationCodeResponse)],
  ['GET', '/dev/clock', clinicClockResponse],
  ['POST', '/dev/clock', clinicClockResponse],
  ['GET', '/dev/outbox', z.array(adminMessageDetailResponse)],
  ['POST', '/dev/phone-auth/confirm', confirmCodeResponse],
  ['POST', '/dev/checkout/pay', paymentConfirmationResponse],
  ['POST', '/dev/payment-links/:linkId/pay', webhookResponse],
  ['POST', '/dev/whatsapp/reply', whatsAppWebhookResponse],
  ['POST', '/dev/whatsapp/status', whatsAppWebhookResponse],
];

const routes = ANSWERS.map(([method, path, schema]) => ({
  method,
  path,
  // `:id` is a number; any other parameter (a provider's id) one path segment.
  pattern: new RegExp(`^/api${path.replace(/:id\b/g, '\\d+').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  schema,
}));

/** The schema an answer to `method path` must match, if the API answers that route with JSON. */
export const answerSchemaOf = (method: string, pathname: string) => routes.find((route) => route.method === method && route.pattern.test(pathname));

/** Every route with a response schema, as `METHOD /path`. */
export const routesWithSchemas = () => routes.map((route) => `${route.method} /api${route.path}`);

/** Throws, naming the route and the fields, when a successful JSON answer does not match its schema. */
export async function checkAnswer(method: string, url: string, response: Response): Promise<void> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return;
  const { pathname } = new URL(url, 'http://localhost');
  const route = answerSchemaOf(method, pathname);
  if (!route) return;
  const parsed = route.schema.safeParse(await response.clone().json());
  if (!parsed.success) {
    throw new Error(`${method} ${pathname} answered a body its response schema refuses:\n${z.prettifyError(parsed.error)}`);
  }
}

type App = ReturnType<typeof createApp>;

/** The app, whose every answer through app.request() is checked against its response schema. */
export function withAnswerChecks(app: App): App {
  const request = app.request.bind(app);
  app.request = async (input, init, ...rest) => {
    const response = await request(input, init, ...rest);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = input instanceof Request ? input.url : String(input);
    await checkAnswer(method, url, response);
    return response;
  };
  return app;
}
