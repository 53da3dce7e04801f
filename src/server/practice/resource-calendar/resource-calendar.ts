import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Gender } from '../../../lib/domain/people';
import type { ResourceKind, RoomFitting } from '../../../lib/domain/resources';
import { datesBetween, indiaTimeToInstant, weekdayOf } from '../../../lib/time/clinic-time';
import type { WorkingSpan } from '../../../lib/validation/resources';
import type { Database } from '../../kernel/db/database';
import { resourceLeave, rooms, therapistSkills, users, workingHours } from '../../kernel/db/schema';

/**
 * The one reader of the Panchakarma wing's resources (issue 47): which therapists and rooms are
 * active, what each therapist is trained in, each one's week and leave. Course planning, the
 * course ledger and workingWindows all read them here, so "who can work when" has one meaning.
 */

type Reader = Pick<Database, 'select'>;
type Kind = 'therapist' | 'room';
/** The order a list is answered in: by id (planning's tie-break) or by name (staff's choices). */
type Order = 'id' | 'name';

export interface ActiveTherapist {
  id: number;
  name: string;
  gender: Gender | null;
  /** The therapies they are trained in, in id order. */
  therapyIds: number[];
}

export interface ActiveRoom {
  id: number;
  name: string;
  fittings: RoomFitting[];
}

/** A resource's leave: an inclusive range of clinic dates (YYYY-MM-DD). */
export interface LeaveRange {
  from: string;
  to: string;
}

export const resourceKey = (kind: ResourceKind, id: number) => `${kind}:${id}`;

/** The weeks of resources of `kinds` by resourceKey, each in weekday order; `ids` narrows. */
export async function weeksOf(db: Reader, kinds: ResourceKind[], ids?: number[]): Promise<Map<string, WorkingSpan[]>> {
  const rows = await db
    .select()
    .from(workingHours)
    .where(and(inArray(workingHours.resourceKind, kinds), ids ? inArray(workingHours.resourceId, ids) : undefined))
    .orderBy(asc(workingHours.weekday));
  const weeks = new Map<string, WorkingSpan[]>();
  for (const row of rows) {
    const key = resourceKey(row.resourceKind, row.resourceId);
    weeks.set(key, [...(weeks.get(key) ?? []), { weekday: row.weekday, startMinute: row.startMinute, endMinute: row.endMinute }]);
  }
  return weeks;
}

/** The active therapists with their training; `ids` narrows to those (an unknown or inactive id is left out). */
export async function activeTherapists(db: Reader, order: Order = 'id', ids?: number[]): Promise<ActiveTherapist[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, gender: users.gender })
    .from(users)
    .where(and(eq(users.role, 'therapist'), eq(users.status, true), ids ? inArray(users.id, ids) : undefined))
    .orderBy(...(order === 'name' ? [asc(users.name), asc(users.id)] : [asc(users.id)]));
  if (rows.length === 0) return [];
  const skills = await db
    .select()
    .from(therapistSkills)
    .where(
      inArray(
        therapistSkills.userId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(therapistSkills.therapyId));
  return rows.map((row) => ({ ...row, therapyIds: skills.filter((skill) => skill.userId === row.id).map((skill) => skill.therapyId) }));
}

/** The active rooms with their fittings; `ids` narrows to those. */
export async function activeRooms(db: Reader, order: Order = 'id', ids?: number[]): Promise<ActiveRoom[]> {
  return db
    .select({ id: rooms.id, name: rooms.name, fittings: rooms.fittings })
    .from(rooms)
    .where(and(eq(rooms.status, true), ids ? inArray(rooms.id, ids) : undefined))
    .orderBy(...(order === 'name' ? [asc(rooms.name)] : [asc(rooms.id)]));
}

/** The leave of resources of `kinds` that meets `from`..`to` (clinic dates, included), by resourceKey; `ids` narrows. */
export async function leaveBetween(db: Reader, kinds: Kind[], from: string, to: string, ids?: number[]): Promise<Map<string, LeaveRange[]>> {
  const rows = await db
    .select()
    .from(resourceLeave)
    .where(
      and(
        inArray(resourceLeave.resourceKind, kinds),
        ids ? inArray(resourceLeave.resourceId, ids) : undefined,
        lte(resourceLeave.startsOn, to),
        gte(resourceLeave.endsOn, from),
      ),
    );
  const leave = new Map<string, LeaveRange[]>();
  for (const row of rows) {
    const key = resourceKey(row.resourceKind, row.resourceId);
    leave.set(key, [...(leave.get(key) ?? []), { from: row.startsOn, to: row.endsOn }]);
  }
  return leave;
}

/** Whether a date falls in any of the leave. */
export const onLeave = (leave: LeaveRange[] | undefined, date: string) => !!leave?.some((off) => off.from <= date && date <= off.to);

/** Everything planning needs to know of the wing's people and rooms from `from` to `to`. */
export interface ResourceCalendar {
  therapists: ActiveTherapist[];
  rooms: ActiveRoom[];
  /** resourceKey -> the week's spans (weekday order). */
  hours: Map<string, WorkingSpan[]>;
  /** resourceKey -> leave meeting the range. */
  leave: Map<string, LeaveRange[]>;
}

/** The active therapists and rooms (id order), their weeks and their leave from `from` to `to`. */
export async function resourceCalendar(db: Reader, from: string, to: string): Promise<ResourceCalendar> {
  // One query after another: a request holds one connection at a time, so fifty planners at once
  // do not take fifty times four of the pool's connections.
  const therapists = await activeTherapists(db);
  const activeRoomRows = await activeRooms(db);
  const hours = await weeksOf(db, ['therapist', 'room']);
  const leave = await leaveBetween(db, ['therapist', 'room'], from, to);
  return { therapists, rooms: activeRoomRows, hours, leave };
}

/** One clinic day a resource works: [startsAt, endsAt) as instants. */
export interface WorkingWindow {
  /** The clinic (India) date, YYYY-MM-DD. */
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * When each resource works on each clinic date from `from` to `to` (both YYYY-MM-DD, included):
 * its weekday's span from working_hours, minus the dates of its leave. A date it does not work
 * (no hours that weekday, on leave) is left out; an unknown or inactive id gets []. Clinic time is
 * India's (UTC+05:30, no daylight saving), so a span of minutes is the same instants every week.
 */
export async function workingWindows(db: Reader, kind: Kind, ids: number[], from: string, to: string): Promise<Map<number, WorkingWindow[]>> {
  const windows = new Map<number, WorkingWindow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0 || from > to) return windows;
  const active = kind === 'room' ? await activeRooms(db, 'id', ids) : await activeTherapists(db, 'id', ids);
  const hours = await weeksOf(db, [kind], ids);
  const leave = await leaveBetween(db, [kind], from, to, ids);
  const dates = datesBetween(from, to);
  for (const { id } of active) {
    const key = resourceKey(kind, id);
    const week = new Map((hours.get(key) ?? []).map((span) => [span.weekday, span]));
    for (const date of dates) {
      const span = week.get(weekdayOf(date));
      if (!span || onLeave(leave.get(key), date)) continue;
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
