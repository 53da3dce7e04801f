/**
 * The clinic's appointment policy (DESIGN.md, Beyond SPEC: domain): every number is a named
 * constant here, shared by the server (which enforces it), the browser (which shows its outcome
 * before the patient confirms) and the policy pages (which render it, never retype it).
 */

import { indiaDateOf } from '../time/clinic-time';

const HOUR_MS = 60 * 60 * 1000;

/** A patient cancelling at least this many hours before the start gets a full refund. */
export const FULL_REFUND_MIN_HOURS = 24;
/** Below FULL_REFUND_MIN_HOURS and at least this many hours before: a partial refund. */
export const SELF_SERVICE_CANCEL_MIN_HOURS = 4;
/** The share refunded for a cancellation in the partial window, in percent. */
export const PARTIAL_REFUND_PERCENT = 50;
/** A patient may move an appointment up to this many hours before its start. */
export const RESCHEDULE_MIN_HOURS = 4;
/** How often a patient may move one appointment. */
export const MAX_PATIENT_RESCHEDULES = 2;
/** Staff cancellations always refund in full. */
export const STAFF_CANCEL_REFUND_PERCENT = 100;
/** The meeting link opens this many minutes before the start (and closes at the end). */
export const JOIN_OPENS_MINUTES_BEFORE = 15;
/**
 * The meeting room of an appointment, only for a video visit: a call (the doctor phones the
 * patient's verified number) never shows anyone a room, even where an older row kept a link.
 */
export const meetingRoomOf = (appointment: { mode: string; googleMeetLink: string | null }): string | null =>
  appointment.mode === 'video' ? appointment.googleMeetLink : null;
/** How a consultation went, as staff or its doctor record it. */
export type AppointmentOutcome = 'completed' | 'no_show';

/**
 * DESIGN.md domain, with arrivals (issue 34): a confirmed appointment gets its outcome from its
 * start time on; a patient who has arrived (checked_in) can only be seen, never a no-show.
 */
export function outcomesAllowed(appointment: { status: string; time: Date | string }, now: Date): AppointmentOutcome[] {
  if (appointment.status === 'checked_in') return ['completed'];
  if (appointment.status === 'confirmed' && new Date(appointment.time).getTime() <= now.getTime()) return ['completed', 'no_show'];
  return [];
}

/** Why no visit record may be written for an appointment (issue 43), or null when it may. */
export type VisitRecordRefusal = 'cancelled' | 'refunded' | 'not_started';

/**
 * A doctor's record (findings, prescription, the patient's summary e-mail) speaks of a visit that
 * happened: it needs an appointment that has started (its start time passed, or the patient has
 * arrived) and was neither cancelled nor refunded.
 */
export function visitRecordRefusal(
  appointment: { status: string; time: Date | string; checkedInAt?: Date | string | null },
  isRefunded: boolean,
  now: Date,
): VisitRecordRefusal | null {
  if (appointment.status === 'cancelled') return 'cancelled';
  if (isRefunded) return 'refunded';
  const hasArrived = appointment.status === 'checked_in' || Boolean(appointment.checkedInAt);
  if (appointment.status === 'pending' || (!hasArrived && new Date(appointment.time).getTime() > now.getTime())) return 'not_started';
  return null;
}

/** Staff mark a patient arrived for a confirmed in-person visit on its clinic (IST) day. */
export const canCheckIn = (appointment: { status: string; mode: string; time: Date | string }, now: Date): boolean =>
  appointment.status === 'confirmed' && appointment.mode === 'in_person' && indiaDateOf(new Date(appointment.time)) === indiaDateOf(now);

/** Checkout holds one patient may have at once: a new order releases the previous hold. */
export const MAX_LIVE_HOLDS_PER_PATIENT = 1;
/** Checkout holds started from one client address within one hold's lifetime (several patients may share a network). */
export const MAX_HOLDS_PER_CLIENT_PER_HOLD = 10;
/** Checkout attempts (create-order) one patient may make in ten minutes. */
export const MAX_ORDERS_PER_PATIENT_PER_10_MIN = 10;

export const CANCELLATION_WINDOWS = ['full_refund', 'partial_refund', 'too_late', 'started'] as const;
export type CancellationWindow = (typeof CANCELLATION_WINDOWS)[number];

