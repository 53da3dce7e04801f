import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { QUEUE_TOKEN_STATUSES, type QueueTokenStatus } from '../../../../lib/domain/queue';
import { appointments } from './appointments';
import { doctors } from './clinic';
import { inList, requiredRef } from './columns';
import { users } from './users';

/**
 * The last token number given for one doctor on one clinic (IST) day (issue 51 item 7). A new
 * token's number is this row's upsert (`last_number + 1`), so two desks at once queue on the
 * row's lock and a rolled-back arrival gives its number back: the numbers stay gapless.
 */
export const queueDays = pgTable(
  'queue_days',
  {
    doctorId: requiredRef(() => doctors.id, 'cascade'),
    day: date({ mode: 'string' }).notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.day] }), check('queue_days_last_number_check', sql`${t.lastNumber} > 0`)],
);

/** A patient waiting for one doctor on one day: an arrival of a booked visit, or a walk-in (no appointment). */
export const queueTokens = pgTable(
  'queue_tokens',
  {
    id: serial().primaryKey(),
    doctorId: requiredRef(() => doctors.id, 'restrict'),
    day: date({ mode: 'string' }).notNull(),
    number: integer().notNull(),
    patientId: requiredRef(() => users.id, 'restrict'),
    appointmentId: integer()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    status: text().$type<QueueTokenStatus>().notNull().default('waiting'),
    arrivedAt: timestamp({ withTimezone: true }).notNull(),
    calledAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('queue_tokens_number_check', sql`${t.number} > 0`),
    check('queue_tokens_status_check', inList('status', QUEUE_TOKEN_STATUSES)),
    check('queue_tokens_called_check', sql`(${t.status} = 'called') = (${t.calledAt} is not null)`),
    uniqueIndex('queue_tokens_number_unique').on(t.doctorId, t.day, t.number),
    index('queue_tokens_day_idx').on(t.day, t.doctorId),
    index('queue_tokens_patient_idx').on(t.patientId),
  ],
);
