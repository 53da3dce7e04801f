import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CONSENT_PURPOSES, type ConsentPurpose } from '../../../../lib/validation/consent';
import { clinicNow } from '../../clock';
import { appointments } from './appointments';
import { inList, requiredRef } from './columns';
import { users } from './users';

/**
 * Every consent a patient gave (teleconsultation at booking, the privacy notice, reminders):
 * which text (purpose + version), when, from which address, and when it was withdrawn. Rows are
 * never rewritten except to stamp the withdrawal, so the record says what was agreed at the time.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial().primaryKey(),
    userId: requiredRef(() => users.id, 'restrict'),
    // The booking it was given for (teleconsultation); null for account-wide consents.
    appointmentId: integer().references(() => appointments.id, { onDelete: 'set null' }),
    purpose: text().$type<ConsentPurpose>().notNull(),
    version: text().notNull(),
    grantedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
    withdrawnAt: timestamp({ withTimezone: true }),
    clientAddress: text(),
  },
  (t) => [
    check('consent_records_purpose_check', inList('purpose', CONSENT_PURPOSES)),
    index('consent_records_user_idx').on(t.userId, t.purpose, t.grantedAt),
    index('consent_records_appointment_idx').on(t.appointmentId),
  ],
);
