import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { requiredRef, timestamps } from './columns';

/**
 * The signed one-screen page of a reminder (issue 28): `/r/<code>` lets whoever holds the
 * reminder confirm, ask to change or cancel that appointment without signing in. The code is
 * random (unguessable), bound to the appointment at one calendar version (a move or a cancel
 * makes it stale), each action usable once, and it expires at the start.
 */
export const appointmentActionLinks = pgTable(
  'appointment_action_links',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    appointmentId: requiredRef(() => appointments.id, 'cascade'),
    calendarSequence: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Each action taken through the link, with when: confirm, change, cancel. */
    usedActions: jsonb().$type<Partial<Record<'confirm' | 'change' | 'cancel', string>>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [unique('appointment_action_links_version_unique').on(t.appointmentId, t.calendarSequence)],
);
