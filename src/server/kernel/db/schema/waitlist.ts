import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPOINTMENT_MODES, type AppointmentMode } from '../../../../lib/domain/appointments';
import {
  SEAT_MODES,
  type SeatMode,
  WAITLIST_ENTRY_STATUSES,
  WAITLIST_OFFER_STATUSES,
  type WaitlistEntryStatus,
  type WaitlistOfferStatus,
} from '../../../../lib/domain/classes';
import { inList, requiredRef, timestamps } from './columns';
import { timeSlots } from './appointments';
import { doctors, services } from './clinic';
import { classSeats, classSessions, classes } from './resources';
import { users } from './users';

/**
 * A patient's place in a line (issue 48): a full class session's line for seats of one mode
 * (docs/decisions/050: class, session, mode), or a doctor's full day for a consultation
 * (docs/decisions/053: doctor, service, day, appointment mode; the others null). The line's order
 * is `created_at`, then `id`. One active place per patient, session and mode, and per patient and
 * doctor-day.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial().primaryKey(),
    classId: integer().references((): AnyPgColumn => classes.id, { onDelete: 'restrict' }),
    sessionId: integer().references((): AnyPgColumn => classSessions.id, { onDelete: 'cascade' }),
    patientId: requiredRef(() => users.id, 'restrict'),
    mode: text().$type<SeatMode>(),
    doctorId: integer().references(() => doctors.id, { onDelete: 'restrict' }),
    serviceId: integer().references(() => services.id, { onDelete: 'restrict' }),
    day: date({ mode: 'string' }),
    appointmentMode: text().$type<AppointmentMode>(),
    status: text().$type<WaitlistEntryStatus>().notNull().default('waiting'),
    ...timestamps,
  },
  (t) => [
    check('waitlist_entries_mode_check', inList('mode', SEAT_MODES)),
    check('waitlist_entries_status_check', inList('status', WAITLIST_ENTRY_STATUSES)),
    check('waitlist_entries_appointment_mode_check', inList('appointment_mode', APPOINTMENT_MODES)),
    check(
      'waitlist_entries_kind_check',
      sql`(${t.classId} is not null and ${t.sessionId} is not null and ${t.mode} is not null and ${t.doctorId} is null and ${t.serviceId} is null and ${t.day} is null and ${t.appointmentMode} is null) or (${t.classId} is null and ${t.sessionId} is null and ${t.mode} is null and ${t.doctorId} is not null and ${t.serviceId} is not null and ${t.day} is not null and ${t.appointmentMode} is not null)`,
    ),
    uniqueIndex('waitlist_entries_doctor_day_unique')
      .on(t.doctorId, t.day, t.patientId)
      .where(sql`${t.doctorId} is not null and ${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_doctor_day_idx').on(t.doctorId, t.day, t.status, t.createdAt),
    uniqueIndex('waitlist_entries_active_unique')
      .on(t.sessionId, t.patientId, t.mode)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_line_idx').on(t.sessionId, t.mode, t.status, t.createdAt),
    index('waitlist_entries_class_idx').on(t.classId, t.status),
    index('waitlist_entries_patient_idx').on(t.patientId),
  ],
);

/**
 * A freed seat or slot offered to a place in line: the seat is held for it (class_seats 'held'
 * until `expires_at`), or the time slot (held_until `expires_at` for the patient), claimed once
 * through the link whose token's SHA-256 is `token_hash`. Exactly one of seat and slot.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: serial().primaryKey(),
    entryId: requiredRef((): AnyPgColumn => waitlistEntries.id, 'cascade'),
    seatId: integer().references((): AnyPgColumn => classSeats.id, { onDelete: 'restrict' }),
    slotId: integer().references(() => timeSlots.id, { onDelete: 'restrict' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<WaitlistOfferStatus>().notNull().default('open'),
    ...timestamps,
  },
  (t) => [
    check('waitlist_offers_status_check', inList('status', WAITLIST_OFFER_STATUSES)),
    check('waitlist_offers_held_check', sql`(${t.seatId} is null) <> (${t.slotId} is null)`),
    uniqueIndex('waitlist_offers_token_hash_unique').on(t.tokenHash),
    uniqueIndex('waitlist_offers_open_entry_unique')
      .on(t.entryId)
      .where(sql`${t.status} = 'open'`),
    index('waitlist_offers_open_idx').on(t.status, t.expiresAt),
    index('waitlist_offers_seat_idx').on(t.seatId),
    index('waitlist_offers_slot_idx').on(t.slotId),
  ],
);
