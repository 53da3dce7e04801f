import type { WaitlistEntryStatus } from '../../lib/domain/classes';

/** A place in line's state, as the desk reads it (class sessions and doctors' days alike). */
export const STATE_LABELS: Record<WaitlistEntryStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  claimed: 'Claimed',
  lapsed: 'Offer ran out',
  withdrawn: 'Left the line',
};
