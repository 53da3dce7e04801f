import { MAX_SERIES_SESSIONS } from '../../../lib/domain/classes';
import { indiaDateTimeOf, indiaTimeToInstant } from '../../../lib/time/clinic-time';
import { classMessages as m } from '../../../lib/validation/classes';
import { AppError } from '../../kernel/errors';

/**
 * The starts of a weekly series (RFC 5545 RRULE, expanded by ical.js's ICAL.Recur) from its first
 * session's start. Expanded in clinic wall-clock time (floating), then read as India time: India
 * keeps no daylight saving, so 9:30 every Tuesday is the same instant offset every week. Only
 * FREQ=WEEKLY ending by COUNT or UNTIL is accepted, so a rule can never run without end.
 */
export async function weeklyStarts(rrule: string, firstStart: Date): Promise<Date[]> {
  // Loaded on the rare route that adds a series, so a cold start never reads it (netlify.toml).
  const { Recur, Time } = (await import('ical.js')).default;
  const recur = (() => {
    try {
      return Recur.fromString(rrule.replace(/^RRULE:/i, ''));
    } catch {
      throw new AppError('invalid', m.rruleInvalid);
    }
  })();
  if (recur.freq !== 'WEEKLY' || (!recur.isByCount() && !recur.until)) throw new AppError('invalid', m.rruleInvalid);
  const [date, time] = indiaDateTimeOf(firstStart).split(' ');
  const iterator = recur.iterator(Time.fromDateTimeString(`${date}T${time}:00`));
  const starts: Date[] = [];
  // ical.js types next() as Time; past the rule's last occurrence it answers undefined.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (starts.length === MAX_SERIES_SESSIONS) throw new AppError('invalid', m.rruleInvalid);
    const [day, clock] = next.toString().split('T');
    starts.push(indiaTimeToInstant(day!, clock!.slice(0, 5)));
  }
  if (starts.length === 0) throw new AppError('invalid', m.rruleInvalid);
  return starts;
}
