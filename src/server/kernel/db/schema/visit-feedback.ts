import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clinicNow } from '../../clock';
import { appointments } from './appointments';
import { users } from './users';
import { requiredRef } from './columns';

/**
 * The question a completed visit asks its patient (issue 49, item 6): one per appointment, its
 * single-use link's token kept only as a SHA-256, answered once (1-5 and an optional comment)
 * before it expires. The doctor and service are the appointment's.
 */
export const visitFeedback = pgTable(
  'visit_feedback',
  {
    id: serial().primaryKey(),
    appointmentId: integer()
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: requiredRef(() => users.id, 'cascade'),
    tokenHash: text().notNull().unique(),
    /** When the request is due to go out (the outbox row's time). */
    sentAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rating: integer(),
    comment: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  },
  (t) => [
    index('visit_feedback_user_idx').on(t.userId),
    index('visit_feedback_answered_idx').on(t.answeredAt),
    check('visit_feedback_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('visit_feedback_answer_check', sql`(${t.rating} is null) = (${t.answeredAt} is null)`),
  ],
);
