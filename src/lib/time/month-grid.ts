/** Calendar arithmetic on YYYY-MM-DD dates (zone-free: a clinic day is just a date here). */

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` days after `date` (negative: before). */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * 86_400_000);

/** The YYYY-MM month of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The same day of the month `months` months on, clamped to that month's last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y!, m! - 1 + months + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(y!, m! - 1 + months, Math.min(d!, lastDay)));
}

/** Monday-first weekday index (0 Monday … 6 Sunday) of a date. */
export const mondayIndex = (date: string): number => (new Date(toUtc(date)).getUTCDay() + 6) % 7;

/** The month's weeks, Monday first; days outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: mondayIndex(first) }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}
