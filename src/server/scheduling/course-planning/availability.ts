import type { ResourceKind } from '../../../lib/domain/resources';
import { indiaTimeToInstant, weekdayOf } from '../../../lib/time/clinic-time';
import { onLeave, resourceKey } from '../../practice';
import type { PlanningWorld, Span } from './planning-data';

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** The clinic date `days` after `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Days from `from` to `to` (clinic dates). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** The instant of a clinic date's midnight, in epoch milliseconds. */
export const clinicMidnight = (date: string): number => indiaTimeToInstant(date, '00:00').getTime();

/** "HH:MM" of a clinic minute since midnight. */
export const clockOf = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Why a resource cannot be had for a range: it does not work then, is on leave, or is held. */
export type Unavailable = 'hours' | 'leave' | 'busy';

/** Index of the first span ending after `start` (spans sorted and apart, so ends are sorted too). */
function firstEndingAfter(spans: Span[], start: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whether therapists and rooms can be had for a range on a clinic date: within the day's working
 * hours, not on leave, and clear of every reservation and of what this plan already holds.
 */
export class Availability {
  private readonly planned = new Map<string, Span[]>();

  constructor(readonly world: PlanningWorld) {}

  /** Null when free, else why not. */
  why(kind: ResourceKind, id: number, date: string, start: number, end: number, checkBusy = true): Unavailable | null {
    const key = resourceKey(kind, id);
    const hours = this.world.hours.get(key)?.get(weekdayOf(date));
    const midnight = clinicMidnight(date);
    if (!hours || start < midnight + hours.start * MINUTE || end > midnight + hours.end * MINUTE) return 'hours';
    if (onLeave(this.world.leave.get(key), date)) return 'leave';
    if (!checkBusy) return null;
    const held = this.world.busy.get(key);
    if (held) {
      const next = held[firstEndingAfter(held, start)];
      if (next && next.start < end) return 'busy';
    }
    if (this.planned.get(key)?.some((span) => span.start < end && start < span.end)) return 'busy';
    return null;
  }

  free(kind: ResourceKind, id: number, date: string, start: number, end: number): boolean {
    return this.why(kind, id, date, start, end) === null;
  }

  /** Counts a range as held from now on (a session this plan has placed). */
  hold(kind: ResourceKind, id: number, span: Span): void {
    const key = resourceKey(kind, id);
    this.planned.set(key, [...(this.planned.get(key) ?? []), span]);
  }

  /** The earliest start and latest end (clinic minutes) any of these resources works on the date. */
  dayBounds(resources: { kind: ResourceKind; id: number }[], date: string): Span | null {
    let start = Infinity;
    let end = -Infinity;
    for (const { kind, id } of resources) {
      const hours = this.world.hours.get(resourceKey(kind, id))?.get(weekdayOf(date));
      if (!hours) continue;
      start = Math.min(start, hours.start);
      end = Math.max(end, hours.end);
    }
    return start < end ? { start, end } : null;
  }
}
