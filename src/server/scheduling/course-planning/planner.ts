import type { Gender } from '../../../lib/domain/people';
import type { GenderRule, TimeOfDay } from '../../../lib/domain/resources';
import { addDays, Availability, clinicMidnight, MINUTE } from './availability';
import type { PlanningWorld, PlanStep, RoomInfo, TherapistInfo } from './planning-data';

/** One session's time and resources. */
export interface Placement {
  startsAt: number;
  endsAt: number;
  roomId: number;
  therapistIds: number[];
}

export type ConflictKind = 'untrained' | 'gender' | 'unfitted' | 'unavailable' | 'order';
export interface Conflict {
  kind: ConflictKind;
  message: string;
}

export interface ProposedSession {
  step: PlanStep;
  date: string;
  placement: Placement | null;
  conflicts: Conflict[];
  alternatives: Placement[];
}

export interface PlanRules {
  patientGender: Gender | null;
  genderRule: GenderRule;
}

const STEP = 15;
/** The longest pause between two sessions of one day before the day is planned another way. */
const MAX_GAP = 60;
const MAX_ALTERNATIVES = 3;
/** Start windows of a step's time of day, in clinic minutes (morning 07:00–12:00, afternoon 12:00–17:00). */
const START_WINDOWS: Record<TimeOfDay, [number, number]> = { morning: [420, 720], afternoon: [720, 1020], any: [0, 1440] };

const startFits = (step: PlanStep, minute: number) => minute >= START_WINDOWS[step.timeOfDay][0] && minute < START_WINDOWS[step.timeOfDay][1];

/** Who and what could ever give a step: trained therapists (of the patient's gender under 'same') and fitted rooms. */
export interface StepResources {
  therapists: TherapistInfo[];
  rooms: RoomInfo[];
  conflicts: Conflict[];
}

const genderWord = (gender: Gender) => (gender === 'other' ? 'gender-diverse' : gender);

export function stepResources(world: PlanningWorld, step: PlanStep, rules: PlanRules): StepResources {
  const { therapy } = step;
  const trained = world.therapists.filter((t) => t.skills.has(therapy.id));
  const sameGender = rules.genderRule === 'same' && rules.patientGender !== null;
  const therapists = sameGender ? trained.filter((t) => t.gender === rules.patientGender) : trained;
  const rooms = world.rooms.filter((room) => therapy.fitting === null || room.fittings.includes(therapy.fitting));
  const conflicts: Conflict[] = [];
  const needs = therapy.therapistsNeeded === 1 ? '' : `; it needs ${therapy.therapistsNeeded}`;
  if (trained.length < therapy.therapistsNeeded) {
    conflicts.push({
      kind: 'untrained',
      message:
        trained.length === 0
          ? `No therapist is trained in ${therapy.name}`
          : `Only ${trained.length} therapist is trained in ${therapy.name}${needs}`,
    });
  } else if (therapists.length < therapy.therapistsNeeded) {
    const word = genderWord(rules.patientGender!);
    conflicts.push({
      kind: 'gender',
      message:
        therapists.length === 0
          ? `No ${word} therapist is trained in ${therapy.name} (the patient's same-gender rule)`
          : `Only ${therapists.length} ${word} therapist is trained in ${therapy.name}${needs}`,
    });
  }
  if (rooms.length === 0) {
    conflicts.push({
      kind: 'unfitted',
      message: therapy.fitting ? `No active room is fitted with ${therapy.fitting} for ${therapy.name}` : `No active room for ${therapy.name}`,
    });
  }
  return { therapists, rooms, conflicts };
}

/** What to prefer and what to leave out when choosing a session's resources. */
interface Preference {
  roomId?: number;
  therapistIds?: number[];
  notRoomId?: number;
}

