import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { datesBetween, indiaTimeToInstant, weekdayOf } from '../../../lib/time/clinic-time';
import type { Database } from '../../kernel/db/database';
import { resourceLeave, rooms, users } from '../../kernel/db/schema';
import { hoursOf } from './working-hours';

/** One clinic day a resource works: [startsAt, endsAt) as instants. */
export interface WorkingWindow {
  /** The clinic (India) date, YYYY-MM-DD. */
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/** The ids of `kind` that are active (an inactive therapist or room works no day). */
async function activeIds(db: Pick<Database, 'select'>, kind: 'therapist' | 'room', ids: number[]): Promise<Set<number>> {
  const rows =
    kind === 'room'
      ? await db
          .select({ id: rooms.id })
          .from(rooms)
          .where(and(inArray(rooms.id, ids), eq(rooms.status, true)))
      : await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.role, 'therapist'), eq(users.status, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * When each resource works on each clinic date from `from` to `to` (both YYYY-MM-DD, included):
 * its weekday's span from working_hours, minus the dates of its leave. A date it does not work
 * (no hours that weekday, on leave) is left out; an unknown or inactive id gets []. Clinic time is
 * India's (UTC+05:30, no daylight saving), so a span of minutes is the same instants every week.
 */
export async function workingWindows(
  db: Pick<Database, 'select'>,
  kind: 'therapist' | 'room',
  ids: number[],
  from: string,
  to: string,
): Promise<Map<number, WorkingWindow[]>> {
  const windows = new Map<number, WorkingWindow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0 || from > to) return windows;
  // One after another: the caller's transaction (a planner's) runs one query at a time.
  const active = await activeIds(db, kind, ids);
  const hours = await hoursOf(db, kind, ids);
  const leave = await db
    .select({ resourceId: resourceLeave.resourceId, startsOn: resourceLeave.startsOn, endsOn: resourceLeave.endsOn })
    .from(resourceLeave)
    .where(
      and(
        eq(resourceLeave.resourceKind, kind),
        inArray(resourceLeave.resourceId, ids),
        lte(resourceLeave.startsOn, to),
        gte(resourceLeave.endsOn, from),
      ),
    );
  const dates = datesBetween(from, to);
  for (const id of ids) {
    if (!active.has(id)) continue;
    const week = new Map((hours.get(id) ?? []).map((span) => [span.weekday, span]));
    const away = leave.filter((l) => l.resourceId === id);
    for (const date of dates) {
      const span = week.get(weekdayOf(date));
      if (!span || away.some((l) => l.startsOn <= date && date <= l.endsOn)) continue;
      const midnight = indiaTimeToInstant(date, '00:00').getTime();
      windows.get(id)!.push({
        date,
        startsAt: new Date(midnight + span.startMinute * 60_000),
        endsAt: new Date(midnight + span.endMinute * 60_000),
      });
    }
  }
  return windows;
}
