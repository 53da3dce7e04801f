import { and, asc, eq, inArray } from 'drizzle-orm';
import { type SessionMoveInput, coursePlanningMessages as m } from '../../../lib/validation/course-planning';
import { formatTimeOfDay } from '../../../lib/format/date';
import { CLINIC_TIME_ZONE, indiaDateOf } from '../../../lib/time/clinic-time';
import { recordAudit } from '../../identity';
import { syncCourseReminders } from '../../messaging';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import { courseSessions, courses, reservations, therapies, users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { Session } from '../../kernel/session';
import { addDays, Availability, DAY, daysBetween } from './availability';
import { holdSessions, readCourse, therapistsOfSessions } from './courses';
import { firstPlacement, hold, pickResources, type Placement, type PlanRules, stepResources } from './planner';
import { loadWorld, type PlanStep, toTherapyInfo } from './planning-data';
import { iso, namesOf, placedJson } from './propose';
import type { Course, MovePreview } from './responses';
import { type Problem, sessionProblems } from './session-checks';

type Db = Database | Transaction;
type SessionRow = typeof courseSessions.$inferSelect;

interface Replanned {
  session: SessionRow;
  step: PlanStep;
  was: Placement;
  placement: Placement | null;
  problems: Problem[];
  changed: boolean;
}

const sameTherapists = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Re-plans a moved session and every later planned session of its course, in order: the moved one
 * goes where staff asked; a later one keeps its time (shifted by as many days as the moved one
 * moved) and its therapists and room, and moves only when it must: when it would start before the
 * one before it ends, or its resources are no longer free (then the same time with others, else
 * the first free time after). Reads only; `applyMove` writes.
 */
async function replan(db: Db, courseId: number, sessionId: number, input: SessionMoveInput) {
  const [course] = await db
    .select({ course: courses, patientGender: users.gender })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.patientId))
    .where(eq(courses.id, courseId));
  if (!course) throw notFound('Course');
  const all = await db
    .select()
    .from(courseSessions)
    .where(eq(courseSessions.courseId, courseId))
    .orderBy(asc(courseSessions.stepIndex), asc(courseSessions.id));
  const target = all.find((s) => s.id === sessionId);
  if (!target) throw notFound('Course session');
  if (target.status !== 'planned' || course.course.status !== 'planned') throw new AppError('invalid', m.sessionNotPlanned);
  const planned = all.filter((s) => s.status === 'planned');
  const earlier = planned.filter((s) => s.stepIndex < target.stepIndex);
  const affected = planned.filter((s) => s.stepIndex >= target.stepIndex);
  const therapistsOf = await therapistsOfSessions(
    db,
    affected.map((s) => s.id),
  );
  const therapyRows = await db
    .select()
    .from(therapies)
    .where(
      inArray(
        therapies.id,
        affected.map((s) => s.therapyId),
      ),
    );
  const shiftDays = daysBetween(indiaDateOf(target.startsAt), indiaDateOf(input.startsAt));
  const lastDate = indiaDateOf(affected.at(-1)!.startsAt);
  const dates = [indiaDateOf(input.startsAt), indiaDateOf(target.startsAt), addDays(lastDate, Math.max(shiftDays, 0) + 1)].sort();
  const world = await loadWorld(
    db,
    dates[0]!,
    dates.at(-1)!,
    affected.map((s) => s.id),
  );
  const avail = new Availability(world);
  const rules: PlanRules = { patientGender: course.patientGender, genderRule: course.course.genderRule };

  let previousEnd = Math.max(0, ...earlier.map((s) => s.endsAt.getTime()));
  let previousName = earlier.at(-1) ? therapyRows.find((t) => t.id === earlier.at(-1)!.therapyId)?.nameEn : undefined;
  const result: Replanned[] = [];
  for (const session of affected) {
    const therapy = therapyRows.find((t) => t.id === session.therapyId)!;
    const minutes = (session.endsAt.getTime() - session.startsAt.getTime()) / 60_000;
    const step: PlanStep = {
      stepIndex: session.stepIndex,
      phase: session.phase,
      dayOffset: 0,
      timeOfDay: 'any',
      therapy: { ...toTherapyInfo(therapy), minutes },
    };
    const was: Placement = {
      startsAt: session.startsAt.getTime(),
      endsAt: session.endsAt.getTime(),
      roomId: session.roomId,
      therapistIds: (therapistsOf.get(session.id) ?? []).map((t) => t.id),
    };
    const isTarget = session.id === target.id;
    const explicit = isTarget && (input.roomId !== undefined || input.therapistIds !== undefined);
    let start = isTarget ? input.startsAt.getTime() : was.startsAt + shiftDays * DAY;
    const problems: Problem[] = [];
    if (isTarget && start < previousEnd) {
      problems.push({
        kind: 'order',
        key: 'coursePlanning.sessionOutOfOrder',
        text: `${therapy.nameEn} would start before ${previousName} ends at ${formatTimeOfDay(new Date(previousEnd), 'en', CLINIC_TIME_ZONE)}`,
      });
    }
    // A later session never starts before the one before it ends.
    if (!isTarget && start < previousEnd) start = previousEnd;
    const date = indiaDateOf(new Date(start));
    const wanted: Placement = {
      startsAt: start,
      endsAt: start + minutes * 60_000,
      roomId: (isTarget ? input.roomId : undefined) ?? was.roomId,
      therapistIds: (isTarget ? input.therapistIds : undefined) ?? was.therapistIds,
    };
    let placement: Placement | null = wanted;
    const wantedProblems = sessionProblems(avail, step, date, wanted.startsAt, wanted.endsAt, wanted.roomId, wanted.therapistIds, rules, true);
    if (wantedProblems.length > 0) {
      if (explicit) problems.push(...wantedProblems);
      else {
        const can = stepResources(world, step, rules);
        const prefer = { roomId: was.roomId, therapistIds: was.therapistIds };
        placement = pickResources(avail, step, can, date, start, prefer) ?? (isTarget ? null : firstPlacement(avail, step, can, date, start, prefer));
        if (!placement) {
          problems.push(...(isTarget ? wantedProblems : []));
          if (!isTarget) {
            problems.push({
              kind: 'unavailable',
              key: 'resource.reservationClash',
              text: `No free therapist and room for ${therapy.nameEn} on ${date} after the session before it`,
            });
          }
        }
      }
    }
    if (placement) hold(avail, placement);
    result.push({
      session,
      step,
      was,
      placement: placement ?? null,
      problems,
      changed:
        !placement ||
        placement.startsAt !== was.startsAt ||
        placement.roomId !== was.roomId ||
        !sameTherapists(placement.therapistIds, was.therapistIds),
    });
    previousEnd = placement?.endsAt ?? wanted.endsAt;
    previousName = therapy.nameEn;
  }
  return { result, names: namesOf(world), world };
}

