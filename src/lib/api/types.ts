/**
 * The API's answers, as the islands and the admin app read them. Each type is inferred from the
 * zod response schema declared beside the server code that builds the answer (a type-only
 * import: no server code reaches the browser), and tests/api check real answers against those
 * schemas. To add one: declare the schema in src/server/<resource>/responses.ts, export its
 * z.infer type there, and re-export it here.
 */
export type { AppointmentAction } from '../../server/appointment-actions/responses';
export type { AppointmentNoteAnswer, Appointment, MyAppointment, StaffBooking } from '../../server/appointments/responses';
export type { AuditEvent } from '../../server/audit/responses';
export type { SendOtpResponse, VerifyOtpResponse } from '../../server/auth/responses';
export type { BookedAppointment, OrderResponse } from '../../server/booking/responses';
export type { Service } from '../../server/clinic-services/responses';
export type { ClinicSettings } from '../../server/clinic-settings/responses';
export type {
  AppointmentIntake,
  Consent,
  Consultation,
  IntakeReport,
  VisitRecord,
  VisitRecordAnswer,
  VisitRecordSaved,
} from '../../server/consultation/responses';
export type { ContactQuery } from '../../server/contact-queries/responses';
export type { DashboardAppointment, DashboardOperations, DashboardTotals } from '../../server/dashboard/responses';
export type { ConfirmCodeResponse, PaymentConfirmation } from '../../server/dev/responses';
export type { Doctor, DoctorAppointment, DoctorLoginResponse, DoctorProfile, SlotDoctor } from '../../server/doctors/responses';
export type { IntakeForm } from '../../server/intake-forms/responses';
export type { AdminMessage, AdminMessageDetail } from '../../server/notifications/responses';
export type { FollowUpDue, RecallCounts } from '../../server/recalls/responses';
export type { Recipe } from '../../server/recipes/responses';
export type { AdminDataRequest, DataRequest } from '../../server/data-rights/responses';
export type { PaymentDocumentListItem } from '../../server/payment-documents/responses';
export type { AdminRefund, RefundSummary } from '../../server/refunds/responses';
export type { AvailableSlot, SlotAvailability, TimeSlot, TimeSlotGenerationResult } from '../../server/time-slots/responses';
export type { LoginResponse, MessagePreferences, Patient, PatientDetails, PatientPage } from '../../server/users/responses';
