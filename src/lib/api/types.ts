import type { Locale } from '../../i18n/locales';
import type { AppointmentMode, AppointmentStatus } from '../domain/appointments';
import type { ContactQueryStatus } from '../domain/contact-queries';
import type { NOTIFICATION_CHANNELS, NotificationAudience, NotificationStatus } from '../domain/notifications';
import type { RefundStatus } from '../domain/payments';
import type { Gender } from '../domain/people';

/** Response shapes of the API, with SPEC §3's field names exactly (mixed case included). */

export interface Service {
  id: number;
  name: string;
  /** Rupees. */
  price: number;
  status: boolean;
  /** Beside SPEC (issue 34): how it may be booked. */
  modes: AppointmentMode[];
}

export interface ContactQuery {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
  subject: string;
  message: string;
  status: ContactQueryStatus;
  createdAt: string;
  updatedAt: string;
}

export interface LoginResponse {
  token: string;
}

export interface DashboardTotals {
  totalDoctors: number;
  totalAppointments: number;
  totalTimeSlots: number;
  totalUsers: number;
  totalServices: number;
}

/** One of today's appointments on the dashboard (GET /v1/dashboard/operations). */
export interface DashboardAppointment {
  id: number;
  time: string;
  end_time: string;
  status: AppointmentStatus;
  patient: { name: string };
  doctor: { name: string };
  service: { name: string };
  mode: AppointmentMode;
  google_meet_link: string | null;
}

/** GET /v1/dashboard/operations: the clinic's day, week and month; days and months are the clinic's (IST). */
export interface DashboardOperations {
  /** Today's clinic date, YYYY-MM-DD. */
  today: string;
  /** Today's appointments across doctors in time order, whatever their status. */
  today_appointments: DashboardAppointment[];
  /** The 7 clinic days after today, each with its pending and confirmed appointments. */
  next_days: { date: string; appointments: number }[];
  /** Rupees: captured payments minus the refunds processed in the month. */
  revenue: { this_month: number; last_month: number };
  /** Contact queries still pending. */
  open_contact_queries: number;
  /** Appointments that started in the last 30 days and were marked no-show or completed; rate is null without any. */
  no_shows: { rate: number | null; no_show: number; completed: number };
  /** The last 30 clinic days, oldest first (today last): appointments made that day and its revenue in rupees. */
  daily: { date: string; bookings: number; revenue: number }[];
}

export interface Doctor {
  id: number;
  name: string;
  specialization: string;
  email: string;
  mobile: string;
  gender: Gender;
  status: boolean;
  qualification: string | null;
  registration_number: string | null;
  photo_url: string | null;
  service_ids: number[];
}

/** SPEC §3 time slot: instants as ISO strings. */
export interface TimeSlot {
  id: number;
  start_time: string;
  end_time: string;
  is_booked: boolean;
  status: boolean;
  /** SPEC's name, and beside it (on the available-slots answer) the doctor's public details. */
  doctor: { name: string } & Partial<SlotDoctor>;
}

/** The doctor of an available slot, as a patient sees them before booking. */
export interface SlotDoctor {
  id: number;
  name: string;
  qualification: string | null;
  specialization: string;
  registration_number: string | null;
  photo_url: string | null;
}

/** GET /v1/time-slots/availability: free slots per clinic day of one month. */
export interface SlotAvailability {
  month: string;
  days: { date: string; count: number }[];
}

/** POST /v1/time-slots/generate. */
export interface TimeSlotGenerationResult {
  created: number;
  /** Slots not made because they overlap the doctor's existing slots or have already begun. */
  skipped: number;
}

/** POST /v1/auth/send-otp: the uid to send back with the ID token, and which provider runs. */
export interface SendOtpResponse {
  firebase_uid: string | null;
  provider: 'local' | 'firebase';
}

export interface VerifyOtpResponse {
  token: string;
  id: number;
  /** The owner has not yet confirmed the name and e-mail on file (beside SPEC's fields). */
  confirm_details?: boolean;
}

/** GET/PUT /v1/users/me: the signed-in patient's own details. */
export interface PatientDetails {
  id: number;
  name: string;
  email: string | null;
  mobile: string;
  gender: string | null;
  /** The language of the patient's notifications: 'en', 'hi' or 'gu'. */
  language: Locale;
  details_confirmed: boolean;
}

/** The local phone-auth provider's answer to a right code (what Firebase's confirm() gives). */
export interface ConfirmCodeResponse {
  idToken: string;
  uid: string;
}

/** SPEC §3 order response plus the checkout key and the payment provider. */
export interface OrderResponse {
  order_id: string;
  /** Paise. */
  amount: number;
  currency: string;
  userId: number;
  slotId: number;
  serviceId: number;
  description: string;
  key: string;
  provider: 'local' | 'razorpay';
}

