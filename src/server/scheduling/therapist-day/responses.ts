import * as z from 'zod';
import { COURSE_PHASES, COURSE_STATUSES, SESSION_STATUSES } from '../../../lib/domain/resources';

const threeLanguages = z.strictObject({ en: z.string(), hi: z.string(), gu: z.string() });

/** One session of a therapist's day (issue 47): whom, what, where, and with whom. */
export const therapistSessionResponse = z.strictObject({
  id: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  phase: z.enum(COURSE_PHASES),
  status: z.enum(SESSION_STATUSES),
  note: z.string(),
  markedAt: z.iso.datetime().nullable(),
  patient: z.strictObject({ name: z.string() }),
  therapy: z.strictObject({ name: z.string() }),
  room: z.strictObject({ name: z.string() }),
  /** The other therapists the session holds (a two-therapist abhyanga), by name. */
  coTherapists: z.array(z.string()),
});
export type TherapistSession = z.infer<typeof therapistSessionResponse>;

/** One session as its patient reads it, in the patient's three languages. */
export const patientCourseSessionResponse = z.strictObject({
  id: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  phase: z.enum(COURSE_PHASES),
  status: z.enum(SESSION_STATUSES),
  therapy: z.strictObject({ name: threeLanguages, preInstructions: threeLanguages }),
  room: z.strictObject({ name: z.string() }),
});

/** A patient's course, its sessions grouped by clinic day (GET /v1/courses/mine). */
export const patientCourseResponse = z.strictObject({
  id: z.number().int(),
  status: z.enum(COURSE_STATUSES),
  startsOn: z.iso.date(),
  sessionCount: z.number().int(),
  template: z.strictObject({ name: threeLanguages }),
  days: z.array(z.strictObject({ date: z.iso.date(), sessions: z.array(patientCourseSessionResponse) })),
});
export type PatientCourse = z.infer<typeof patientCourseResponse>;
export type PatientCourseSession = z.infer<typeof patientCourseSessionResponse>;
