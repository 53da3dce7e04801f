import type { Course, CourseProposal, MovePreview } from '../../lib/api/types';

/** The API's course-planning answers, as the screens read them (issue 47). */
export type { Course, CourseProposal, MovePreview };
export type ProposedSession = CourseProposal['sessions'][number];

const IST_MS = 330 * 60_000;

/** "09:30" in clinic time of an ISO instant. */
export const clinicTime = (iso: string) => new Date(new Date(iso).getTime() + IST_MS).toISOString().slice(11, 16);
/** "2027-01-04" in clinic time of an ISO instant. */
export const clinicDate = (iso: string) => new Date(new Date(iso).getTime() + IST_MS).toISOString().slice(0, 10);
/** The instant of a clinic date and time, as the API takes it. */
export const clinicInstant = (date: string, time: string) => `${date}T${time}:00+05:30`;
/** "Mon 4 Jan" for a clinic date. */
export const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
