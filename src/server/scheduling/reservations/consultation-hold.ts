import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../kernel/db/database';
import { reservations, type timeSlots } from '../../kernel/db/schema';
import { assertUnreserved, holdReservations, reservationOver, type WantedReservation } from './hold-reservations';
import { isDoctorAway } from '../../practice';
import { AppError } from '../../kernel/errors';
import { doctorLeaveMessages } from '../../../lib/validation/doctor-leave';

type SlotTime = Pick<typeof timeSlots.$inferSelect, 'doctorId' | 'startTime' | 'endTime'>;

/** The doctor's time a consultation in `slot` takes (docs/decisions/043). */
const doctorTime = (slot: SlotTime, appointmentId: number | null): WantedReservation => ({
  resourceKind: 'doctor',
  resourceId: slot.doctorId,
  startsAt: slot.startTime,
  endsAt: slot.endTime,
  purpose: 'consultation',
  appointmentId,
});

/**
 * Holds the doctor for an appointment's slot, in the transaction that books or moves it: a
 * reservation that overlaps it (a block, another slot's consultation, a class) answers 409
 * `resource.reservationClash` and the caller's transaction writes nothing.
 */
export async function holdConsultation(tx: Transaction, appointmentId: number, slot: SlotTime): Promise<void> {
  await holdReservations(tx, [doctorTime(slot, appointmentId)]);
}

/** Gives the doctor's time back when the appointment no longer takes it (cancelled, or moved). */
export async function releaseConsultation(tx: Pick<Database, 'delete'>, appointmentId: number): Promise<void> {
  await tx.delete(reservations).where(eq(reservations.appointmentId, appointmentId));
}

/** Refuses a slot whose doctor time something else holds, before anything is written or paid for. */
export async function assertDoctorFree(db: Pick<Database, 'select'>, slot: SlotTime): Promise<void> {
  await assertUnreserved(db, doctorTime(slot, null));
  await assertDoctorPresent(db, slot);
}

/** Refuses a slot in the doctor's leave or blocked hours (issue 51 item 8): 409 `doctorLeave.doctorAway`. */
export async function assertDoctorPresent(db: Pick<Database, 'select'>, slot: SlotTime): Promise<void> {
  if (await isDoctorAway(db, slot)) throw new AppError('conflict', doctorLeaveMessages.doctorAway);
}

/** Whether something already holds the doctor's time of `slot`, or the doctor is away then (a paid order then gets its refund). */
export async function isDoctorReserved(db: Pick<Database, 'select'>, slot: SlotTime): Promise<boolean> {
  return !!(await reservationOver(db, doctorTime(slot, null))) || (await isDoctorAway(db, slot));
}
