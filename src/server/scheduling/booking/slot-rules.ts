import { bookingServerMessages as m } from '../../../lib/validation/messages';
import type { timeSlots } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';

/** SPEC §5 and DESIGN.md: how long a patient may take at checkout before others may take the slot. */
export const HOLD_MINUTES = 10;

type Slot = typeof timeSlots.$inferSelect;

/** A slot a patient may start paying for: active with an active doctor, unbooked, in the future and not held by another. */
export function assertSlotBookable(slot: Slot | undefined, isDoctorActive: boolean, userId: number, now: Date): asserts slot is Slot {
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
