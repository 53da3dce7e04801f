import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  type NotificationAudience,
  type NotificationChannel,
  type NotificationStatus,
} from '../../../../lib/domain/notifications';
import { clinicNow } from '../../clock';
import type { NotificationTemplate } from '../../providers/notifications/types';
import { appointments } from './appointments';
import { inList, timestamps } from './columns';
import { classSeats, courseSessions } from './resources';
import { users } from './users';

/** A calendar file or other attachment, kept with the rendered message so a retry sends the same bytes. */
export interface NotificationAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** How `content` is written: text as it is (a calendar file) or base64 (a PDF). */
  encoding?: 'base64';
  /**
   * A receipt or credit note drawn at sending time from its frozen row (issue 30): the receipt is
   * numbered last in the booking's transaction, after its messages are queued, and drawing a PDF
   * there would hold the series lock. `content` is empty until the dispatcher fills it in.
   */
  document?: { kind: 'receipt'; appointmentId: number } | { kind: 'credit_note'; refundId: number };
}

/**
 * The transactional outbox and delivery ledger (DESIGN.md, Beyond SPEC: notifications): rows
 * are inserted in the transaction of the change that causes them and sent by the dispatcher.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    channel: text().$type<NotificationChannel>().notNull(),
    /** An e-mail address or a mobile number in E.164. */
    recipient: text().notNull(),
    /** patient, doctor or clinic: who the recipient is to the clinic. */
    audience: text().$type<NotificationAudience>().notNull(),
    // The ledger outlives an appointment removed by hand (the product never deletes them).
    appointmentId: integer().references(() => appointments.id, { onDelete: 'set null' }),
    /**
     * The patient the message is to or about, whatever its audience (a doctor's "new appointment"
     * names them too): what an erasure blanks and an export lists (issue 43). Null for messages
     * about no patient (a contact query's notice to the clinic).
     */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** A course reminder's session (the day's first): the dispatcher checks it is still planned (issue 47). */
    courseSessionId: integer().references(() => courseSessions.id, { onDelete: 'set null' }),
    /** The class seat a seat's messages are about (issue 48). */
    classSeatId: integer().references(() => classSeats.id, { onDelete: 'set null' }),
    /** The appointment's calendar SEQUENCE this message speaks for. */
    calendarSequence: integer(),
    subject: text().notNull(),
    bodyText: text().notNull(),
    bodyHtml: text(),
    attachments: jsonb().$type<NotificationAttachment[]>().notNull().default([]),
    /** An SMS or WhatsApp row's registered template: name, language, values in order (issue 28). */
    template: jsonb().$type<NotificationTemplate>(),
    /** What WhatsApp's webhook last said of it: sent, delivered, read or failed (issue 28). */
    deliveryStatus: text(),
    status: text().$type<NotificationStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
    lastError: text(),
    /** Which adapter sent it (local, smtp, twilio, whatsapp) and the provider's id for it. */
    provider: text(),
    providerMessageId: text(),
    dedupeKey: text().notNull().unique(),
    sentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('notifications_kind_check', inList('kind', NOTIFICATION_KINDS)),
    check('notifications_channel_check', inList('channel', NOTIFICATION_CHANNELS)),
    check('notifications_status_check', inList('status', NOTIFICATION_STATUSES)),
    check('notifications_attempts_check', sql`${t.attempts} >= 0`),
    // The dispatcher's claim: due rows that are still to be sent.
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'failed')`),
    index('notifications_appointment_idx').on(t.appointmentId),
    index('notifications_user_idx').on(t.userId),
    index('notifications_course_session_idx').on(t.courseSessionId),
    index('notifications_class_seat_idx').on(t.classSeatId),
    index('notifications_status_idx').on(t.status, t.id),
  ],
);