/** SPEC §3 payment confirmation, as Razorpay Checkout (or the local checkout) hands it over. */
export interface PaymentConfirmation {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface BookedAppointment {
  message: string;
  appointment: {
    id: number;
    time: string;
    status: string;
    google_meet_link: string | null;
    mode: AppointmentMode;
    payment: { status: string; amount: number; razorpay_payment_id: string | null };
  };
}

/** A refund as the patient and the appointments table see it (amount in paise). */
export interface RefundSummary {
  id: number;
  amount: number;
  status: RefundStatus;
  reason: string;
  created_at: string;
  settled_at: string | null;
}

/** GET /v1/appointments/admin: SPEC §3 appointment (payment amount in paise) plus slot, doctor and service. */
export interface Appointment {
  id: number;
  user_id: number;
  /** SPEC's name and e-mail, with the mobile staff call beside them. */
  user: { name: string; email: string | null; mobile: string | null };
  time: string;
  status: AppointmentStatus;
  google_meet_link: string | null;
  payment: { status: string; amount: number; razorpay_payment_id: string | null } | null;
  /** Refunds of this appointment's payment, oldest first. */
  refunds: RefundSummary[];
  slot_id: number;
  doctor: { id: number; name: string };
  /** The id lets a move offer only the doctors who offer this service. */
  service: { id: number; name: string };
  description: string | null;
  mode: AppointmentMode;
  /** What staff or the patient gave when cancelling; null otherwise. */
  cancellation_reason: string | null;
}

/** GET /v1/appointments/mine: the patient's own appointment with what they may do with it now. */
export interface MyAppointment {
  id: number;
  time: string;
  end_time: string;
  status: AppointmentStatus;
  /** Null for a call: the doctor phones the patient's verified number. */
  google_meet_link: string | null;
  mode: AppointmentMode;
  doctor: { name: string };
  /** The id lets a move offer only the doctors who offer this service. */
  service: { id: number; name: string };
  description: string | null;
  /** Rises with every move or cancel; sent back with a change so a stale page cannot override a newer one. */
  version: number;
  /** Upcoming (not yet ended and still pending or confirmed) come first. */
  is_upcoming: boolean;
  payment: { status: string; amount: number } | null;
  refunds: RefundSummary[];
  /** The policy's outcome if the patient cancelled now. */
  cancellation: {
    can_cancel: boolean;
    window: 'full_refund' | 'partial_refund' | 'too_late' | 'started';
    refund_amount: number;
    paid_amount: number;
    /** An earlier move kept the refund at what cancelling at the moment of the move would have given. */
    refund_limited_by_move: boolean;
  };
  reschedule: { can_reschedule: boolean; reason: 'too_late' | 'limit_reached' | null; remaining: number };
}

/** GET /v1/refunds/admin: one refund with its payment and appointment. */
export interface AdminRefund extends RefundSummary {
  appointment_id: number | null;
  payment_id: number;
  razorpay_payment_id: string | null;
  provider_refund_id: string | null;
  attempts: number;
  last_error: string | null;
  patient: { name: string; mobile: string | null };
}

/** GET /v1/users/patients: SPEC §3 patient, in snake case. */
export interface Patient {
  id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  gender: Gender | null;
  role: 'patient';
  status: boolean;
  firebase_uid: string | null;
  created_at: string;
  updated_at: string;
}

export interface Recipe {
  id: number;
  name: string;
  /** One ingredient per line. */
  ingredients: string;
  /** Rich-text HTML. */
  preparation: string;
  /** Rich-text HTML. */
  benefits: string | null;
  image_url: string | null;
  status: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /v1/notifications: one message in the outbox and delivery ledger. */
export interface AdminMessage {
  id: number;
  kind: string;
  channel: (typeof NOTIFICATION_CHANNELS)[number];
  recipient: string;
  audience: NotificationAudience;
  appointment_id: number | null;
  subject: string;
  status: NotificationStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  provider: string | null;
  provider_message_id: string | null;
  sent_at: string | null;
  created_at: string;
}

/** GET /v1/notifications/:id: the message as sent, with its bodies and files. */
export interface AdminMessageDetail extends AdminMessage {
  body_text: string;
  body_html: string | null;
  attachments: { filename: string; content_type: string; content: string }[];
}

/** GET /v1/doctor/appointments: one appointment on the signed-in doctor's schedule. */
export interface DoctorAppointment {
  id: number;
  time: string;
  end_time: string;
  status: AppointmentStatus;
  mode: AppointmentMode;
  google_meet_link: string | null;
  description: string | null;
  patient: { name: string; mobile: string | null };
  service: { name: string };
  /** The doctor's consultation note (sanitized HTML), if written. */
  note: { body: string; updated_at: string } | null;
}

/** GET /v1/appointments/{id}/note (admin): the doctor's consultation note, null while none is written. */
export interface AppointmentNoteAnswer {
  note: { body: string; updated_at: string; author: string | null } | null;
}

/** GET and PUT /v1/doctors/{id}/login: the doctor's own login as staff see it (never the password). */
export interface DoctorLoginResponse {
  login: { email: string; active: boolean } | null;
}

/** GET /v1/doctor/me: the doctor a doctor's login speaks for. */
export interface DoctorProfile {
  id: number;
  name: string;
  specialization: string;
}

/** GET /v1/audit-events: one entry of the trail. */
export interface AuditEvent {
  id: number;
  at: string;
  actor_id: number | null;
  actor_role: string;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

/** GET /v1/clinic-settings (issue 34): the clinic's details that messages and calendar files read. */
export interface ClinicSettings {
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  /** The address as printed, the clinic's name first. */
  addressLines: string[];
  mapUrl: string | null;
  geoLat: number | null;
  geoLon: number | null;
  phone: string;
  email: string;
  updatedAt: string;
}
