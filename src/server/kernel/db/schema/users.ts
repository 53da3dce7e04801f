import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { type Locale, LOCALES } from '../../../../i18n/locales';
import { type Gender, GENDERS, USER_ROLES, type UserRole } from '../../../../lib/domain/people';
import { PATIENT_MESSAGE_CHANNELS, type PatientMessageChannel } from '../../../../lib/domain/notifications';
import { doctors } from './clinic';
import { inList, timestamps } from './columns';

/** Patients (phone-verified), admins and doctors (e-mail and password) share one table. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text(),
    mobile: text().unique(),
    gender: text().$type<Gender>(),
    // Issue 45: what a prescription and a receipt need, each optional and the patient's to correct.
    // An age given instead of a date is kept as the date it implies, marked as an estimate
    // (docs/decisions/033), so the age printed later is still right.
    dateOfBirth: date({ mode: 'string' }),
    isDateOfBirthEstimated: boolean().notNull().default(false),
    address: text(),
    emergencyContactName: text(),
    emergencyContactMobile: text(),
    role: text().$type<UserRole>().notNull().default('patient'),
    status: boolean().notNull().default(true),
    firebaseUid: text().unique(),
    passwordHash: text(),
    // Bumped by logout, password change and deactivation: tokens carrying an older one stop working.
    tokenVersion: integer().notNull().default(0),
    // Null until the owner proves the number: details given before that are provisional.
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    // When a verified owner last confirmed the name and e-mail on file.
    detailsConfirmedAt: timestamp({ withTimezone: true }),
    // The language a patient's notifications are written in (issue 16).
    language: text().$type<Locale>().notNull().default('en'),
    // The channel a patient chose for their messages (issue 28); null: every channel the clinic runs.
    messageChannel: text().$type<PatientMessageChannel>(),
    // A doctor's login: the one doctor record it sees and acts for (removed with the doctor).
    doctorId: integer()
      .unique()
      .references((): AnyPgColumn => doctors.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    check('users_role_check', inList('role', USER_ROLES)),
    check('users_gender_check', sql`${t.gender} is null or ${inList('gender', GENDERS)}`),
    check('users_language_check', inList('language', LOCALES)),
    check('users_message_channel_check', sql`${t.messageChannel} is null or ${inList('message_channel', PATIENT_MESSAGE_CHANNELS)}`),
    check('users_admin_credentials_check', sql`${t.role} <> 'admin' or (${t.email} is not null and ${t.passwordHash} is not null)`),
    // A doctor's login speaks for exactly one doctor record.
    check(
      'users_doctor_login_check',
      sql`(${t.role} = 'doctor') = (${t.doctorId} is not null) and (${t.role} <> 'doctor' or (${t.email} is not null and ${t.passwordHash} is not null))`,
    ),
    // The admin Patients search (docs/decisions/011): word starts in the name, digits anywhere in
    // the mobile. pg_trgm's GIN indexes serve LIKE patterns with a leading wildcard; the name is
    // indexed behind a space so that one pattern, '% word%', finds every word's start.
    index('users_name_words_trgm_idx').using('gin', sql`(' ' || lower(${t.name})) gin_trgm_ops`),
    index('users_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
    // A therapist (issue 47) logs in with e-mail and password and is matched to patients by gender.
    check(
      'users_therapist_check',
      sql`${t.role} <> 'therapist' or (${t.email} is not null and ${t.passwordHash} is not null and ${t.gender} is not null)`,
    ),
    // Issue 51: a receptionist logs in with e-mail and password like the rest of the staff.
    check('users_receptionist_check', sql`${t.role} <> 'receptionist' or (${t.email} is not null and ${t.passwordHash} is not null)`),
    // Issue 50: so does the pharmacist who runs the dispensary.
    check('users_pharmacist_check', sql`${t.role} <> 'pharmacist' or (${t.email} is not null and ${t.passwordHash} is not null)`),
    // One login e-mail per staff account of any staff role (the login screen finds the account by it).
    uniqueIndex('users_staff_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.role} in ('admin', 'doctor', 'therapist', 'receptionist', 'pharmacist')`),
  ],
);
