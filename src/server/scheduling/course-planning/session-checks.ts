import { formatTimeOfDay } from '../../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../../lib/time/clinic-time';
import type { ErrorKey } from '../../kernel/error-keys';
import type { Availability } from './availability';
import type { ConflictKind, PlanRules } from './planner';
import type { PlanStep } from './planning-data';

/** A reason a session as given cannot be held, with the catalogue key its text belongs to. */
export interface Problem {
  kind: ConflictKind;
  key: ErrorKey;
  text: string;
}

const clock = (ms: number) => formatTimeOfDay(new Date(ms), 'en', CLINIC_TIME_ZONE);

/**
 * Everything about one session staff chose that the server does not take on trust: the
 * therapists (active, as many as the therapy needs, trained, of the patient's gender under the
 * same-gender rule, working then, not on leave) and the room (active, fitted, open, not closed).
 * Whether they are already reserved is left to the reservations' constraint (holdReservations),
 * unless `checkBusy`.
 */
export function sessionProblems(
  avail: Availability,
  step: PlanStep,
  date: string,
  start: number,
  end: number,
  roomId: number,
  therapistIds: number[],
  rules: PlanRules,
  checkBusy = false,
): Problem[] {
  const { therapy } = step;
  const problems: Problem[] = [];
  const when = `on ${date} from ${clock(start)} to ${clock(end)}`;
  if (therapistIds.length !== therapy.therapistsNeeded) {
    problems.push({
      kind: 'untrained',
      key: 'coursePlanning.therapistCount',
      text: `${therapy.name} needs ${therapy.therapistsNeeded} therapist${therapy.therapistsNeeded === 1 ? '' : 's'}; ${therapistIds.length} given`,
    });
  }
  for (const id of therapistIds) {
    const therapist = avail.world.therapists.find((t) => t.id === id);
    if (!therapist) {
      problems.push({ kind: 'untrained', key: 'coursePlanning.therapistUnknown', text: `User ${id} is not an active therapist` });
      continue;
    }
    if (!therapist.skills.has(therapy.id)) {
      problems.push({ kind: 'untrained', key: 'coursePlanning.therapistUntrained', text: `${therapist.name} is not trained in ${therapy.name}` });
    }
    if (rules.genderRule === 'same' && rules.patientGender && therapist.gender !== rules.patientGender) {
      problems.push({
        kind: 'gender',
        key: 'coursePlanning.therapistGender',
        text: `${therapist.name} is not ${rules.patientGender}: this patient's therapists are of their own gender`,
      });
    }
    const why = avail.why('therapist', id, date, start, end, checkBusy);
    if (why === 'hours') problems.push({ kind: 'unavailable', key: 'coursePlanning.therapistOff', text: `${therapist.name} does not work ${when}` });
    if (why === 'leave')
      problems.push({ kind: 'unavailable', key: 'coursePlanning.therapistOnLeave', text: `${therapist.name} is on leave on ${date}` });
    if (why === 'busy')
      problems.push({ kind: 'unavailable', key: 'resource.reservationClash', text: `${therapist.name} is already reserved ${when}` });
  }
  const room = avail.world.rooms.find((r) => r.id === roomId);
  if (!room) {
    problems.push({ kind: 'unfitted', key: 'coursePlanning.roomUnknown', text: `Room ${roomId} is not an active room` });
    return problems;
  }
  if (therapy.fitting && !room.fittings.includes(therapy.fitting)) {
    problems.push({
      kind: 'unfitted',
      key: 'coursePlanning.roomUnfitted',
      text: `${room.name} is not fitted with ${therapy.fitting}, which ${therapy.name} needs`,
    });
  }
  const why = avail.why('room', roomId, date, start, end, checkBusy);
  if (why === 'hours') problems.push({ kind: 'unavailable', key: 'coursePlanning.roomClosed', text: `${room.name} is not open ${when}` });
  if (why === 'leave') problems.push({ kind: 'unavailable', key: 'coursePlanning.roomOnLeave', text: `${room.name} is closed on ${date}` });
  if (why === 'busy') problems.push({ kind: 'unavailable', key: 'resource.reservationClash', text: `${room.name} is already reserved ${when}` });
  return problems;
}
