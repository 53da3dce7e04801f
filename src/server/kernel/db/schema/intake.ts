import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IntakeAnswers, IntakeQuestion } from '../../../../lib/validation/intake';
import { clinicNow } from '../../clock';
import { appointments } from './appointments';
import { services } from './clinic';
import { users } from './users';
import { requiredRef } from './columns';

/**
 * A service's intake form: every save is a new version (never rewritten), so answers keep
 * pointing at the questions the patient saw.
 */
export const intakeForms = pgTable(
  'intake_forms',
  {
    id: serial().primaryKey(),
    serviceId: requiredRef(() => services.id, 'cascade'),
    version: integer().notNull(),
    questions: jsonb().$type<IntakeQuestion[]>().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  },
  (t) => [uniqueIndex('intake_forms_service_version_unique').on(t.serviceId, t.version)],
);

/** A patient's answers for one appointment, against one form version (removed with the appointment). */
export const intakeAnswers = pgTable('intake_answers', {
  appointmentId: integer()
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  formId: requiredRef(() => intakeForms.id, 'restrict'),
  answers: jsonb().$type<IntakeAnswers>().notNull(),
  submittedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  updatedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull().$onUpdate(clinicNow),
});

/**
 * Reports a patient shares before the visit (PDF, JPEG, PNG): the bytes live in blob storage
 * under `storageKey`; removed with the appointment (and the blob with it, by the deleting code).
 */
export const intakeReports = pgTable(
  'intake_reports',
  {
    id: serial().primaryKey(),
    appointmentId: requiredRef(() => appointments.id, 'cascade'),
    storageKey: text().notNull().unique(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  },
  (t) => [index('intake_reports_appointment_idx').on(t.appointmentId)],
);
