import dayjs from 'dayjs';
import type { GridEvent, GridResource } from '../../lib/api/types';
import type { ReservationPurpose } from '../../lib/domain/resources';
import { indiaDateTimeOf, indiaTimeToInstant } from '../../lib/time/clinic-time';

/** What the grid spans: one day (a column per resource) or a week. */
export type GridSpan = 'day' | 'week';

/*
 * The grid shows clinic time (IST) whatever the browser's zone. react-big-calendar lays out dates
 * by the browser's wall clock, so the grid works on "clinic clock" dates: a Date whose local
 * reading is the instant's IST reading. Instants are turned into them on the way in and back on
 * the way out (the API, a block's times); nothing else needs to know.
 */

/** The instant as a Date whose local date and time read as in the clinic (IST). */
export function toClinicClock(instant: Date): Date {
  const [date, time] = indiaDateTimeOf(instant).split(' ');
  const [year, month, day] = date!.split('-').map(Number);
  const [hour, minute] = time!.split(':').map(Number);
  return new Date(year!, month! - 1, day, hour, minute, instant.getUTCSeconds(), instant.getUTCMilliseconds());
}

/** The instant a clinic-clock Date stands for. */
export function fromClinicClock(shown: Date): Date {
  const instant = indiaTimeToInstant(dayjs(shown).format('YYYY-MM-DD'), dayjs(shown).format('HH:mm'));
  return new Date(instant.getTime() + shown.getSeconds() * 1000 + shown.getMilliseconds());
}

/** Now, on the clinic's clock. */
export const clinicClockNow = (): Date => toClinicClock(new Date());

/**
 * The window the API is asked for, as instants: the clinic day of the clinic-clock `date`, or the
 * week as the calendar lays it out (from its locale's first day).
 */
export function gridWindow(date: Date, span: GridSpan): { from: Date; to: Date } {
  const start = dayjs(date).startOf(span);
  return { from: fromClinicClock(start.toDate()), to: fromClinicClock(start.add(1, span).toDate()) };
}

/** The day or week before or after, or today. */
export function moveDate(date: Date, span: GridSpan, step: -1 | 1): Date {
  return dayjs(date).add(step, span).toDate();
}

/** "Tue 1 Dec 2026", or "29 Nov – 5 Dec 2026" for a week (of the clinic-clock `date`). */
export function windowLabel(date: Date, span: GridSpan): string {
  const start = dayjs(date).startOf(span);
  if (span === 'day') return start.format('ddd D MMM YYYY');
  return `${start.format('D MMM')} – ${start.add(6, 'day').format('D MMM YYYY')}`;
}

/** A resource's key in the calendar: rooms and therapists are numbered apart, so the kind goes with the id. */
export const resourceKey = (resource: { kind: GridResource['kind']; id: number }) => `${resource.kind}:${resource.id}`;

/** An event as react-big-calendar reads it, with the answer it came from. */
export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
  source: GridEvent;
  resource: GridResource | undefined;
}

export function toCalendarEvents(events: GridEvent[], resources: GridResource[]): CalendarEvent[] {
  const byKey = new Map(resources.map((resource) => [resourceKey(resource), resource]));
  return events.map((event) => {
    const key = resourceKey({ kind: event.kind, id: event.resourceId });
    return {
      title: event.title,
      start: toClinicClock(new Date(event.startsAt)),
      end: toClinicClock(new Date(event.endsAt)),
      resourceId: key,
      source: event,
      resource: byKey.get(key),
    };
  });
}

/** What each kind of column is called. */
export const KIND_LABELS: Record<GridResource['kind'], string> = { room: 'Room', therapist: 'Therapist', doctor: 'Doctor' };

/** The legend's words for each purpose (the colours are in resource-grid.css). */
export const PURPOSE_LABELS: Record<ReservationPurpose, string> = {
  course_session: 'Course session',
  block: 'Blocked',
  consultation: 'Consultation',
  class_session: 'Class',
};

/** "9:00 AM – 10:00 AM" in clinic time, with the day in front when a week is shown. */
export function timeRange(startsAt: string, endsAt: string, withDay: boolean): string {
  const [start, end] = [toClinicClock(new Date(startsAt)), toClinicClock(new Date(endsAt))];
  const range = `${dayjs(start).format('h:mm A')} – ${dayjs(end).format('h:mm A')}`;
  return withDay ? `${dayjs(start).format('ddd D MMM')}, ${range}` : range;
}
