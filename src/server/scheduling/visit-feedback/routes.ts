import { Hono } from 'hono';
import {
  feedbackAnswerSchema,
  feedbackListQuerySchema,
  feedbackMessages as m,
  feedbackTokenParamSchema,
} from '../../../lib/validation/visit-feedback';
import { requireAdmin, requireRole } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { clinicNow } from '../../kernel/clock';
import { limitPerClientAddress } from '../../kernel/rate-limit';
import { validate } from '../../kernel/validate';
import { answerFeedback, describeFeedbackLink } from './feedback-link';
import { feedbackSummary, patientFeedback } from './feedback-reports';
import type { FeedbackAnswered } from './responses';

/** Requests to the feedback page one client may make in 15 minutes: a patient needs two or three. */
export const FEEDBACK_REQUESTS_PER_CLIENT = 60;

/** Every request counts against its client address, known token or not (tokens are 144 random bits). */
const limitPerClient = limitPerClientAddress('feedback-link', { limit: FEEDBACK_REQUESTS_PER_CLIENT, windowSeconds: 15 * 60, message: m.tooMany });

/** /v1/feedback/:token (issue 49): the single-use link of a visit's feedback request, no sign-in. */
export const feedbackLinkRoutes = new Hono<AppEnv>()
  .use(limitPerClient)
  .get('/:token', validate('param', feedbackTokenParamSchema), async (c) =>
    c.json(await describeFeedbackLink(c.var.db, c.req.valid('param').token, clinicNow())),
  )
  .post('/:token', validate('param', feedbackTokenParamSchema), validate('json', feedbackAnswerSchema), async (c) => {
    const { token } = c.req.valid('param');
    const { reviewUrl } = await answerFeedback(c.var.db, token, c.req.valid('json'), clinicNow());
    return c.json<FeedbackAnswered>({ status: 'answered', review_url: reviewUrl });
  });

/** /v1/visit-feedback (issue 49): staff read the answers; the dashboard's averages are the clinic's (admin), a patient's answers also their doctor's. */
export const visitFeedbackRoutes = new Hono<AppEnv>()
  .get('/summary', requireAdmin, async (c) => c.json(await feedbackSummary(c.var.db, clinicNow())))
  .get('/', requireRole('admin', 'doctor'), validate('query', feedbackListQuerySchema), async (c) =>
    c.json(await patientFeedback(c.var.db, c.var.auth!, c.req.valid('query').patient_id)),
  );
