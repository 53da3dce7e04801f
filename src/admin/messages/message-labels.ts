import type { AdminMessage } from '../../lib/api/types';
import type { NotificationKind } from '../../lib/domain/notifications';
import { formatDate } from '../../lib/format/date';
import type { BadgeTone } from '../components/StatusBadge';

/** What each kind of message is, in the words staff use: every kind has one (the type holds it). */
export const MESSAGE_KIND_LABELS: Record<NotificationKind, string> = {
  booking_confirmed: 'Booking confirmed',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  refund_processed: 'Refund processed',
  reminder_72h: 'Reminder (72 h)',
  reminder_24h: 'Reminder (24 h)',
  reminder_2h: 'Reminder (2 h)',
  reminder_reply: 'Reply to a reminder',
  contact_received: 'Contact query',
  visit_summary: 'Visit summary',
  follow_up_recall: 'Follow-up recall',
  payment_link: 'Payment link',
  course_session_evening: 'Course session (evening before)',
  course_session_morning: 'Course session (morning of)',
  course_refund_processed: 'Course refund processed',
  course_payment_link: 'Course payment link',
  class_seat_booked: 'Class seat booked',
  class_seat_reminder: 'Class reminder',
  class_session_cancelled: 'Class session cancelled',
  class_announcement: 'Message to a class session',
  visit_feedback: 'Feedback request',
  waitlist_offer: 'Waitlist offer',
  programme_step: 'Programme step',
  medicines_payment_link: 'Medicines payment link',
};
export const kindLabel = (kind: string) => (kind in MESSAGE_KIND_LABELS ? MESSAGE_KIND_LABELS[kind as NotificationKind] : kind);

export const CHANNEL_LABELS: Record<AdminMessage['channel'], string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' };

/** Where a payment link went, as staff read it ('Sent to the patient by E-mail and SMS.'), or that it went nowhere. */
export const sentToPatientText = (channels: AdminMessage['channel'][]) =>
  channels.length > 0
    ? `Sent to the patient by ${new Intl.ListFormat('en', { type: 'conjunction' }).format(channels.map((channel) => CHANNEL_LABELS[channel]))}.`
    : 'Not sent: the patient has no e-mail or mobile on file. Copy the link and give it to them.';

export const MESSAGE_STATUS_TONE: Record<AdminMessage['status'], BadgeTone> = {
  queued: 'info',
  sent: 'success',
  failed: 'warning',
  dead: 'error',
  skipped: 'info',
};

/**
 * When a message went, or when it is due: a queued one (a reminder waiting for its moment, or a
 * retry) shows its next attempt, a skipped or dead one says it was not sent.
 */
export function deliveryText(message: Pick<AdminMessage, 'status' | 'sent_at' | 'next_attempt_at'>, style: 'short' | 'long' = 'short'): string {
  if (message.sent_at) return formatDate(message.sent_at, style);
  if (message.status === 'queued' || message.status === 'failed') return `Due ${formatDate(message.next_attempt_at, style)}`;
  return 'Not sent';
}
