import { and, eq } from 'drizzle-orm';
import type { AppointmentMode } from '../../../lib/domain/appointments';
import { bookingServerMessages as m } from '../../../lib/validation/messages';
import { clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { doctors, services, timeSlots } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { assertDoctorOffersService, assertServiceOffersMode } from '../../practice';
import { assertDoctorFree } from '../reservations/consultation-hold';

/** SPEC §5 and DESIGN.md: how long a patient may take at checkout before others may take the slot. */
export const HOLD_MINUTES = 10;

type Slot = typeof timeSlots.$inferSelect;

/** The slot with its doctor's status and name; `lock` takes the slot's row lock (not the doctor's). */
export async function findSlot(db: Pick<Database, 'select'>, slotId: number, lock = false) {
  const query = db
    .select({ slot: timeSlots, isDoctorActive: doctors.status, doctorName: doctors.name })
    .from(timeSlots)
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .where(eq(timeSlots.id, slotId));
  const [row] = lock ? await query.for('update', { of: timeSlots }) : await query;
  return row;
}

/** A slot a patient may start paying for: active with an active doctor, unbooked, in the future and not held by another. */
function assertSlotBookable(slot: Slot | undefined, isDoctorActive: boolean, userId: number, now: Date): asserts slot is Slot {
  if (!slot) throw new AppError('not_found', m.slotNotFound);
  if (slot.isBooked) throw new AppError('conflict', m.slotBooked);
  if (!slot.status || !isDoctorActive) throw new AppError('conflict', m.slotUnavailable);
  if (slot.startTime.getTime() <= now.getTime()) throw new AppError('conflict', m.slotPast);
  const isHeldByOther = slot.heldUntil !== null && slot.heldUntil.getTime() > now.getTime() && slot.heldByUserId !== userId;
  if (isHeldByOther) throw new AppError('conflict', m.slotHeld);
}

/** Whether a slot can still become an appointment when its payment arrives at `now`. */
export const canStillBook = (slot: Slot, isDoctorActive: boolean, now: Date): boolean =>
  !slot.isBooked && slot.status && isDoctorActive && slot.startTime.getTime() > now.getTime();

/**
 * The one check every booking makes, the patient's checkout and staff's booking alike (before the
 * provider is asked, and again under the slot's row lock when `lock`): an active service offering
 * the mode; a slot that exists, is active with an active doctor, unbooked, still ahead and not held
 * for anyone but the patient; a doctor who offers the service, with nothing else holding their
 * time over the slot (a block, another slot's consultation: 409 naming it). `patientFor` runs the path's own
 * checks on the slot as read, before the rules judge it, and answers whose hold is the patient's.
 */
export async function bookableSlot(
  db: Pick<Database, 'select'>,
  request: { slotId: number; serviceId: number; mode: AppointmentMode },
  options: { lock?: boolean; patientFor: (slot: Slot | undefined) => number | Promise<number> },
) {
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, request.serviceId), eq(services.status, true)));
  if (!service) throw new AppError('not_found', m.serviceNotFound);
  assertServiceOffersMode(service, request.mode);
  const found = await findSlot(db, request.slotId, options.lock);
  const patientId = await options.patientFor(found?.slot);
  const now = clinicNow();
  assertSlotBookable(found?.slot, found?.isDoctorActive ?? false, patientId, now);
  await assertDoctorOffersService(db, found.slot.doctorId, service.id);
  await assertDoctorFree(db, found.slot);
  return { service, slot: found.slot, doctorName: found.doctorName, now };
}
