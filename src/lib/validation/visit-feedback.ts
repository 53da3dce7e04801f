import * as z from 'zod';
import { blankToNull, idSchema, text } from './common';

/** The highest rating; the lowest is 1 (issue 49: "rate 1–5"). */
export const FEEDBACK_RATING_MAX = 5;
/** The longest comment a patient may leave, in characters. */
export const FEEDBACK_COMMENT_MAX = 1000;
/** How long a feedback link works after it is sent, in days (issue 49). */
export const FEEDBACK_LINK_DAYS = 14;

/** The feedback link's answers and refusals; the public page translates each by its key. */
export const feedbackMessages = {
  linkNotFound: 'This feedback link is not valid',
  alreadyAnswered: 'This feedback has already been given. Thank you!',
  expired: 'This feedback link has expired',
  ratingInvalid: `Choose a rating from 1 to ${FEEDBACK_RATING_MAX}`,
  commentTooLong: `The comment must be at most ${FEEDBACK_COMMENT_MAX} characters`,
  commentInvalid: 'The comment must be text',
  tooMany: 'Too many tries from this device. Please wait a few minutes and try again.',
} as const;

/** The link's token as the message carries it: 24 URL-safe characters. */
export const FEEDBACK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** GET and POST /v1/feedback/:token: a token of any other shape is simply not found. */
export const feedbackTokenParamSchema = z.object({ token: z.string() });

/** POST /v1/feedback/:token: the rating 1-5 and an optional comment (blank: none). */
export const feedbackAnswerSchema = z.strictObject({
  rating: z
    .number({ error: feedbackMessages.ratingInvalid })
    .int(feedbackMessages.ratingInvalid)
    .min(1, feedbackMessages.ratingInvalid)
    .max(FEEDBACK_RATING_MAX, feedbackMessages.ratingInvalid),
  comment: z.preprocess(
    blankToNull,
    text({ error: feedbackMessages.commentInvalid }).trim().max(FEEDBACK_COMMENT_MAX, feedbackMessages.commentTooLong).nullish(),
  ),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;

/** GET /v1/visit-feedback?patient_id=: one patient's answers, for staff. */
export const feedbackListQuerySchema = z.object({ patient_id: idSchema });
