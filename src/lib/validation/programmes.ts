import * as z from 'zod';
import { LOCALES } from '../../i18n/locales';
import { PROGRAMME_END_REASONS } from '../domain/programmes';
import { blankToNull, idSchema, text } from './common';
import { clinicDay } from './course-views';

/** The longest note a patient adds to a check-in, or a doctor's answer, in characters. */
export const PROGRAMME_NOTE_MAX = 1000;

/** Programmes' answers and refusals (issue 49); the patient's page translates each by its key. */
export const programmeMessages = {
  templateNotFound: 'Programme not found',
  programmeNotFound: 'Programme not found',
  checkInNotFound: 'Check-in not found',
  dueDateRequired: 'Give the expected delivery date',
  dueDatePast: 'The expected delivery date cannot be in the past',
  dueDateTooFar: 'The expected delivery date cannot be more than 42 weeks ahead',
  dueDateNotUsed: 'This programme counts from the enrolment day: leave out the expected delivery date',
  alreadyEnrolled: 'The patient is already in this programme',
  doctorNotFound: 'Doctor not found',
  consentInvalid: 'Say whether the patient agreed to programme messages',
  stepNotFound: 'This step is not part of the programme',
  stepNotOpen: 'This step is not open yet',
  checkInDone: 'This check-in has already been sent',
  answersInvalid: 'Answer every question of the check-in',
  noteTooLong: `The note must be at most ${PROGRAMME_NOTE_MAX} characters`,
  noteInvalid: 'The note must be text',
  notActive: 'Only a running programme can be paused',
  notPaused: 'Only a paused programme can be resumed',
  alreadyEnded: 'This programme has already ended',
  reasonInvalid: 'Choose why the programme ends',
  replyRequired: 'Write an answer, or propose a consultation',
  alreadyAnswered: 'This check-in has already been answered',
  noRedFlag: 'This check-in raised no alert',
  stopLinkNotFound: 'This link is no longer valid. You can stop programme messages from your programme page.',
  tooMany: 'Too many tries from this device. Please wait a few minutes and try again.',
  notForSale: 'This programme is not sold online',
  youAreEnrolled: 'You are already in this programme: see it in My appointments',
  orderNotFound: 'This programme order was not found',
  signatureInvalid: 'The programme payment could not be verified',
  enrolledRefund: 'You were already in this programme, so this payment will be refunded in full',
  paidTwiceRefund: 'This programme was already paid: the second payment will be refunded in full',
} as const;
const m = programmeMessages;

const note = z.preprocess(blankToNull, text({ error: m.noteInvalid }).trim().max(PROGRAMME_NOTE_MAX, m.noteTooLong).nullish());

/** POST /v1/programmes: staff enrol a patient (the expected delivery date for a pregnancy programme). */
export const enrolmentSchema = z.strictObject({
  patient_id: idSchema,
  template_id: idSchema,
  due_date: clinicDay.nullish(),
  doctor_id: idSchema.nullish(),
  /** The patient agreed (to staff, in person or on the phone) to the programme's timed messages. */
  messages_consent: z.boolean({ error: m.consentInvalid }),
});
export type EnrolmentInput = z.infer<typeof enrolmentSchema>;

/** POST /v1/programmes/:id/check-ins: the answers to one open step's questions. */
export const checkInSchema = z.strictObject({
  step_id: idSchema,
  answers: z.record(z.string().max(40), z.union([z.boolean(), z.number().int().min(0).max(100)]), { error: m.answersInvalid }),
  note,
});
export type CheckInInput = z.infer<typeof checkInSchema>;

/** POST /v1/programmes/:id/end: why it ends (a pregnancy loss stops every message at once). */
export const endProgrammeSchema = z.strictObject({ reason: z.enum(PROGRAMME_END_REASONS, { error: m.reasonInvalid }) });

/** POST /v1/programmes/check-ins/:id/response: the doctor's answer, and whether a consultation is proposed. */
export const checkInResponseSchema = z
  .strictObject({
    reply: z.preprocess(blankToNull, text({ error: m.noteInvalid }).trim().max(PROGRAMME_NOTE_MAX, m.noteTooLong).nullish()),
    propose_consultation: z.boolean().default(false),
  })
  .refine((body) => body.reply || body.propose_consultation, { message: m.replyRequired, path: ['reply'] });

/** GET /v1/programmes/mine?lang=: the page's language (the patient's own when left out). */
export const myProgrammesQuerySchema = z.object({ lang: z.enum(LOCALES).optional() });

/** GET /v1/programmes?patient_id=: one patient's programmes, for staff. */
export const programmeListQuerySchema = z.object({ patient_id: idSchema });

/** The stop link's token: 24 URL-safe characters. */
export const PROGRAMME_STOP_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;
export const programmeStopParamSchema = z.object({ token: z.string() });

/** POST /v1/programmes/orders: a verified patient buys a programme (the price is the template's, never the client's). */
export const programmeOrderSchema = z.strictObject({
  template_id: idSchema,
  due_date: clinicDay.nullish(),
  /** The programme-messages box, unticked unless the patient ticks it. */
  messages_consent: z.boolean({ error: m.consentInvalid }),
});
export type ProgrammeOrderInput = z.infer<typeof programmeOrderSchema>;

/** PUT /v1/programmes/messages-consent: the patient's own switch for programme messages. */
export const messagesConsentSchema = z.strictObject({ given: z.boolean({ error: m.consentInvalid }) });
