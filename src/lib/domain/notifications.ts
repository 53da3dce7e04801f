export const NOTIFICATION_KINDS = [
  'booking_confirmed',
  'rescheduled',
  'cancelled',
  'refund_processed',
  'reminder_72h',
  'reminder_24h',
  'reminder_2h',
  'reminder_reply',
  'contact_received',
  // The consultation (issue 29): the visit summary once finalised, the follow-up recall.
  'visit_summary',
  'follow_up_recall',
  // The front desk (issue 34): a payment link staff sent the patient.
  'payment_link',
  // Panchakarma courses (issue 47): a session day's reminders, a course's refund and payment link.
  'course_session_evening',
  'course_session_morning',
  'course_refund_processed',
  'course_payment_link',
  // Classes and workshops (issue 48): a seat paid, a reminder before each of its sessions.
  'class_seat_booked',
  'class_seat_reminder',
  // Running a class (issue 48): a session cancelled by the clinic, staff's message to a session's attendees.
  'class_session_cancelled',
  'class_announcement',
  // Feedback after every visit (issue 49): the single-use link, about an hour after the visit is completed.
  'visit_feedback',
  // The waitlist (issue 48): a freed seat offered to the first in line, with its claim link.
  'waitlist_offer',
  // Programmes (issue 49, docs/decisions/057): a step's guidance and check-in, once at its moment, to those who opted in.
  'programme_step',
  // The dispensary (issue 50): the payment link for a visit's medicines that the desk sent the patient.
  'medicines_payment_link',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** queued: not tried yet; failed: tried, tried again later; dead: given up; skipped: no longer true. */
export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed', 'dead', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Who the recipient is to the clinic. */
export const NOTIFICATION_AUDIENCES = ['patient', 'doctor', 'clinic'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** The channels a patient may choose for their messages (issue 28); none chosen: every channel the clinic runs. */
export const PATIENT_MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type PatientMessageChannel = (typeof PATIENT_MESSAGE_CHANNELS)[number];
