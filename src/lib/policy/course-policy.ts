import type { SessionStatus } from '../domain/resources';

/**
 * A course's refund policy (issue 47, docs/decisions/040): the course is sold as session credits
 * at one price; a cancelled course gives back the price of each credit not yet used, pro rata.
 * Done sessions are used; a planned session, or a missed one not yet replaced, is unused (a
 * missed session keeps its credit). Rounded down to the paisa, so the refunds never exceed the price.
 */
export const COURSE_REFUND_POLICY =
  'Cancelling the course refunds the unused sessions: the price × unused sessions ÷ sessions in the course. Sessions already done are not refunded; a missed session not yet rescheduled counts as unused.';

/** What the ledger needs of one session row. */
export interface LedgerSession {
  id: number;
  status: SessionStatus;
  replacesSessionId: number | null;
}

export interface CourseCredits {
  sessionCount: number;
  /** Done sessions. */
  used: number;
  /** Credits still to be given: planned sessions and missed ones not yet rescheduled. */
  left: number;
  missed: number;
  cancelled: number;
}

/** The course's credits from its session rows (a moved or rescheduled row's replacement carries its credit). */
export function courseCredits(sessionCount: number, sessions: readonly LedgerSession[]): CourseCredits {
  const replaced = new Set(sessions.map((s) => s.replacesSessionId).filter((id): id is number => id !== null));
  const count = (status: SessionStatus) => sessions.filter((s) => s.status === status).length;
  const used = count('done');
  const unreplacedMissed = sessions.filter((s) => s.status === 'missed' && !replaced.has(s.id)).length;
  // Never more credits than the course sold, whatever rows exist.
  const left = Math.max(0, Math.min(sessionCount - used, count('planned') + unreplacedMissed));
  return { sessionCount, used, left, missed: count('missed'), cancelled: count('cancelled') };
}

/** The refund for cancelling now: the paid price's share of the unused credits (0 when nothing was paid). */
export function courseRefundPaise(paidPaise: number, sessionCount: number, unusedSessions: number): number {
  if (paidPaise <= 0 || sessionCount <= 0) return 0;
  return Math.floor((paidPaise * Math.min(unusedSessions, sessionCount)) / sessionCount);
}
