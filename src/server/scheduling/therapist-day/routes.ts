import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { markSessionDoneSchema, therapistDayQuerySchema } from '../../../lib/validation/course-views';
import { requireRole } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { clinicNow } from '../../kernel/clock';
import { validate } from '../../kernel/validate';
import { markSessionDone, therapistDay } from './therapist-day';

/**
 * /v1/course-sessions, a therapist's own (issue 47): the day's sessions that hold them, and marking
 * one done. The therapist comes from the session, never from the request; an admin may mark any.
 */
export const therapistDayRoutes = new Hono<AppEnv>()
  .get('/mine', requireRole('therapist'), validate('query', therapistDayQuerySchema), async (c) =>
    c.json(await therapistDay(c.var.db, c.var.auth!.id, c.req.valid('query').date)),
  )
  .post('/:id/done', requireRole('therapist', 'admin'), validate('param', idParamSchema), validate('json', markSessionDoneSchema), async (c) => {
    const auth = c.var.auth!;
    const viewer = { id: auth.id, role: auth.role === 'admin' ? ('admin' as const) : ('therapist' as const) };
    return c.json(await markSessionDone(c.var.db, c.req.valid('param').id, viewer, c.req.valid('json').note, clinicNow()));
  });
