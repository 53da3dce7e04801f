/**
 * The API's answers, as the islands and the admin app read them. Each type is inferred from the
 * zod response schema declared beside the server code that builds the answer (a type-only
 * import: no server code reaches the browser), and tests/api check real answers against those
 * schemas. To add one: declare the schema in src/server/<context>/<module>/responses.ts, export its
 * z.infer type there, and re-export it here.
 */
export type { AppointmentAction } from '../../server/scheduling/reminder-replies/responses';
export type { AppointmentNoteAnswer, Appointment, MyAppointment, StaffBooking } from '../../server/scheduling/appointments/responses';
export type { AuditEvent } from '../../server/identity/audit/responses';
export type { Consent } from '../../server/identity/consents/responses';
export type { SendOtpResponse, VerifyOtpResponse } from '../../server/identity/auth/responses';
export type { BookedAppointment, OrderResponse } from '../../server/scheduling/booking/responses';
export type { CourseCancellation, CourseLedger } from '../../server/scheduling/course-ledger/responses';
export type { Service } from '../../server/practice/services/responses';
export type { ClinicSettings } from '../../server/practice/clinic-settings/responses';
export type {
  AppointmentIntake,
  Consultation,
  IntakeReport,
  VisitRecord,
  VisitRecordAnswer,
  VisitRecordSaved,
} from '../../server/visit/consultation/responses';
export type { ContactQuery } from '../../server/messaging/contact-queries/responses';
export type { DashboardAppointment, DashboardOperations, DashboardTotals } from '../../server/reporting/dashboard/responses';
export type { ConfirmCodeResponse, PaymentConfirmation } from '../../server/http/dev/responses';
export type { Doctor, DoctorAppointment, DoctorLoginResponse, DoctorProfile, SlotDoctor } from '../../server/practice/doctors/responses';
export type { IntakeForm } from '../../server/practice/intake-forms/responses';
export type { AdminMessage, AdminMessageDetail } from '../../server/messaging/outbox/responses';
export type { FollowUpDue, RecallCounts } from '../../server/scheduling/follow-ups/responses';
export type { Recipe } from '../../server/practice/recipes/responses';
export type { AdminDataRequest, DataRequest } from '../../server/compliance/data-rights/responses';
export type { PaymentDocumentListItem } from '../../server/invoicing/documents/responses';
export type { AdminRefund, RefundSummary } from '../../server/billing/refunds/responses';
export type { DayCloseReport } from '../../server/billing/day-close/responses';
export type { Receptionist, Receptionist as Pharmacist } from '../../server/identity/staff-accounts/responses';
export type { AvailableSlot, SlotAvailability, TimeSlot, TimeSlotGenerationResult } from '../../server/practice/time-slots/responses';
export type { LoginResponse, MessagePreferences, Patient, PatientDetails, PatientPage } from '../../server/identity/users/responses';
// The Panchakarma wing (issue 47): its catalogue, rooms, therapists, courses and the resource grid.
export type { Room } from '../../server/practice/rooms/responses';
export type {
  ClassAnswer as ClinicClass,
  ClassRoster,
  PublicClassSession,
  SeatHoldAnswer,
  SeatPaymentAnswer,
  StaffClassSession,
} from '../../server/scheduling/classes/responses';
export type { Therapist } from '../../server/practice/therapists/responses';
export type { Therapy } from '../../server/practice/therapies/responses';
export type { ResourceLeave } from '../../server/practice/resource-leave/responses';
export type { CourseTemplate } from '../../server/practice/course-templates/responses';
export type { GridEvent, GridResource, ResourceGrid } from '../../server/scheduling/resource-grid/responses';
export type { PatientCourse, PatientCourseSession, TherapistSession } from '../../server/scheduling/therapist-day/responses';
export type { Course, CourseProposal, MovePreview } from '../../server/scheduling/course-planning/responses';
export type { MySeat } from '../../server/scheduling/classes/responses';
export type { FeedbackAnswered, FeedbackLink, FeedbackSummary, VisitFeedbackEntry } from '../../server/scheduling/visit-feedback/responses';
export type { StaffWaitlistAnswer, WaitlistEntryAnswer, WaitlistLinesAnswer, WaitlistOfferAnswer } from '../../server/scheduling/classes/responses';
export type {
  ConsultationClaimAnswer,
  ConsultationOfferAnswer,
  ConsultationWaitlistEntryAnswer,
  FullDoctorDaysAnswer,
  StaffConsultationWaitlistAnswer,
} from '../../server/scheduling/consultation-waitlist/responses';
export type { PrescriptionTemplate } from '../../server/visit/prescription-templates/responses';
export type { CodeList, DiagnosisCode } from '../../server/visit/diagnosis-codes/responses';
// Issue 50: the dispensary (docs/decisions/054).
export type {
  Batch,
  CheckoutAnswer,
  DispensarySettings,
  Dispense,
  DispenseList,
  DispenseQueue,
  LowStockReport,
  Medicine,
  PrescribableMedicine,
  MedicineDetail,
  MedicinesPaymentLink,
  StockReport,
} from '../../server/visit/dispensary/responses';
export type { DoctorQueue, QueueBoard, QueueToken } from '../../server/scheduling/queue/responses';
export type { AffectedAppointment, DoctorLeave } from '../../server/scheduling/doctor-leave/responses';
export type {
  CheckInJson as ProgrammeCheckIn,
  EnrolmentJson as ProgrammeEnrolment,
  MyProgrammeJson as MyProgramme,
  ProgrammeAlertJson as ProgrammeAlert,
  ProgrammeOfferJson as ProgrammeOffer,
  ProgrammeOrderJson as ProgrammeOrder,
  ProgrammePaidJson as ProgrammePaid,
  ProgrammeTemplateJson as ProgrammeTemplate,
} from '../../server/scheduling/programmes/responses';
export type {
  MedicineCheckout,
  MedicineOffer,
  MedicineOrderJson as MedicineOrder,
  MedicineOrderPaid,
  StaffMedicineOrder,
} from '../../server/visit/dispensary/responses';
