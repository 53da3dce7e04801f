import type { AdminMessage } from '../../lib/api/types';
import type { BadgeTone } from '../components/StatusBadge';

/** What each kind of message is, in the words staff use. */
export const MESSAGE_KIND_LABELS: Record<string, string> = {
  booking_confirmed: 'Booking confirmed',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  refund_processed: 'Refund processed',
  reminder_24h: 'Reminder (24 h)',
  reminder_2h: 'Reminder (2 h)',
  contact_received: 'Contact query',
};
export const kindLabel = (kind: string) => MESSAGE_KIND_LABELS[kind] ?? kind;

export const CHANNEL_LABELS: Record<AdminMessage['channel'], string> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' };

export const MESSAGE_STATUS_TONE: Record<AdminMessage['status'], BadgeTone> = {
  queued: 'info',
  sent: 'success',
  failed: 'warning',
  dead: 'error',
  skipped: 'info',
};
