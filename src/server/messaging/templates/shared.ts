import type { Locale } from '../../../i18n/locales';

export type AppointmentMessageKind =
  'booking_confirmed' | 'rescheduled' | 'cancelled' | 'refund_processed' | 'reminder_72h' | 'reminder_24h' | 'reminder_2h';

/** What a patient's message fills in, each value already written in the message's language. */
export interface PatientMessageValues {
  doctorName: string;
  serviceName: string;
  /** The start in full, the clinic's time zone named. */
  when: string;
  /** The amount refunded, as money. */
  refund: string;
  /** Whether a cancellation refunds anything. */
  refundDue: boolean;
  /** Whether the appointment was paid for (staff may cancel with no refund, issue 34). */
  wasPaid: boolean;
  /** A phone-call visit: no room to join; the doctor calls the patient's verified number. */
  isCall: boolean;
  /** For a call: the sentence saying the doctor will call the verified number at the time. */
  callLine: string;
  /** An in-person visit (issue 34): no room and no call; the patient comes to the clinic. */
  isInPerson: boolean;
  /** For a visit: the clinic's address and "arrive 10 minutes early". */
  visitLine: string;
  /** Staff cancelled (not the patient): the message apologises, gives their reason and the way to book again. */
  isByClinic: boolean;
  /** Staff's reason for cancelling, as they wrote it. */
  reason: string;
  /** The booking page in the message's language. */
  bookUrl: string;
  manageUrl: string;
}

/** One kind of message in one language: the e-mail's subject and opening lines (SMS and WhatsApp are templates: src/server/messaging/templates/). */
export interface KindTemplate {
  subject: string;
  lines: (v: PatientMessageValues) => string[];
}

/**
 * Everything a patient reads in one language. The renderer decides what each message holds
 * (details, buttons, footers); a catalogue only words it, and a kind left out fails the type check.
 */
export interface PatientTemplates {
  locale: Locale;
  clinicName: string;
  formatWhen: (start: Date) => string;
  greeting: (patientName: string) => string;
  labels: { when: string; doctor: string; consultation: string; meetingLink: string; join: string; manage: string; bookAgain: string; map: string };
  /** The start as the details table shows it. */
  whenDetail: (when: string) => string;
  cancellationPolicy: string;
  manageLine: (manageUrl: string) => string;
  questionsLine: (phone: string) => string;
  /** A call's whole sentence: the doctor calls this (verified) number at the appointment's time. */
  callLine: (mobile: string) => string;
  /** A visit's whole sentence: the clinic's address (one line) and arriving 10 minutes early. */
  visitLine: (address: string) => string;
  kinds: Record<AppointmentMessageKind, KindTemplate>;
}
