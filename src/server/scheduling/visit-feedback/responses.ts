import * as z from 'zod';
import { FEEDBACK_RATING_MAX } from '../../../lib/validation/visit-feedback';
import { LOCALES } from '../../../i18n/locales';

const rating = z.number().int().min(1).max(FEEDBACK_RATING_MAX);

/**
 * GET /v1/feedback/:token: what the public page shows. No personal data beyond the first name;
 * the review link only once the patient has answered (asked of everyone, shown to everyone who rates).
 */
export const feedbackLinkResponse = z.strictObject({
  status: z.enum(['open', 'answered', 'expired']),
  clinic_name: z.string(),
  patient_first_name: z.string(),
  doctor_name: z.string(),
  service_name: z.string(),
  visit_time: z.iso.datetime(),
  language: z.enum(LOCALES),
  expires_at: z.iso.datetime(),
  review_url: z.string().nullable(),
});
export type FeedbackLink = z.infer<typeof feedbackLinkResponse>;

/** One answer as staff read it on the patient's page. */
export const visitFeedbackEntry = z.strictObject({
  id: z.number().int(),
  appointment_id: z.number().int(),
  rating,
  comment: z.string().nullable(),
  answered_at: z.iso.datetime(),
  visit_time: z.iso.datetime(),
  doctor: z.strictObject({ id: z.number().int(), name: z.string() }),
  service: z.strictObject({ id: z.number().int(), name: z.string() }),
});
export type VisitFeedbackEntry = z.infer<typeof visitFeedbackEntry>;

const average = z.strictObject({ id: z.number().int(), name: z.string(), average: z.number(), count: z.number().int() });

/** GET /v1/visit-feedback/summary: the dashboard's averages by doctor and by service over the last days. */
export const feedbackSummaryResponse = z.strictObject({
  days: z.number().int(),
  /** Requests due in the period, and ratings given in it. */
  asked: z.number().int(),
  answered: z.number().int(),
  /** Null when nobody answered. */
  average: z.number().nullable(),
  by_doctor: z.array(average),
  by_service: z.array(average),
});
export type FeedbackSummary = z.infer<typeof feedbackSummaryResponse>;

/** POST /v1/feedback/:token: taken; the clinic's public review link, shown to every patient who answered (null: none set). */
export const feedbackAnsweredResponse = z.strictObject({ status: z.literal('answered'), review_url: z.string().nullable() });
export type FeedbackAnswered = z.infer<typeof feedbackAnsweredResponse>;
