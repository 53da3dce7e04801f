import { and, asc, eq, gt, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { CoursePhase, RoomFitting, TimeOfDay } from '../../../lib/domain/resources';
import type { Gender } from '../../../lib/domain/people';
import { indiaTimeToInstant } from '../../../lib/time/clinic-time';
import type { Database, Transaction } from '../../kernel/db/database';
import { courseTemplateSteps, reservations, therapies } from '../../kernel/db/schema';
import { type ActiveRoom, type LeaveRange, resourceCalendar, resourceKey } from '../../practice';

/**
 * What planning a course reads: the template's steps, the therapists and rooms with their hours
 * and leave (from practice's one reader, resourceCalendar) and the reservations held.
 */

export interface TherapyInfo {
  id: number;
  name: string;
  minutes: number;
  therapistsNeeded: number;
  fitting: RoomFitting | null;
}

export interface PlanStep {
  stepIndex: number;
  phase: CoursePhase;
  dayOffset: number;
  timeOfDay: TimeOfDay;
  therapy: TherapyInfo;
}

export interface TherapistInfo {
  id: number;
  name: string;
  gender: Gender | null;
  skills: Set<number>;
}

export type RoomInfo = ActiveRoom;

/** A held range in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

export interface PlanningWorld {
  therapists: TherapistInfo[];
  rooms: RoomInfo[];
  /** `kind:id` -> weekday -> [start minute, end minute). */
  hours: Map<string, Map<number, Span>>;
  /** `kind:id` -> inclusive date ranges (YYYY-MM-DD). */
  leave: Map<string, LeaveRange[]>;
  /** `kind:id` -> reservations, sorted by start (one resource's never overlap). */
  busy: Map<string, Span[]>;
}

type Db = Database | Transaction;

/** A therapy as planning and the ledger use it (its English name). */
export const toTherapyInfo = (therapy: typeof therapies.$inferSelect): TherapyInfo => ({
  id: therapy.id,
  name: therapy.nameEn,
  minutes: therapy.minutes,
  therapistsNeeded: therapy.therapistsNeeded,
  fitting: therapy.fitting,
});

/** The template's steps in the order they run (day, then position), numbered from 0. */
export async function loadSteps(db: Db, templateId: number): Promise<PlanStep[]> {
  const rows = await db
    .select({ step: courseTemplateSteps, therapy: therapies })
    .from(courseTemplateSteps)
    .innerJoin(therapies, eq(therapies.id, courseTemplateSteps.therapyId))
    .where(eq(courseTemplateSteps.templateId, templateId))
    .orderBy(asc(courseTemplateSteps.dayOffset), asc(courseTemplateSteps.position));
  return rows.map(({ step, therapy }, stepIndex) => ({
    stepIndex,
    phase: step.phase,
    dayOffset: step.dayOffset,
    timeOfDay: step.timeOfDay,
    therapy: toTherapyInfo(therapy),
  }));
}

/**
 * The active therapists and rooms, and their hours, leave and reservations from `from` to `to`
 * (clinic dates, both included). Reservations of `ignoreSessionIds` (the sessions being re-planned)
 * do not count as busy.
 */
export async function loadWorld(db: Db, from: string, to: string, ignoreSessionIds: number[] = []): Promise<PlanningWorld> {
  const windowStart = indiaTimeToInstant(from, '00:00');
  const windowEnd = new Date(indiaTimeToInstant(to, '00:00').getTime() + 86_400_000);
  const calendar = await resourceCalendar(db, from, to);
  const heldRows = await db
    .select({ kind: reservations.resourceKind, id: reservations.resourceId, startsAt: reservations.startsAt, endsAt: reservations.endsAt })
    .from(reservations)
    .where(
      and(
        inArray(reservations.resourceKind, ['therapist', 'room']),
        lt(reservations.startsAt, windowEnd),
        gt(reservations.endsAt, windowStart),
        ignoreSessionIds.length > 0
          ? or(isNull(reservations.courseSessionId), notInArray(reservations.courseSessionId, ignoreSessionIds))
          : undefined,
      ),
    )
    .orderBy(asc(reservations.startsAt));
  const hours = new Map<string, Map<number, Span>>();
  for (const [key, week] of calendar.hours)
    hours.set(key, new Map(week.map((span) => [span.weekday, { start: span.startMinute, end: span.endMinute }])));
  const busy = new Map<string, Span[]>();
  for (const row of heldRows) {
    const key = resourceKey(row.kind, row.id);
    if (!busy.has(key)) busy.set(key, []);
    busy.get(key)!.push({ start: row.startsAt.getTime(), end: row.endsAt.getTime() });
  }
  return {
    therapists: calendar.therapists.map(({ therapyIds, ...therapist }) => ({ ...therapist, skills: new Set(therapyIds) })),
    rooms: calendar.rooms,
    hours,
    leave: calendar.leave,
    busy,
  };
}
