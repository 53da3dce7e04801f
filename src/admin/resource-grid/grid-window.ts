import dayjs from 'dayjs';
import type { GridEvent, GridResource } from '../../lib/api/types';
import type { ReservationPurpose } from '../../lib/domain/resources';

/** What the grid spans: one day (a column per resource) or a week. */
export type GridSpan = 'day' | 'week';

/** The window the API is asked for: the day, or the week as the calendar lays it out (from its locale's first day). */
export function gridWindow(date: Date, span: GridSpan): { from: Date; to: Date } {
  const start = dayjs(date).startOf(span);
  return { from: start.toDate(), to: start.add(1, span).toDate() };
}

/** The day or week before or after, or today. */
export function moveDate(date: Date, span: GridSpan, step: -1 | 1): Date {
  return dayjs(date).add(step, span).toDate();
}

/** "Tue 1 Dec 2026", or "29 Nov – 5 Dec 2026" for a week. */
export function windowLabel(date: Date, span: GridSpan): string {
  const { from, to } = gridWindow(date, span);
  if (span === 'day') return dayjs(from).format('ddd D MMM YYYY');
  return `${dayjs(from).format('D MMM')} – ${dayjs(to).subtract(1, 'day').format('D MMM YYYY')}`;
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
      start: new Date(event.startsAt),
      end: new Date(event.endsAt),
      resourceId: key,
      source: event,
      resource: byKey.get(key),
    };
  });
}

/** The legend's words for each purpose (the colours are in resource-grid.css). */
export const PURPOSE_LABELS: Record<ReservationPurpose, string> = {
  course_session: 'Course session',
  block: 'Blocked',
  consultation: 'Consultation',
};

/** "9:00 AM – 10:00 AM", with the day in front when a week is shown. */
export function timeRange(start: Date, end: Date, withDay: boolean): string {
  const range = `${dayjs(start).format('h:mm A')} – ${dayjs(end).format('h:mm A')}`;
  return withDay ? `${dayjs(start).format('ddd D MMM')}, ${range}` : range;
}
