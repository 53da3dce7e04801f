import * as z from 'zod';
import { PROGRAMME_ANCHORS, PROGRAMME_END_REASONS, PROGRAMME_STATUSES } from '../../../lib/domain/programmes';

const question = z.union([
  z.strictObject({ key: z.string(), kind: z.literal('yes_no'), label: z.string(), flag: z.boolean() }),
  z.strictObject({ key: z.string(), kind: z.literal('scale'), label: z.string(), max: z.number().int(), flag_at_least: z.number().int().nullable() }),
]);

const guidance = z.strictObject({
  title: z.string(),
  intro: z.string().nullable(),
  sections: z.array(z.strictObject({ heading: z.string(), items: z.array(z.string()) })),
});

/** GET /v1/programmes/templates: what staff can enrol a patient in. */
export const programmeTemplateResponse = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  anchor: z.enum(PROGRAMME_ANCHORS),
  length_weeks: z.number().int(),
  is_pregnancy: z.boolean(),
  steps: z.array(
    z.strictObject({
      id: z.number().int(),
      position: z.number().int(),
      opens_week: z.number().int(),
      guidance_key: z.string(),
      suggest_consultation: z.boolean(),
    }),
  ),
});
export type ProgrammeTemplateJson = z.infer<typeof programmeTemplateResponse>;

/** A check-in as staff and the patient read it: answers, red flags, the doctor's answer. */
export const checkInResponse = z.strictObject({
  id: z.number().int(),
  enrolment_id: z.number().int(),
  step_id: z.number().int(),
  step_position: z.number().int(),
  answers: z.record(z.string(), z.union([z.boolean(), z.number()])),
  red_flags: z.array(z.string()),
  note: z.string().nullable(),
  submitted_at: z.iso.datetime(),
  reviewed_at: z.iso.datetime().nullable(),
  reply: z.string().nullable(),
  consultation_proposed: z.boolean(),
});
export type CheckInJson = z.infer<typeof checkInResponse>;

/** An enrolment as staff read it (the patient's page, the story page). */
export const enrolmentResponse = z.strictObject({
  id: z.number().int(),
  patient_id: z.number().int(),
  template_id: z.number().int(),
  template_slug: z.string(),
  programme_name: z.string(),
  doctor_id: z.number().int().nullable(),
  doctor_name: z.string().nullable(),
  anchor: z.enum(PROGRAMME_ANCHORS),
  anchor_date: z.iso.date(),
  enrolled_on: z.iso.date(),
  week: z.number().int(),
  status: z.enum(PROGRAMME_STATUSES),
  end_reason: z.enum(PROGRAMME_END_REASONS).nullable(),
  messages_consent: z.boolean(),
  queued_messages: z.number().int(),
  check_ins: z.array(checkInResponse),
});
export type EnrolmentJson = z.infer<typeof enrolmentResponse>;

const stepView = z.strictObject({
  id: z.number().int(),
  position: z.number().int(),
  opens_week: z.number().int(),
  opens_on: z.iso.date(),
  guidance,
  questions: z.array(question),
  suggest_consultation: z.boolean(),
  booking_url: z.string().nullable(),
  check_in: checkInResponse.nullable(),
});

/** GET /v1/programmes/mine: the patient's programmes in their language: where they are, this step, what comes next. */
export const myProgrammeResponse = z.strictObject({
  id: z.number().int(),
  programme_name: z.string(),
  is_pregnancy: z.boolean(),
  anchor: z.enum(PROGRAMME_ANCHORS),
  anchor_date: z.iso.date(),
  week: z.number().int(),
  length_weeks: z.number().int(),
  status: z.enum(PROGRAMME_STATUSES),
  doctor_name: z.string().nullable(),
  messages_consent: z.boolean(),
  current: stepView.nullable(),
  /** Earlier steps' check-ins still to fill (open, not sent). */
  open_earlier: z.array(z.strictObject({ id: z.number().int(), position: z.number().int(), title: z.string() })),
  next: z.strictObject({ position: z.number().int(), opens_on: z.iso.date(), opens_week: z.number().int(), title: z.string() }).nullable(),
  replies: z.array(checkInResponse),
});
export type MyProgrammeJson = z.infer<typeof myProgrammeResponse>;

/** GET /v1/programmes/alerts: red-flag check-ins not yet answered, newest first, for the doctor's queue. */
export const programmeAlertResponse = z.strictObject({
  check_in_id: z.number().int(),
  enrolment_id: z.number().int(),
  patient_id: z.number().int(),
  patient_name: z.string(),
  patient_mobile: z.string().nullable(),
  programme_name: z.string(),
  week: z.number().int(),
  red_flags: z.array(z.strictObject({ key: z.string(), label: z.string() })),
  note: z.string().nullable(),
  submitted_at: z.iso.datetime(),
});
export type ProgrammeAlertJson = z.infer<typeof programmeAlertResponse>;

/** POST /v1/programme-stop/:token: messages stopped. */
export const programmeStopResponse = z.strictObject({ status: z.literal('stopped'), programme_name: z.string() });

/** GET /v1/programmes/catalogue: a programme sold online and its price. */
export const programmeOfferResponse = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  anchor: z.enum(PROGRAMME_ANCHORS),
  length_weeks: z.number().int(),
  is_pregnancy: z.boolean(),
  price_paise: z.number().int().positive(),
});
export type ProgrammeOfferJson = z.infer<typeof programmeOfferResponse>;

/** POST /v1/programmes/orders: the checkout's order (the amount is the template's price). */
export const programmeOrderResponse = z.strictObject({
  template_id: z.number().int(),
  due_date: z.iso.date().nullable(),
  order: z.strictObject({
    order_id: z.string(),
    amount: z.number().int().positive(),
    currency: z.string(),
    key: z.string(),
    provider: z.enum(['local', 'razorpay']),
  }),
});
export type ProgrammeOrderJson = z.infer<typeof programmeOrderResponse>;

/** POST /v1/programmes/orders/verify: the enrolment the payment made, and its receipt. */
export const programmePaidResponse = z.strictObject({
  enrolment_id: z.number().int(),
  template_id: z.number().int(),
  receipt_number: z.string().nullable(),
});
export type ProgrammePaidJson = z.infer<typeof programmePaidResponse>;
