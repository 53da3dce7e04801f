import { and, asc, eq, gt, gte, lt, ne } from 'drizzle-orm';
import { indiaDateOf, indiaTimeToInstant } from '../../../lib/time/clinic-time';
import type { Database, Transaction } from '../../kernel/db/database';
import { appointments, doctors, timeSlots } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { availableSlots } from '../../practice';

/** A doctor's clinic (IST) day: the line's key (docs/decisions/053). */
export interface DoctorDay {
  doctorId: number;
  day: string;
}

/** The first and last instant of a clinic (IST) day. */
export const dayRange = (day: string) => {
  const start = indiaTimeToInstant(day, '00:00');
  return { start, end: new Date(start.getTime() + 86_400_000 - 1) };
};

/** The doctor-day a slot is in. */
export const doctorDayOf = (slot: { doctorId: number; startTime: Date }): DoctorDay => ({
  doctorId: slot.doctorId,
  day: indiaDateOf(slot.startTime),
});

/**
 * The doctor's row, locked: every offer and every place taken in a doctor-day's line runs under it,
 * so the line's order and its "one open offer per place" are never raced. Slots are locked after
 * it (skipping those another transaction holds: it offers them itself), never before, except by
 * a cancel or a move, which lock their own slot first and never wait for another's.
 */
export async function lockDoctor(tx: Transaction, doctorId: number) {
  const [row] = await tx.select().from(doctors).where(eq(doctors.id, doctorId)).for('update');
  if (!row) throw notFound('Doctor');
  return row;
}

/** The doctor's slots of the day a patient may book now (the wizard's own rule: practice's availableSlots), in order. */
export async function freeSlotsOf(db: Database, { doctorId, day }: DoctorDay, patientId?: number) {
  const { start, end } = dayRange(day);
  const slots = await availableSlots(db, { start, end, patientId });
  return slots.filter((slot) => slot.doctor.id === doctorId);
}

/** Whether the doctor has any consultation time still to come that day, booked or not. */
export async function hasSlotsToCome(db: Pick<Database, 'select'>, { doctorId, day }: DoctorDay, now: Date) {
  const { start, end } = dayRange(day);
  const [slot] = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.doctorId, doctorId),
        eq(timeSlots.status, true),
        gte(timeSlots.startTime, start),
        lt(timeSlots.startTime, end),
        gt(timeSlots.startTime, now),
      ),
    )
    .limit(1);
  return !!slot;
}

/** Whether the patient has a live appointment with the doctor that day. */
export async function hasAppointmentThatDay(db: Pick<Database, 'select'>, patientId: number, { doctorId, day }: DoctorDay) {
  const { start, end } = dayRange(day);
  const [found] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(timeSlots, eq(timeSlots.id, appointments.slotId))
    .where(
      and(
        eq(appointments.userId, patientId),
        ne(appointments.status, 'cancelled'),
        eq(timeSlots.doctorId, doctorId),
        gte(timeSlots.startTime, start),
        lt(timeSlots.startTime, end),
      ),
    )
    .orderBy(asc(appointments.id))
    .limit(1);
  return !!found;
}