/** Which cancellation window an instant `now` falls in for an appointment starting at `start`. */
export function cancellationWindow(start: Date, now: Date): CancellationWindow {
  const msBefore = start.getTime() - now.getTime();
  if (msBefore <= 0) return 'started';
  if (msBefore >= FULL_REFUND_MIN_HOURS * HOUR_MS) return 'full_refund';
  if (msBefore >= SELF_SERVICE_CANCEL_MIN_HOURS * HOUR_MS) return 'partial_refund';
  return 'too_late';
}

/** `percent` of an integer paise amount, rounded down so no paisa is ever invented. */
export const percentOfPaise = (paise: number, percent: number): number => Math.floor((paise * percent) / 100);

export type PatientCancellation =
  | { canCancel: true; window: 'full_refund' | 'partial_refund'; refundPaise: number; paidPaise: number; isLimitedByMove: boolean }
  | { canCancel: false; window: 'too_late' | 'started'; refundPaise: 0; paidPaise: number; isLimitedByMove: false };

/** The share of the price a patient's cancellation in `window` refunds, in percent. */
export function refundPercentFor(window: CancellationWindow): number {
  if (window === 'full_refund') return 100;
  if (window === 'partial_refund') return PARTIAL_REFUND_PERCENT;
  return 0;
}

/**
 * The refund cap a patient's move records (DESIGN.md, policy additions): what cancelling at the
 * moment of the move would have refunded, never more than an earlier move's cap.
 */
export function refundCapAfterMove(start: Date, movedAt: Date, previousCapPercent: number | null): number {
  const percent = refundPercentFor(cancellationWindow(start, movedAt));
  return previousCapPercent === null ? percent : Math.min(percent, previousCapPercent);
}

/**
 * What a patient's own cancellation would do now: allowed or not, and the refund in paise. After
 * a move the refund is at most `capPercent` of the price (null: never moved); `isLimitedByMove`
 * says the cap, not the window, set the amount.
 */
export function patientCancellation(start: Date, now: Date, paidPaise: number, capPercent: number | null = null): PatientCancellation {
  const window = cancellationWindow(start, now);
  if (window !== 'full_refund' && window !== 'partial_refund') return { canCancel: false, window, refundPaise: 0, paidPaise, isLimitedByMove: false };
  const byWindow = refundPercentFor(window);
  const percent = capPercent === null ? byWindow : Math.min(byWindow, capPercent);
  return { canCancel: true, window, refundPaise: percentOfPaise(paidPaise, percent), paidPaise, isLimitedByMove: percent < byWindow };
}

/** Staff may cancel any time before the start, always with a full refund. */
export function staffCancellation(
  start: Date,
  now: Date,
  paidPaise: number,
  /** Staff's choice (issue 34), in paise for a part; full when absent. */
  choice: { kind: 'full' } | { kind: 'part'; amountPaise: number } | { kind: 'none' } = { kind: 'full' },
): { canCancel: boolean; refundPaise: number; isMoreThanPaid: boolean } {
  const canCancel = start.getTime() > now.getTime();
  const full = percentOfPaise(paidPaise, STAFF_CANCEL_REFUND_PERCENT);
  const chosen = choice.kind === 'full' ? full : choice.kind === 'none' ? 0 : choice.amountPaise;
  return { canCancel, refundPaise: canCancel ? Math.min(chosen, full) : 0, isMoreThanPaid: chosen > full };
}

/** Why a patient may not move an appointment themselves. */
export const RESCHEDULE_REFUSALS = ['too_late', 'limit_reached'] as const;
export type RescheduleCheck = { canReschedule: true } | { canReschedule: false; reason: (typeof RESCHEDULE_REFUSALS)[number] };

/** Whether a patient may still move an appointment starting at `start` that was moved `timesMoved` times. */
export function patientReschedule(start: Date, now: Date, timesMoved: number): RescheduleCheck {
  if (start.getTime() - now.getTime() < RESCHEDULE_MIN_HOURS * HOUR_MS) return { canReschedule: false, reason: 'too_late' };
  if (timesMoved >= MAX_PATIENT_RESCHEDULES) return { canReschedule: false, reason: 'limit_reached' };
  return { canReschedule: true };
}

export type JoinState = { kind: 'not_yet'; opensAt: Date } | { kind: 'open' } | { kind: 'ended' };

/** Whether the meeting link can be used at `now`: from JOIN_OPENS_MINUTES_BEFORE the start until the end. */
export function joinState(start: Date, end: Date, now: Date): JoinState {
  const opensAt = new Date(start.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000);
  if (now.getTime() < opensAt.getTime()) return { kind: 'not_yet', opensAt };
  if (now.getTime() < end.getTime()) return { kind: 'open' };
  return { kind: 'ended' };
}
