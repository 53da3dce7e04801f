import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, notInArray, or } from 'drizzle-orm';
import type { CoursePhase, ResourceKind, RoomFitting, TimeOfDay } from '../../../lib/domain/resources';
import type { Gender } from '../../../lib/domain/people';
import { indiaTimeToInstant } from '../../../lib/time/clinic-time';
import type { Database, Transaction } from '../../kernel/db/database';
import { courseTemplateSteps, reservations, resourceLeave, rooms, therapies, therapistSkills, users, workingHours } from '../../kernel/db/schema';

/**
 * What planning a course reads: the template's steps, the therapists and rooms with their hours,
 * leave and reservations. Working hours, leave and skills are read here directly for now; the
 * therapists' module (src/server/practice/therapists) will own them (reconciled at merge).
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

export interface RoomInfo {
  id: number;
  name: string;
  fittings: RoomFitting[];
}

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
  leave: Map<string, { from: string; to: string }[]>;
  /** `kind:id` -> reservations, sorted by start (one resource's never overlap). */
  busy: Map<string, Span[]>;
}

export const resourceKey = (kind: ResourceKind, id: number) => `${kind}:${id}`;

type Db = Database | Transaction;

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
    therapy: {
      id: therapy.id,
      name: therapy.nameEn,
      minutes: therapy.minutes,
      therapistsNeeded: therapy.therapistsNeeded,
      fitting: therapy.fitting,
    },
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
  // One query after another: a request holds one connection at a time, so fifty planners at once
  // do not take fifty times six of the pool's connections.
  const therapistRows = await db
    .select({ id: users.id, name: users.name, gender: users.gender })
    .from(users)
    .where(and(eq(users.role, 'therapist'), eq(users.status, true)))
    .orderBy(asc(users.id));
  const skillRows = await db.select().from(therapistSkills);
  const roomRows = await db
    .select({ id: rooms.id, name: rooms.name, fittings: rooms.fittings })
    .from(rooms)
    .where(eq(rooms.status, true))
    .orderBy(asc(rooms.id));
  const hourRows = await db
    .select()
    .from(workingHours)
    .where(inArray(workingHours.resourceKind, ['therapist', 'room']));
  const leaveRows = await db
    .select()
    .from(resourceLeave)
    .where(and(inArray(resourceLeave.resourceKind, ['therapist', 'room']), lte(resourceLeave.startsOn, to), gte(resourceLeave.endsOn, from)));
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
  const skills = new Map<number, Set<number>>();
  for (const row of skillRows) {
    if (!skills.has(row.userId)) skills.set(row.userId, new Set());
    skills.get(row.userId)!.add(row.therapyId);
  }
  const hours = new Map<string, Map<number, Span>>();
  for (const row of hourRows) {
    const key = resourceKey(row.resourceKind, row.resourceId);
    if (!hours.has(key)) hours.set(key, new Map());
    hours.get(key)!.set(row.weekday, { start: row.startMinute, end: row.endMinute });
  }
  const leave = new Map<string, { from: string; to: string }[]>();
  for (const row of leaveRows) {
    const key = resourceKey(row.resourceKind, row.resourceId);
    leave.set(key, [...(leave.get(key) ?? []), { from: row.startsOn, to: row.endsOn }]);
  }
  const busy = new Map<string, Span[]>();
  for (const row of heldRows) {
    const key = resourceKey(row.kind, row.id);
    if (!busy.has(key)) busy.set(key, []);
    busy.get(key)!.push({ start: row.startsAt.getTime(), end: row.endsAt.getTime() });
  }
  return {
    therapists: therapistRows.map((row) => ({ ...row, skills: skills.get(row.id) ?? new Set() })),
    rooms: roomRows,
    hours,
    leave,
    busy,
  };
}
