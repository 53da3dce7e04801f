import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPOINTMENT_MODES, APPOINTMENT_STATUSES, type AppointmentMode, type AppointmentStatus } from '../../../../lib/domain/appointments';
import { doctors, services } from './clinic';
import { inList, requiredRef, timestamps } from './columns';
import { users } from './users';

export const timeSlots = pgTable(
  'time_slots',
  {
    id: serial().primaryKey(),
    doctorId: requiredRef(() => doctors.id, 'restrict'),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    isBooked: boolean().notNull().default(false),
    status: boolean().notNull().default(true),
    // A checkout hold: while held_until is in the future only held_by_user_id may pay for it.
    heldUntil: timestamp({ withTimezone: true }),
    heldByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('time_slots_range_check', sql`${t.endTime} > ${t.startTime}`),
    index('time_slots_start_time_idx').on(t.startTime),
    index('time_slots_doctor_start_idx').on(t.doctorId, t.startTime),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: serial().primaryKey(),
    userId: requiredRef(() => users.id, 'restrict'),
    slotId: requiredRef(() => timeSlots.id, 'restrict'),
    serviceId: requiredRef(() => services.id, 'restrict'),
    time: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<AppointmentStatus>().notNull().default('pending'),
    googleMeetLink: text(),
    description: text(),
    mode: text().$type<AppointmentMode>().notNull().default('video'),
    // Rises with every reschedule and the cancellation, so calendar apps replace their copy.
    calendarSequence: integer().notNull().default(0),
    // Patient self-service moves so far (the policy caps them; staff moves do not count).
    patientReschedules: integer().notNull().default(0),
    // The most a cancellation may refund, in percent, set by a patient's move: the share cancelling
    // at the moment of the move would have given (the lowest over all moves). Null: never moved.
    refundCapPercent: integer(),
    cancellationReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    // The patient's answer to a reminder (issue 28): Confirm, or "Change time" (staff call them).
    patientConfirmedAt: timestamp({ withTimezone: true }),
    patientWantsChangeAt: timestamp({ withTimezone: true }),
    // When staff marked the patient of an in-person visit arrived (issue 34): the doctor sees who waits, in this order.
    checkedInAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('appointments_status_check', inList('status', APPOINTMENT_STATUSES)),
    check('appointments_mode_check', inList('mode', APPOINTMENT_MODES)),
    check('appointments_refund_cap_check', sql`${t.refundCapPercent} is null or ${t.refundCapPercent} between 0 and 100`),
    // One live appointment per slot: the database itself refuses a double booking; a cancelled
    // appointment gives its slot back.
    uniqueIndex('appointments_slot_unique')
      .on(t.slotId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('appointments_user_idx').on(t.userId),
    index('appointments_service_idx').on(t.serviceId),
    index('appointments_time_idx').on(t.time),
    // The admin list filtered by status, newest first, and its count (a status is often rare: confirmed, no_show).
    index('appointments_status_time_idx').on(t.status, t.time),
    // The dashboard's bookings per day (a range of creation times).
    index('appointments_created_idx').on(t.createdAt),
  ],
);

/** A doctor's note of one consultation: readable by staff and that doctor only. */
export const consultationNotes = pgTable('consultation_notes', {
  appointmentId: integer()
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  /** Sanitized rich text (the recipe editor's allow-list) or plain text. */
  body: text().notNull(),
  authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
