import { dateLocale, type Locale } from '../../i18n/locales';
import { CLINIC_TIME_ZONE, indiaDateOf } from './clinic-time';

/** SPEC §9: bookings open from today to three months ahead. */
export const BOOKING_WINDOW_MONTHS = 3;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date's calendar day in the viewer's zone, as YYYY-MM-DD (what a date input holds). */
export const localDateString = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The first and last day a patient may pick (viewer's calendar), as YYYY-MM-DD. */
export function bookingDateBounds(today: Date): { min: string; max: string } {
  const max = new Date(today.getFullYear(), today.getMonth() + BOOKING_WINDOW_MONTHS, today.getDate());
  return { min: localDateString(today), max: localDateString(max) };
}

/** SPEC §7: ISO start (00:00:00.000) and end (23:59:59.999) of a YYYY-MM-DD day in the viewer's zone. */
export function dayRangeIso(date: string): { startDate: string; endDate: string } {
  const [y, m, d] = date.split('-').map(Number);
  return {
    startDate: new Date(y!, m! - 1, d, 0, 0, 0, 0).toISOString(),
    endDate: new Date(y!, m! - 1, d, 23, 59, 59, 999).toISOString(),
  };
}

/** The viewer's IANA time zone (the browser's; undefined where the runtime has none). */
export const viewerTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** India's zone under either IANA name (or no zone known): the clinic's own time needs no second zone. */
const isClinicZone = (timeZone: string | undefined) => timeZone === undefined || timeZone === CLINIC_TIME_ZONE || timeZone === 'Asia/Calcutta';

const timeFormat = (timeZone?: string, locale: Locale = 'en') =>
  new Intl.DateTimeFormat(dateLocale(locale), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone });

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value;

/**
 * The one time-of-day format of the site and the messages: English "10:30 AM"; Hindi and Gujarati
 * with the part of the day first, as both languages say it ("सुबह 10:30", "સવારે 10:30"), not "10:30 am".
 */
export function formatTimeOfDay(instant: Date, locale: Locale, timeZone?: string): string {
  if (locale === 'en') return timeFormat(timeZone, locale).format(instant);
  const parts = new Intl.DateTimeFormat(dateLocale(locale), {
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
  new Intl.DateTimeFormat(dateLocale(locale), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(new Date(iso));

/** SPEC §4: the resend countdown shown as m:ss. */
export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;

/** Today's clinic (IST) date and the last bookable one, three months on (SPEC §5, §9), as YYYY-MM-DD. */
export function clinicBookingBounds(now: Date): { min: string; max: string } {
  const min = indiaDateOf(now);
  const [y, m, d] = min.split('-').map(Number);
  const max = new Date(Date.UTC(y!, m! - 1 + BOOKING_WINDOW_MONTHS, d)).toISOString().slice(0, 10);
  return { min, max };
}

/** The ISO start and end of a clinic (IST) day: the calendar marks clinic days, so the slot lookup asks for one. */
export function clinicDayRangeIso(date: string): { startDate: string; endDate: string } {
  const start = Date.parse(`${date}T00:00:00.000+05:30`);
  return { startDate: new Date(start).toISOString(), endDate: new Date(start + 86_400_000 - 1).toISOString() };
}

const dateTimeFormat = (timeZone: string | undefined, locale: Locale, withZoneName = false) =>
  new Intl.DateTimeFormat(dateLocale(locale), {
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
