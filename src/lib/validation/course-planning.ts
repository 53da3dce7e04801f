import * as z from 'zod';
import { GENDER_RULES, MAX_THERAPISTS_PER_SESSION } from '../domain/resources';
import { idSchema } from './common';

/** Planning a patient's Panchakarma course (issue 47): the texts a refusal carries. */
export const coursePlanningMessages = {
  dateInvalid: 'Give the start date as YYYY-MM-DD',
  timeInvalid: 'Give the start time as HH:MM, on a quarter hour',
  genderRuleInvalid: 'The therapists’ gender rule is same or any',
  dateTimeInvalid: 'Give each session’s start as a date and time with its offset, such as 2026-12-01T09:00:00+05:30',
  sessionsRequired: 'Give every session of the course',
  therapistsInvalid: 'A session names one or two therapists, each once',
  templateInactive: 'This course template is not offered any more',
  patientOnly: 'A course is planned for a patient',
  assessmentMismatch: 'The assessment is not an appointment of this patient',
  notYourAssessment: 'A doctor plans a course from their own assessment of the patient',
  stepMissing: 'A step of the course has no session',
  stepRepeated: 'A step of the course has more than one session',
  stepUnknown: 'A session names a step the course does not have',
  sessionNotPlanned: 'Only a planned session can be moved',
  planDoesNotFit: 'The plan has a conflict',
  sessionOffDay: 'A session is not on its step’s day of the course',
  sessionOutOfOrder: 'A session starts before the one before it ends',
  therapistUnknown: 'A session names someone who is not an active therapist',
  therapistCount: 'A session has the wrong number of therapists for its therapy',
  therapistUntrained: 'A therapist is not trained in the session’s therapy',
  therapistGender: 'A therapist is not of the patient’s gender',
  therapistOff: 'A therapist does not work at that time',
  therapistOnLeave: 'A therapist is on leave that day',
  roomUnknown: 'A session names a room that is not active',
  roomUnfitted: 'A room is not fitted for the session’s therapy',
  roomClosed: 'A room is not open at that time',
  roomOnLeave: 'A room is closed that day',
} as const;
const m = coursePlanningMessages;

const startsOn = z
  .string({ error: m.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    m.dateInvalid,
  );

const base = {
  patientId: idSchema,
  templateId: idSchema,
  startsOn,
  assessmentAppointmentId: idSchema.optional(),
  therapistGender: z.enum(GENDER_RULES, { error: m.genderRuleInvalid }).default('same'),
};

/** POST /v1/courses/proposal: what to plan from; the server proposes every session. */
export const courseProposalSchema = z.strictObject({
  ...base,
  startTime: z
    .string({ error: m.timeInvalid })
    .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, m.timeInvalid)
    .optional(),
});
export type CourseProposalInput = z.infer<typeof courseProposalSchema>;

const dateTime = z.iso.datetime({ offset: true, error: m.dateTimeInvalid }).transform((value) => new Date(value));
const therapistIds = z
  .array(idSchema, { error: m.therapistsInvalid })
  .min(1, m.therapistsInvalid)
  .max(MAX_THERAPISTS_PER_SESSION, m.therapistsInvalid)
  .refine((ids) => new Set(ids).size === ids.length, m.therapistsInvalid);

const plannedSession = z.strictObject({
  stepIndex: z.number({ error: m.stepUnknown }).int(m.stepUnknown).min(0, m.stepUnknown).max(1000, m.stepUnknown),
  startsAt: dateTime,
  roomId: idSchema,
  therapistIds,
});
export type PlannedSessionInput = z.infer<typeof plannedSession>;

/** POST /v1/courses: the plan as staff confirm it; only its ids and times are taken from the client. */
export const courseConfirmSchema = z.strictObject({
  ...base,
  sessions: z.array(plannedSession, { error: m.sessionsRequired }).min(1, m.sessionsRequired).max(200, m.sessionsRequired),
});
export type CourseConfirmInput = z.infer<typeof courseConfirmSchema>;

/** POST /v1/courses/:id/sessions/:sessionId/move(/preview): the session's new time, and optionally its resources. */
export const sessionMoveSchema = z.strictObject({
  startsAt: dateTime,
  roomId: idSchema.optional(),
  therapistIds: therapistIds.optional(),
});
export type SessionMoveInput = z.infer<typeof sessionMoveSchema>;

export const courseListQuerySchema = z.strictObject({ patientId: idSchema });
export const sessionParamSchema = z.object({ id: idSchema, sessionId: idSchema });
