/**
 * The one date and time module: every text that shows a date or a time of day is made here, and
 * each function names the zone it shows: the clinic's (IST, `CLINIC_TIME_ZONE`), the viewer's
 * (`viewerTimeZone()`, the browser's), or none for a calendar date (YYYY-MM-DD) shown as itself.
 * Day arithmetic lives in lib/time (clinic-time.ts, booking-day.ts, month-grid.ts); formatting does not.
 */
import { dateLocale, INTL_LOCALE, type Locale } from '../../i18n/locales';
import { CLINIC_TIME_ZONE } from '../time/clinic-time';

/** SPEC §2: en-US, abbreviated month, 12-hour clock, in the viewer's zone unless a zone is given; anything that is not a valid date shows 'Invalid Date'. */
export const INVALID_DATE = 'Invalid Date';

type DateInput = string | number | Date | null | undefined;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, made at first use: making one costs as much as
 * formatting a hundred dates with it (a booking's messages format a dozen).
 */
export function dateTimeFormatOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

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
  return dateTimeFormatOf('en-US', { ...STYLES[style], timeZone })
    .format(date)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** The viewer's IANA time zone (the browser's; undefined where the runtime has none). */
export const viewerTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** India's zone under either IANA name (or no zone known): the clinic's own time needs no second zone. */
const isClinicZone = (timeZone: string | undefined) => timeZone === undefined || timeZone === CLINIC_TIME_ZONE || timeZone === 'Asia/Calcutta';

const timeFormat = (timeZone?: string, locale: Locale = 'en') =>
  dateTimeFormatOf(dateLocale(locale), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone });

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value;

/**
 * The one time-of-day format of the site and the messages: English "10:30 AM"; Hindi and Gujarati
 * with the part of the day first, as both languages say it ("सुबह 10:30", "સવારે 10:30"), not "10:30 am".
 */
export function formatTimeOfDay(instant: Date, locale: Locale, timeZone?: string): string {
  if (locale === 'en') return timeFormat(timeZone, locale).format(instant);
  const parts = dateTimeFormatOf(dateLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    dayPeriod: 'short',
    timeZone,
  }).formatToParts(instant);
  const clock = `${partOf(parts, 'hour')}:${partOf(parts, 'minute')}`;
  const period = partOf(parts, 'dayPeriod');
  return period ? `${period} ${clock}` : clock;
}

/**
 * A slot's start in the viewer's zone, en-US 12-hour; outside India the clinic's IST time is
 * named beside it so a patient abroad does not miss a consultation by an hour (DESIGN.md, Data).
 */
export function formatSlotTime(iso: string, timeZone = viewerTimeZone(), locale: Locale = 'en'): string {
  const instant = new Date(iso);
  const local = formatTimeOfDay(instant, locale, timeZone);
  return isClinicZone(timeZone) ? local : `${local} (${formatTimeOfDay(instant, locale, CLINIC_TIME_ZONE)} IST)`;
}

/** A date in the viewer's zone, en-US long style, e.g. "Monday, March 3, 2025". */
export const formatBookingDate = (iso: string, timeZone = viewerTimeZone(), locale: Locale = 'en'): string =>
  dateTimeFormatOf(dateLocale(locale), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(new Date(iso));

const dateTimeFormat = (timeZone: string | undefined, locale: Locale, withZoneName = false) =>
  dateTimeFormatOf(dateLocale(locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
    ...(withZoneName ? { timeZoneName: 'short' } : {}),
  });

/**
 * An appointment's start in clinic time, "Wed, Dec 9, 2026, 11:00 AM IST", and the viewer's own
 * time beside it when their zone is not India's (null there) (DESIGN.md, Time).
 */
export function formatAppointmentTime(iso: string, timeZone = viewerTimeZone(), locale: Locale = 'en'): { clinic: string; viewer: string | null } {
  const instant = new Date(iso);
  if (locale !== 'en') {
    // Hindi and Gujarati: the whole date and the part of the day, as the messages write it
    // ("शुक्रवार, 27 नवंबर 2026, सुबह 10:30 IST"), not "शुक्र, 27 नव॰ 2026, 10:30 am".
    const inZone = (zone: string | undefined) => `${formatBookingDate(iso, zone, locale)}, ${formatTimeOfDay(instant, locale, zone)}`;
    const viewerZoneName = timeZone
      ? (dateTimeFormat(timeZone, 'en', true)
          .formatToParts(instant)
          .find((p) => p.type === 'timeZoneName')?.value ?? timeZone)
      : '';
    return { clinic: `${inZone(CLINIC_TIME_ZONE)} IST`, viewer: isClinicZone(timeZone) ? null : `${inZone(timeZone)} ${viewerZoneName}` };
  }
  const clinic = `${dateTimeFormat(CLINIC_TIME_ZONE, locale).format(instant)} IST`.replace(/[\u202f\u00a0]/g, ' ');
  return {
    clinic,
    viewer: isClinicZone(timeZone)
      ? null
      : dateTimeFormat(timeZone, locale, true)
          .format(instant)
          .replace(/[\u202f\u00a0]/g, ' '),
  };
}

/** Calendar dates (YYYY-MM-DD) shown as themselves: no zone shifts them. */
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** A date's long name, e.g. "Monday, March 3, 2025" (the date itself, no zone shift). */
export const longDateName = (date: string, locale: Locale = 'en'): string =>
  dateTimeFormatOf(dateLocale(locale), { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(toUtc(date)),
  );

/** A month's name, e.g. "March 2025". */
export const monthName = (month: string, locale: Locale = 'en'): string =>
  dateTimeFormatOf(dateLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(toUtc(`${month}-01`)));

/** A date's short name, e.g. "Sat, Nov 21" (the date itself, no zone shift). */
export const shortDateName = (date: string, locale: Locale = 'en'): string =>
  dateTimeFormatOf(dateLocale(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(toUtc(date)));

/**
 * A start in the clinic's time zone for Hindi and Gujarati: the date in `dateStyle` and the time
 * of day as the site writes it (formatTimeOfDay: the part of the day first, 'सुबह 10:00', 'સવારે 10:00').
 */
export function clinicDateAndTime(start: Date, locale: Locale, dateStyle: Intl.DateTimeFormatOptions) {
  const date = dateTimeFormatOf(INTL_LOCALE[locale], { ...dateStyle, timeZone: CLINIC_TIME_ZONE }).format(start);
  return { date, time: formatTimeOfDay(start, locale, CLINIC_TIME_ZONE) };
}

/** The dates as a message shows them: in full in e-mails; in SMS and WhatsApp just the day, as Unicode SMS segments are short (70). */
export const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
export const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
