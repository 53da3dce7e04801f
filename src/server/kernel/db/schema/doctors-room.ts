import { sql } from 'drizzle-orm';
import { check, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExaminationInput } from '../../../../lib/validation/examination';
import type { HealthFileInput } from '../../../../lib/validation/health-file';
import { clinicNow } from '../../clock';
import { users } from './users';
import { visitRecords } from './visit-records';

/**
 * What the clinic keeps on a patient between visits (issue 51, item 1): one row per patient,
 * written by a doctor or the admin (audited on the patient's `user` entity as `health_file`).
 */
export const patientHealthFiles = pgTable('patient_health_files', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  allergies: jsonb().$type<HealthFileInput['allergies']>().notNull().default([]),
  conditions: jsonb().$type<HealthFileInput['conditions']>().notNull().default([]),
  medicines: jsonb().$type<HealthFileInput['medicines']>().notNull().default([]),
  updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  updatedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull().$onUpdate(clinicNow),
});

const within = (column: string, min: number, max: number) =>
  sql.raw(`"visit_examinations"."${column}" is null or "visit_examinations"."${column}" between ${min} and ${max}`);

/**
 * What a visit examined (issue 51, items 2 and 3): the vitals (each optional, within a human
 * range), the Ashtavidha pariksha and the dosha of prakriti and vikriti. Saved with the visit's
 * record and, like it, never changed once the record is finalised.
 */
export const visitExaminations = pgTable(
  'visit_examinations',
  {
    appointmentId: integer()
      .primaryKey()
      .references(() => visitRecords.appointmentId, { onDelete: 'cascade' }),
    systolic: integer(),
    diastolic: integer(),
    pulse: integer(),
    temperatureC: numeric('temperature_c', { precision: 3, scale: 1, mode: 'number' }),
    spo2: integer(),
    weightKg: numeric('weight_kg', { precision: 4, scale: 1, mode: 'number' }),
    heightCm: numeric('height_cm', { precision: 4, scale: 1, mode: 'number' }),
    ashtavidha: jsonb().$type<Partial<ExaminationInput>>().notNull().default({}),
    prakriti: text().$type<ExaminationInput['prakriti']>(),
    vikriti: text().$type<ExaminationInput['vikriti']>(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull().$onUpdate(clinicNow),
  },
  () => [
    check('visit_examinations_systolic_check', within('systolic', 50, 260)),
    check('visit_examinations_diastolic_check', within('diastolic', 30, 160)),
    check('visit_examinations_pulse_check', within('pulse', 25, 250)),
    check('visit_examinations_temperature_check', within('temperature_c', 30, 45)),
    check('visit_examinations_spo2_check', within('spo2', 50, 100)),
    check('visit_examinations_weight_check', within('weight_kg', 0.5, 350)),
    check('visit_examinations_height_check', within('height_cm', 30, 250)),
  ],
);
