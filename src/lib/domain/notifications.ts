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
] as const;

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp'] as const;

/** queued: not tried yet; failed: tried, tried again later; dead: given up; skipped: no longer true. */
export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed', 'dead', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Who the recipient is to the clinic. */
export const NOTIFICATION_AUDIENCES = ['patient', 'doctor', 'clinic'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];
