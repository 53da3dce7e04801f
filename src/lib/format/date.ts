/**
 * The one date formatter: en-US, abbreviated month, 12-hour clock, in the viewer's zone unless a
 * zone is given. Anything that is not a valid date shows 'Invalid Date' (SPEC §2).
 */
export const INVALID_DATE = 'Invalid Date';

type DateInput = string | number | Date | null | undefined;

const STYLES = {
  /** Tables: 'Jan 5, 2025, 3:04 PM'. */
  short: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
  /** Contact-query list: 'Jan 5, 2025, 03:04 PM'. */
  padded: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true },
  /** Detail timelines: 'Sunday, January 5, 2025 at 03:04 PM'. */
  long: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true },
  /** Day headings: 'Sun, Jan 5'. */
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  /** Time ranges: '3:04 PM'. */
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** An ISO string, epoch milliseconds or Date as en-US text; `timeZone` is an IANA name. */
export function formatDate(value: DateInput, style: DateStyle = 'short', timeZone?: string): string {
  if (value === null || value === undefined || value === '') return INVALID_DATE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE;
  // ICU puts a narrow no-break space before AM/PM; plain spaces keep the text as the spec writes it.
  return date.toLocaleString('en-US', { ...STYLES[style], timeZone }).replace(/[\u202f\u00a0]/g, ' ');
}