/** POST .../move/preview: the new plan of the moved session and the later ones, with conflicts; saves nothing. */
export async function previewMove(db: Database, courseId: number, sessionId: number, input: SessionMoveInput): Promise<MovePreview> {
  const { result, names } = await replan(db, courseId, sessionId, input);
  return {
    courseId,
    fits: result.every((r) => r.placement && r.problems.length === 0),
    sessions: result.map(({ session, step, was, placement, problems, changed }) => ({
      sessionId: session.id,
      stepIndex: session.stepIndex,
      therapyId: step.therapy.id,
      therapyName: step.therapy.name,
      changed,
      was: { startsAt: iso(was.startsAt), endsAt: iso(was.endsAt), roomId: was.roomId, therapistIds: was.therapistIds },
      ...placedJson(placement, names),
      conflicts: problems.map(({ kind, text }) => ({ kind, message: text })),
    })),
  };
}

/**
 * POST .../move: the same re-plan, applied in one transaction: each changed session is marked
 * `moved` and its reservations released, a new planned session replaces it, and the new ones'
 * reservations are held, all or none (409 on a clash, naming it).
 */
export async function applyMove(
  db: Database,
  channels: NotificationChannels,
  auth: Session,
  courseId: number,
  sessionId: number,
  input: SessionMoveInput,
): Promise<Course> {
  await db.transaction(async (tx) => {
    const { result } = await replan(tx, courseId, sessionId, input);
    const problem = result.flatMap((r) => r.problems)[0];
    if (problem)
      throw new AppError(problem.kind === 'unavailable' || problem.kind === 'order' ? 'conflict' : 'invalid', {
        key: problem.key,
        text: problem.text,
      });
    const changed = result.filter((r) => r.changed);
    if (changed.length === 0) return;
    const oldIds = changed.map((r) => r.session.id);
    const before = changed.map((r) => r.session);
    await tx.update(courseSessions).set({ status: 'moved', markedBy: auth.id, markedAt: clinicNow() }).where(inArray(courseSessions.id, oldIds));
    await tx.delete(reservations).where(and(eq(reservations.purpose, 'course_session'), inArray(reservations.courseSessionId, oldIds)));
    const rows = await tx
      .insert(courseSessions)
      .values(
        changed.map(({ session, placement }) => ({
          courseId,
          stepIndex: session.stepIndex,
          phase: session.phase,
          therapyId: session.therapyId,
          roomId: placement!.roomId,
          startsAt: new Date(placement!.startsAt),
          endsAt: new Date(placement!.endsAt),
          replacesSessionId: session.id,
        })),
      )
      .returning();
    await holdSessions(
      tx,
      rows,
      changed.map((r) => r.placement!.therapistIds),
      auth.id,
    );
    await recordAudit(tx, { action: 'update', entity: 'course', entityId: courseId, before: { sessions: before }, after: { sessions: rows } });
    await syncCourseReminders(tx, channels, courseId);
  });
  return (await readCourse(db, courseId))!;
}
