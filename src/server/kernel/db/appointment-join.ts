import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { appointments, doctors, payments, services, timeSlots } from './schema';

/*
 * The joins that name a booking's facts, written once: an appointment (or the payment for one)
 * takes its doctor and end from its slot and its service from itself. Each reader picks its
 * columns and adds its own joins, where, order and limit. Every join is inner and follows a
 * required foreign key, so it never drops a row.
 */

/**
 * The builder a `select(columns).from(table).innerJoin(…)` chain gives, spelled out: Drizzle's
 * join types stay unresolved for a generic selection, so each function below builds its chain
 * over any selection and answers this type for the reader's.
 */
type JoinedSelect<TTable extends string, TJoined extends string, TColumns extends SelectedFields> = PgSelectBase<
  TTable,
  TColumns,
  'partial',
  Record<TTable | TJoined, 'not-null'>
>;

/** Appointments with their slot: enough for whose doctor an appointment is and when it ends. */
export function appointmentSlotRows<TColumns extends SelectedFields>(db: Pick<Database, 'select'>, columns: TColumns) {
  const query = db
    .select(columns as SelectedFields)
    .from(appointments)
    .innerJoin(timeSlots, eq(timeSlots.id, appointments.slotId));
  return query as unknown as JoinedSelect<'appointments', 'time_slots', TColumns>;
}

/** Appointments with their slot, the slot's doctor and the service booked. */
export function appointmentRows<TColumns extends SelectedFields>(db: Pick<Database, 'select'>, columns: TColumns) {
  const query = appointmentSlotRows(db, columns as SelectedFields)
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .innerJoin(services, eq(services.id, appointments.serviceId));
  return query as unknown as JoinedSelect<'appointments', 'time_slots' | 'doctors' | 'services', TColumns>;
}

/** Payments with the slot paid for, the slot's doctor and the service paid for. */
export function paymentRows<TColumns extends SelectedFields>(db: Pick<Database, 'select'>, columns: TColumns) {
  const query = db
    .select(columns as SelectedFields)
    .from(payments)
    .innerJoin(timeSlots, eq(timeSlots.id, payments.slotId))
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .innerJoin(services, eq(services.id, payments.serviceId));
  return query as unknown as JoinedSelect<'payments', 'time_slots' | 'doctors' | 'services', TColumns>;
}
