import { bookingServerMessages as m } from '../../lib/validation/messages';
import type { timeSlots } from '../db/schema';
import { AppError } from '../errors';

/** SPEC §5 and DESIGN.md: how long a patient may take at checkout before others may take the slot. */
export const HOLD_MINUTES = 10;

type Slot = typeof timeSlots.$inferSelect;

/** A slot a patient may start paying for: active, unbooked, in the future and not held by another. */
export function assertSlotBookable(slot: Slot | undefined, userId: number, now: Date): asserts slot is Slot {
  if (!slot) throw new AppError('not_found', m.slotNotFound);
  if (slot.isBooked) throw new AppError('conflict', m.slotBooked);
  if (!slot.status) throw new AppError('conflict', m.slotUnavailable);
  if (slot.startTime.getTime() <= now.getTime()) throw new AppError('conflict', m.slotPast);
  const isHeldByOther = slot.heldUntil !== null && slot.heldUntil.getTime() > now.getTime() && slot.heldByUserId !== userId;
  if (isHeldByOther) throw new AppError('conflict', m.slotHeld);
}
