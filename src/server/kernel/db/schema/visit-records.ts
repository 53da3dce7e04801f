import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CodedDiagnosis, PrescriptionLine } from '../../../../lib/validation/visit-record';
import { clinicNow } from '../../clock';
import { appointments } from './appointments';
import { doctors, services } from './clinic';
import { users } from './users';
import { requiredRef } from './columns';

/**
 * The doctor's record of one visit: a draft until finalised once; after that it never changes,
 * and corrections are addenda (visit_record_addenda).
 */
export const visitRecords = pgTable(
  'visit_records',
  {
    appointmentId: integer()
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    findings: text().notNull().default(''),
    assessment: text().notNull().default(''),
    prakriti: text().notNull().default(''),
    vikriti: text().notNull().default(''),
    prescription: jsonb().$type<PrescriptionLine[]>().notNull().default([]),
    /** Issue 51 item 4: the NAMASTE / TM2 codes picked, copied from the clinic's list at the moment (decision 060). */
    diagnoses: jsonb().$type<CodedDiagnosis[]>().notNull().default([]),
    pathya: text().notNull().default(''),
    apathya: text().notNull().default(''),
    followUpDays: integer(),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    finalisedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull().$onUpdate(clinicNow),
  },
  (t) => [check('visit_records_diagnoses_check', sql`jsonb_typeof(${t.diagnoses}) = 'array' and jsonb_array_length(${t.diagnoses}) <= 10`)],
);

/** A later note on a finalised record (append-only). */
export const visitRecordAddenda = pgTable(
  'visit_record_addenda',
  {
    id: serial().primaryKey(),
    appointmentId: requiredRef(() => visitRecords.appointmentId, 'cascade'),
    body: text().notNull(),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  },
  (t) => [index('visit_record_addenda_appointment_idx').on(t.appointmentId, t.id)],
);

/**
 * A follow-up the doctor asked for: due on the visit's date plus N days; the patient is told a
 * few days before (the outbox row) with a link that books the same service and doctor. Whether
 * the patient rebooked is read from their later bookings of that service with that doctor.
 */
export const followUpRecalls = pgTable(
  'follow_up_recalls',
  {
    id: serial().primaryKey(),
    appointmentId: integer()
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    userId: requiredRef(() => users.id, 'cascade'),
    serviceId: requiredRef(() => services.id, 'cascade'),
    doctorId: requiredRef(() => doctors.id, 'cascade'),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    messageAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  },
  (t) => [index('follow_up_recalls_due_idx').on(t.dueAt), index('follow_up_recalls_user_idx').on(t.userId, t.serviceId, t.doctorId)],
);
