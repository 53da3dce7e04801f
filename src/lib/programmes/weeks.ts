import { indiaDateOf } from '../time/clinic-time';

/**
 * Programme arithmetic on clinic (IST) calendar days, never on instants (issue 49): a pregnancy's
 * week is counted from the expected delivery date, a chronic-care plan's from its enrolment day.
 * Dates are `YYYY-MM-DD` strings of the clinic's calendar.
 */

const DAY_MS = 86_400_000;

/** A full term: the expected delivery date is the end of week 40. */
export const TERM_WEEKS = 40;
/** The furthest ahead an expected delivery date may be (issue 49): 42 weeks from today. */
export const MAX_WEEKS_TO_DUE_DATE = 42;

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysFrom = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The calendar day `days` after `date`. */
export const addDays = (date: string, days: number): string => new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);

/** Today on the clinic's calendar. */
export const clinicToday = (now: Date): string => indiaDateOf(now);

/** The gestational week on `today` for a pregnancy due on `dueDate` (issue 49): 40 − ceil(days until the due date / 7). */
export const gestationalWeek = (dueDate: string, today: string): number => TERM_WEEKS - Math.ceil(daysFrom(today, dueDate) / 7);

/** The first day of gestational week `week` for a pregnancy due on `dueDate`: the week number is reached when the days left are at most 7 × (40 − week). */
export const gestationalWeekStarts = (dueDate: string, week: number): string => addDays(dueDate, -7 * (TERM_WEEKS - week));

/** A plan's week on `today` counted from its first day (week 1 is the enrolment day and the six after it). */
export const planWeek = (startDate: string, today: string): number => Math.floor(daysFrom(startDate, today) / 7) + 1;

/** The first day of a plan's week `week`. */
export const planWeekStarts = (startDate: string, week: number): string => addDays(startDate, 7 * (week - 1));

/** Why an expected delivery date cannot start a programme on `today`, or null: in the past, or more than 42 weeks ahead. */
export function dueDateProblem(dueDate: string, today: string): 'past' | 'too_far' | null {
  const days = daysFrom(today, dueDate);
  if (days < 0) return 'past';
  if (days > MAX_WEEKS_TO_DUE_DATE * 7) return 'too_far';
  return null;
}

/** A step's message goes at 09:00 IST on the day its week starts, and no later than 21:00 IST that day (never late after downtime). */
export const STEP_MESSAGE_TIME = '09:00';
export const STEP_MESSAGE_LAST_TIME = '21:00';

/** The day a step opening at `opensWeek` opens, for a programme anchored on `anchorDate`. */
export const stepOpensOn = (anchor: 'due_date' | 'enrolment', anchorDate: string, opensWeek: number): string =>
  anchor === 'due_date' ? gestationalWeekStarts(anchorDate, opensWeek) : planWeekStarts(anchorDate, opensWeek);

/** The programme's week on `today`. */
export const programmeWeekOn = (anchor: 'due_date' | 'enrolment', anchorDate: string, today: string): number =>
  anchor === 'due_date' ? gestationalWeek(anchorDate, today) : planWeek(anchorDate, today);
