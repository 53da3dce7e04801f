import { Hono } from 'hono';
import * as z from 'zod';
import { appointmentActionMessages as m } from '../../../lib/validation/messages';
import { runAfterCommit } from '../../kernel/after-commit';
import type { AppEnv } from '../../kernel/app-env';
import { limitPerClientAddress } from '../../kernel/rate-limit';
import { validate } from '../../kernel/validate';
import { answerThroughLink, cancelThroughLink, describeActionLink, rescheduleThroughLink, slotsForLink } from './link-answers';

const codeParamSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{12}$/, 'Not a valid link') });
/** A cancel is never one tap: the page showed the refund and the patient said yes once more. */
const cancelBodySchema = z.object({ confirm: z.literal(true, { error: 'Confirm the cancellation' }) });
const rescheduleBodySchema = z.object({ slot_id: z.number({ error: m.slotRequired }).int(m.slotRequired).positive(m.slotRequired) });

/** Requests to the reminder pages one client may make in 15 minutes: a patient needs a handful (issue 43). */
export const ACTION_LINK_REQUESTS_PER_CLIENT = 60;

/**
 * Every request counts against its client address first, known code or not: the codes are 72
 * random bits, so guessing is hopeless, but nothing else would stop a client trying (issue 43).
 */
const limitPerClient = limitPerClientAddress('action-link', { limit: ACTION_LINK_REQUESTS_PER_CLIENT, windowSeconds: 15 * 60, message: m.tooMany });

/**
 * The reminder's signed one-screen page (issue 28), no sign-in: whoever holds the link of a
 * reminder may confirm, ask to change, move or cancel that appointment, each once, until it starts.
 */
export const appointmentActionRoutes = new Hono<AppEnv>()
  .use(limitPerClient)
  .get('/:code', validate('param', codeParamSchema), async (c) => c.json(await describeActionLink(c.var.db, c.req.valid('param').code)))
  .get('/:code/slots', validate('param', codeParamSchema), async (c) => c.json(await slotsForLink(c.var.db, c.req.valid('param').code)))
  .post('/:code/confirm', validate('param', codeParamSchema), async (c) => {
    const { code } = c.req.valid('param');
    await answerThroughLink(c.var.db, code, 'confirm');
    return c.json(await describeActionLink(c.var.db, code));
  })
  .post('/:code/change', validate('param', codeParamSchema), async (c) => {
    const { code } = c.req.valid('param');
    await answerThroughLink(c.var.db, code, 'change');
    return c.json(await describeActionLink(c.var.db, code));
  })
  .post('/:code/reschedule', validate('param', codeParamSchema), validate('json', rescheduleBodySchema), async (c) => {
    const { code } = c.req.valid('param');
    const { afterCommit, moved } = await rescheduleThroughLink(c.var.db, c.var.deps.providers.notifications, code, c.req.valid('json').slot_id);
    await runAfterCommit(c, afterCommit);
    return c.json(moved);
  })
  .post('/:code/cancel', validate('param', codeParamSchema), validate('json', cancelBodySchema), async (c) => {
    const { code } = c.req.valid('param');
    await runAfterCommit(c, await cancelThroughLink(c.var.db, c.var.deps.providers.notifications, code));
    return c.json({ cancelled: true as const });
  });
