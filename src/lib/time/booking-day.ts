import { indiaDateOf } from './clinic-time';
import { addDays } from './month-grid';

/** SPEC §9: bookings open from today to three months ahead. */
export const BOOKING_WINDOW_MONTHS = 3;

const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §4: the resend countdown shown as m:ss. */
export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;

/** Today's clinic (IST) date and the last bookable one, three months on (SPEC §5, §9), as YYYY-MM-DD. */
export function clinicBookingBounds(now: Date): { min: string; max: string } {
  const min = indiaDateOf(now);
  const [y, m, d] = min.split('-').map(Number);
  const max = new Date(Date.UTC(y!, m! - 1 + BOOKING_WINDOW_MONTHS, d)).toISOString().slice(0, 10);
  return { min, max };
}

/** Today's clinic (IST) date and the last one a staff move may pick, `days` on (SPEC §2: 90), as YYYY-MM-DD. */
export function clinicRescheduleBounds(now: Date, days: number): { min: string; max: string } {
  const min = indiaDateOf(now);
  return { min, max: addDays(min, days) };
}

/** The ISO start and end of a clinic (IST) day: the calendar marks clinic days, so the slot lookup asks for one. */
export function clinicDayRangeIso(date: string): { startDate: string; endDate: string } {
  const start = Date.parse(`${date}T00:00:00.000+05:30`);
  return { startDate: new Date(start).toISOString(), endDate: new Date(start + 86_400_000 - 1).toISOString() };
}
