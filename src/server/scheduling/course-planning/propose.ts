import type { CourseProposalInput } from '../../../lib/validation/course-planning';
import type { Database } from '../../kernel/db/database';
import type { Session } from '../../kernel/session';
import { addDays } from './availability';
import { planContext } from './plan-access';
import { type Placement, proposeCourse } from './planner';
import { loadWorld, type PlanningWorld } from './planning-data';
import type { CourseProposal } from './responses';

export const iso = (ms: number) => new Date(ms).toISOString();

export const namesOf = (world: PlanningWorld) => ({
  room: (id: number) => world.rooms.find((room) => room.id === id)?.name ?? `Room ${id}`,
  therapist: (id: number) => world.therapists.find((t) => t.id === id)?.name ?? `Therapist ${id}`,
});

/** Where a session is placed, as the proposal and the move preview answer it (nulls: nowhere it fits). */
export const placedJson = (placement: Placement | null, names: ReturnType<typeof namesOf>) => ({
  startsAt: placement ? iso(placement.startsAt) : null,
  endsAt: placement ? iso(placement.endsAt) : null,
  roomId: placement?.roomId ?? null,
  roomName: placement ? names.room(placement.roomId) : null,
  therapistIds: placement?.therapistIds ?? [],
  therapistNames: (placement?.therapistIds ?? []).map(names.therapist),
});

/** POST /v1/courses/proposal: the server's plan for every session; saves nothing. */
export async function proposeCoursePlan(db: Database, auth: Session, input: CourseProposalInput): Promise<CourseProposal> {
  const { patient, template, steps } = await planContext(db, auth, input);
  const world = await loadWorld(db, input.startsOn, addDays(input.startsOn, template.days - 1));
  const [hour, minute] = (input.startTime ?? '').split(':').map(Number);
  const startMinute = input.startTime ? hour! * 60 + minute! : undefined;
  const planned = proposeCourse(world, steps, input.startsOn, { patientGender: patient.gender, genderRule: input.therapistGender }, startMinute);
  const names = namesOf(world);
  const sessions = planned.map(({ step, date, placement, conflicts, alternatives }) => ({
    stepIndex: step.stepIndex,
    phase: step.phase,
    therapyId: step.therapy.id,
    therapyName: step.therapy.name,
    dayOffset: step.dayOffset,
    date,
    ...placedJson(placement, names),
    conflicts,
    alternatives: alternatives.map((alt) => ({
      startsAt: iso(alt.startsAt),
      endsAt: iso(alt.endsAt),
      roomId: alt.roomId,
      therapistIds: alt.therapistIds,
    })),
  }));
  return {
    patientId: patient.id,
    templateId: template.id,
    startsOn: input.startsOn,
    fits: sessions.every((s) => s.startsAt !== null && s.conflicts.length === 0),
    sessions,
  };
}
