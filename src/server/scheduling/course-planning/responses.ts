import * as z from 'zod';
import { COURSE_PHASES, COURSE_STATUSES, GENDER_RULES, SESSION_STATUSES } from '../../../lib/domain/resources';

const conflictResponse = z.strictObject({
  kind: z.enum(['untrained', 'gender', 'unfitted', 'unavailable', 'order']),
  message: z.string(),
});

const placementResponse = z.strictObject({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  roomId: z.number().int(),
  therapistIds: z.array(z.number().int()),
});

/** Where a session is placed (nulls: nowhere it fits), in the proposal and the move preview. */
const placed = {
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  therapistIds: z.array(z.number().int()),
  therapistNames: z.array(z.string()),
};

/** POST /v1/courses/proposal: every session of the course as the server would plan it (issue 47). */
export const courseProposalResponse = z.strictObject({
  patientId: z.number().int(),
  templateId: z.number().int(),
  startsOn: z.iso.date(),
  fits: z.boolean(),
  sessions: z.array(
    z.strictObject({
      stepIndex: z.number().int(),
      phase: z.enum(COURSE_PHASES),
      therapyId: z.number().int(),
      therapyName: z.string(),
      dayOffset: z.number().int(),
      date: z.iso.date(),
      ...placed,
      conflicts: z.array(conflictResponse),
      alternatives: z.array(placementResponse),
    }),
  ),
});
export type CourseProposal = z.infer<typeof courseProposalResponse>;

const ledgerResponse = z.strictObject(
  Object.fromEntries(SESSION_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof SESSION_STATUSES)[number], z.ZodNumber>,
);

/** A course with every session it has had (moved ones too) and its ledger's counts. */
export const courseResponse = z.strictObject({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  templateId: z.number().int(),
  templateName: z.string(),
  assessmentAppointmentId: z.number().int().nullable(),
  startsOn: z.iso.date(),
  pricePaise: z.number().int(),
  sessionCount: z.number().int(),
  /** Who may give its sessions: therapists of the patient's gender ('same') or any; a move keeps to it. */
  genderRule: z.enum(GENDER_RULES),
  status: z.enum(COURSE_STATUSES),
  createdAt: z.iso.datetime(),
  ledger: ledgerResponse,
  sessions: z.array(
    z.strictObject({
      id: z.number().int(),
      stepIndex: z.number().int(),
      phase: z.enum(COURSE_PHASES),
      therapyId: z.number().int(),
      therapyName: z.string(),
      roomId: z.number().int(),
      roomName: z.string(),
      therapistIds: z.array(z.number().int()),
      therapistNames: z.array(z.string()),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      status: z.enum(SESSION_STATUSES),
      replacesSessionId: z.number().int().nullable(),
    }),
  ),
});
export type Course = z.infer<typeof courseResponse>;

/** POST .../move/preview: the moved session and every later one, as they would be; nothing saved. */
export const movePreviewResponse = z.strictObject({
  courseId: z.number().int(),
  fits: z.boolean(),
  sessions: z.array(
    z.strictObject({
      sessionId: z.number().int(),
      stepIndex: z.number().int(),
      therapyId: z.number().int(),
      therapyName: z.string(),
      changed: z.boolean(),
      was: z.strictObject({
        startsAt: z.iso.datetime(),
        endsAt: z.iso.datetime(),
        roomId: z.number().int(),
        therapistIds: z.array(z.number().int()),
      }),
      ...placed,
      conflicts: z.array(conflictResponse),
    }),
  ),
});
export type MovePreview = z.infer<typeof movePreviewResponse>;
