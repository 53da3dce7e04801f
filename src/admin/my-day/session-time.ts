import type { TherapistSession } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';

/** "9:00 AM – 9:45 AM IST": a session's times on the clinic's clock, wherever the phone is. */
export const sessionTimeRange = (session: Pick<TherapistSession, 'startsAt' | 'endsAt'>): string =>
  `${formatDate(session.startsAt, 'time', CLINIC_TIME_ZONE)} – ${formatDate(session.endsAt, 'time', CLINIC_TIME_ZONE)} IST`;