/** Free therapists and a free room for a range, the preferred ones first; null when there are not enough. */
export function pickResources(
  avail: Availability,
  step: PlanStep,
  can: StepResources,
  date: string,
  start: number,
  prefer: Preference = {},
): Placement | null {
  if (can.conflicts.length > 0) return null;
  const end = start + step.therapy.minutes * MINUTE;
  const preferred = new Set(prefer.therapistIds ?? []);
  const therapists = [...can.therapists.filter((t) => preferred.has(t.id)), ...can.therapists.filter((t) => !preferred.has(t.id))];
  const chosen: number[] = [];
  for (const therapist of therapists) {
    if (chosen.length === step.therapy.therapistsNeeded) break;
    if (avail.free('therapist', therapist.id, date, start, end)) chosen.push(therapist.id);
  }
  if (chosen.length < step.therapy.therapistsNeeded) return null;
  const rooms = [...can.rooms.filter((r) => r.id === prefer.roomId), ...can.rooms.filter((r) => r.id !== prefer.roomId)];
  const room = rooms.find((r) => r.id !== prefer.notRoomId && avail.free('room', r.id, date, start, end));
  return room ? { startsAt: start, endsAt: end, roomId: room.id, therapistIds: chosen } : null;
}

const resourcesOf = (can: StepResources) => [
  ...can.therapists.map((t) => ({ kind: 'therapist' as const, id: t.id })),
  ...can.rooms.map((r) => ({ kind: 'room' as const, id: r.id })),
];

/** The first start from `from` (epoch ms) to the day's close where the step can be given, or null. */
export function firstPlacement(
  avail: Availability,
  step: PlanStep,
  can: StepResources,
  date: string,
  from: number,
  prefer: Preference = {},
): Placement | null {
  const bounds = avail.dayBounds(resourcesOf(can), date);
  if (!bounds) return null;
  const midnight = clinicMidnight(date);
  let start = Math.max(from, midnight + bounds.start * MINUTE);
  // On the quarter hour.
  start = midnight + Math.ceil((start - midnight) / (STEP * MINUTE)) * STEP * MINUTE;
  for (; start + step.therapy.minutes * MINUTE <= midnight + bounds.end * MINUTE; start += STEP * MINUTE) {
    if (!startFits(step, (start - midnight) / MINUTE)) continue;
    const placement = pickResources(avail, step, can, date, start, prefer);
    if (placement) return placement;
  }
  return null;
}

/** Continuity: the resources of the last session of each therapy. */
type Continuity = Map<number, Placement>;

/** A day's steps back to back from `firstStart` (a pause of up to an hour between two when needed), or null. */
function dayFrom(avail: Availability, day: ProposedSession[], can: StepResources[], firstStart: number, continuity: Continuity): Placement[] | null {
  const placements: Placement[] = [];
  let at = firstStart;
  for (const [k, session] of day.entries()) {
    const midnight = clinicMidnight(session.date);
    let placed: Placement | null = null;
    for (let gap = 0; gap <= (k === 0 ? 0 : MAX_GAP) && !placed; gap += STEP) {
      const start = at + gap * MINUTE;
      if (!startFits(session.step, (start - midnight) / MINUTE)) continue;
      placed = pickResources(avail, session.step, can[k]!, session.date, start, continuity.get(session.step.therapy.id));
    }
    if (!placed) return null;
    placements.push(placed);
    at = placed.endsAt;
  }
  return placements;
}

/** Up to three other ways to give a session on its day, between the day's sessions before and after it, nearest first. */
function alternativesFor(avail: Availability, session: ProposedSession, can: StepResources, lo: number, hi: number): Placement[] {
  const chosen = session.placement!;
  const midnight = clinicMidnight(session.date);
  const starts: number[] = [];
  for (let start = lo; start + session.step.therapy.minutes * MINUTE <= hi; start += STEP * MINUTE) {
    if (startFits(session.step, (start - midnight) / MINUTE)) starts.push(start);
  }
  starts.sort((a, b) => Math.abs(a - chosen.startsAt) - Math.abs(b - chosen.startsAt));
  const found: Placement[] = [];
  for (const start of starts) {
    if (found.length === MAX_ALTERNATIVES) break;
    const other =
      start === chosen.startsAt
        ? pickResources(avail, session.step, can, session.date, start, { notRoomId: chosen.roomId })
        : pickResources(avail, session.step, can, session.date, start, { roomId: chosen.roomId, therapistIds: chosen.therapistIds });
    if (other) found.push(other);
  }
  return found;
}

