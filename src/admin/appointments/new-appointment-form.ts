/** The New appointment dialog's form: its fields and first values, and the choices its selects offer. */
import { LOCALES } from '../../i18n/locales';
import { DESK_PAYMENT_METHODS, type DeskPaymentMethod } from '../../lib/domain/payments';
import type { AppointmentMode } from '../../lib/domain/appointments';
import type { NotificationChannel } from '../../lib/domain/notifications';
import { DEFAULT_COUNTRY_CODE, fullMobileNumber } from '../../lib/validation/booking';
import { discountPaise } from '../../lib/policy/discounts';
import { PAYMENT_LINK_MINUTES } from '../../lib/validation/staff-booking';
import { EMPTY_PATIENT_DETAILS } from '../patients/PatientDetailsFields';

export type PaymentChoice = DeskPaymentMethod | 'link' | 'waived';
export const PAYMENT_LABELS: Record<PaymentChoice, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  link: 'Payment link (sent to the patient)',
  waived: 'Waived (no charge)',
};
export const PAYMENT_OPTIONS = [...DESK_PAYMENT_METHODS, 'link' as const, 'waived' as const].map((value) => ({
  value,
  label: PAYMENT_LABELS[value],
}));
/** How long a payment link holds the slot: staff choose per link (issue 45), the server checks 15 minutes to 24 hours. */
export const HOLD_OPTIONS = [
  { value: '15', label: '15 minutes' },
  { value: '30', label: '30 minutes' },
  { value: '60', label: '1 hour' },
  { value: '120', label: '2 hours' },
  { value: '240', label: '4 hours' },
  { value: '1440', label: '24 hours' },
];
const LANGUAGE_LABELS: Record<(typeof LOCALES)[number], string> = { en: 'English', hi: 'Hindi', gu: 'Gujarati' };
export const LANGUAGE_OPTIONS = LOCALES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
/** A number typed without a country code is an Indian one, as the booking wizard assumes. */
export const withCountryCode = (typed: string) =>
  typed.trim().startsWith('+') || typed.trim() === '' ? typed : fullMobileNumber(DEFAULT_COUNTRY_CODE, typed);
export const isDeskMethod = (method: string): method is DeskPaymentMethod => (DESK_PAYMENT_METHODS as readonly string[]).includes(method);

/** Who the appointment is for, when the dialog opens from a patient (their page, a row's Book again). */
export interface PatientChoice {
  id: number;
  name: string;
  mobile: string | null;
}

/** What the dialog starts with: a patient, and for Book again the same service and doctor. */
export interface NewAppointmentPrefill {
  patient?: PatientChoice;
  serviceId?: number;
  doctorId?: number;
}

/** What the confirmation shows: the booked appointment, or the link sent while the slot is held. */
export interface Booked {
  /** The appointment's reference; null while a payment link waits to be paid. */
  id: number | null;
  patientId: number;
  patientName: string;
  time: string;
  mode: AppointmentMode;
  amount: number;
  /** The discount given, as staff gave it (issue 51 item 10). */
  discount: { percent: number; reason: string } | null;
  serviceName: string;
  doctorName: string;
  link: { url: string; expiresAt: string; channels: NotificationChannel[] } | null;
}

/** The new-patient form before staff type anything. */
const NO_NEW_PATIENT = { name: '', mobile: '', email: '', language: 'en', ...EMPTY_PATIENT_DETAILS };

/** Everything staff choose and type in the dialog. */
export interface NewAppointmentForm {
  patient: PatientChoice | null;
  isNewPatient: boolean;
  search: string;
  newPatient: typeof NO_NEW_PATIENT;
  serviceId: string;
  doctorId: string;
  date: string;
  slotId: string;
  mode: AppointmentMode | '';
  description: string;
  method: PaymentChoice;
  amount: string;
  reference: string;
  reason: string;
  holdMinutes: string;
  /** A discount in whole percent ('' for none) and its reason (issue 51 item 10). */
  discountPercent: string;
  discountReason: string;
}

/** The dialog as it opens, and again after it closes. */
export const EMPTY_FORM: NewAppointmentForm = {
  patient: null,
  isNewPatient: false,
  search: '',
  newPatient: NO_NEW_PATIENT,
  serviceId: '',
  doctorId: '',
  date: '',
  slotId: '',
  mode: '',
  description: '',
  method: 'cash',
  amount: '',
  reference: '',
  reason: '',
  holdMinutes: String(PAYMENT_LINK_MINUTES),
  discountPercent: '',
  discountReason: '',
};

/** The fee in rupees less a discount of `percent` (blank or not a number: none), as the server reckons it. */
export function feeAfterDiscount(price: number, percent: string): number {
  const whole = Number(percent);
  if (percent.trim() === '' || !Number.isInteger(whole) || whole <= 0) return price;
  const feePaise = Math.round(price * 100);
  return (feePaise - discountPaise(feePaise, whole)) / 100;
}