/**
 * Proposes every session of a course (docs/decisions/039): day by day in the template's order, a
 * day's steps back to back, at the same start time every day where it can (the first day's, or
 * `startMinute`), else the day's first time that works; the same therapists and room as the last
 * session of the same therapy where they are free. A step nobody can give is left unplaced with
 * its conflict; the rest of the plan still stands.
 */
export function proposeCourse(world: PlanningWorld, steps: PlanStep[], startsOn: string, rules: PlanRules, startMinute?: number): ProposedSession[] {
  const avail = new Availability(world);
  const can = steps.map((step) => stepResources(world, step, rules));
  const sessions: ProposedSession[] = steps.map((step) => ({
    step,
    date: addDays(startsOn, step.dayOffset),
    placement: null,
    conflicts: [...can[step.stepIndex]!.conflicts],
    alternatives: [],
  }));
  const continuity: Continuity = new Map();
  let usualStart = startMinute;
  const days = [...new Set(steps.map((step) => step.dayOffset))];
  for (const offset of days) {
    const day = sessions.filter((s) => s.step.dayOffset === offset);
    const dayCan = day.map((s) => can[s.step.stepIndex]!);
    const date = day[0]!.date;
    const midnight = clinicMidnight(date);
    let placements: Placement[] | null = null;
    if (dayCan.every((c) => c.conflicts.length === 0)) {
      if (usualStart !== undefined) placements = dayFrom(avail, day, dayCan, midnight + usualStart * MINUTE, continuity);
      // No bounds: none of the day's people or rooms works that day (a Sunday), so each step below names it.
      const bounds = avail.dayBounds(dayCan.flatMap(resourcesOf), date) ?? { start: 0, end: 0 };
      for (let minute = bounds.start; !placements && minute < bounds.end; minute += STEP) {
        placements = dayFrom(avail, day, dayCan, midnight + minute * MINUTE, continuity);
      }
    }
    if (placements) {
      usualStart ??= (placements[0]!.startsAt - midnight) / MINUTE;
    } else {
      // Not back to back: each step at its own first free time after the one before it.
      placements = [];
      let from = midnight;
      for (const [k, session] of day.entries()) {
        const placed = firstPlacement(avail, session.step, dayCan[k]!, date, from, continuity.get(session.step.therapy.id));
        placements.push(placed as Placement);
        if (placed) from = placed.endsAt;
        else if (dayCan[k]!.conflicts.length === 0) {
          session.conflicts.push({
            kind: 'unavailable',
            message: `No free therapist and room for ${session.step.therapy.name} on ${date} after the sessions before it`,
          });
        }
      }
    }
    for (const [k, session] of day.entries()) session.placement = placements[k] ?? null;
    for (const [k, session] of day.entries()) {
      if (!session.placement) continue;
      const before = day.slice(0, k).findLast((s) => s.placement)?.placement?.endsAt ?? midnight;
      const after = day.slice(k + 1).find((s) => s.placement)?.placement?.startsAt ?? midnight + 1440 * MINUTE;
      session.alternatives = alternativesFor(avail, session, dayCan[k]!, before, after);
    }
    for (const session of day) {
      if (!session.placement) continue;
      hold(avail, session.placement);
      continuity.set(session.step.therapy.id, session.placement);
    }
  }
  return sessions;
}

export function hold(avail: Availability, placement: Placement): void {
  const span = { start: placement.startsAt, end: placement.endsAt };
  avail.hold('room', placement.roomId, span);
  for (const id of placement.therapistIds) avail.hold('therapist', id, span);
}
