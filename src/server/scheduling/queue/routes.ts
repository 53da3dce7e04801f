import { Hono } from 'hono';
import { queueBoardQuerySchema, queueQuerySchema, walkInSchema } from '../../../lib/validation/queue';
import { requireDesk, requireDoctor } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { clinicNow } from '../../kernel/clock';
import { indiaDateOf } from '../../../lib/time/clinic-time';
import { validate } from '../../kernel/validate';
import { addWalkIn, callNext, doctorQueueToday, queueBoard, queueOfDay } from './queue';

/**
 * /v1/queue (issue 51 item 7), the front desk: the day's queues per doctor with names, arrival
 * and call times and the average wait, and a walk-in added to a doctor's queue today. A booked
 * in-person visit gets its token when the desk marks the patient arrived.
 */
export const queueRoutes = new Hono<AppEnv>()
  .use(requireDesk)
  .get('/', validate('query', queueQuerySchema), async (c) => c.json(await queueOfDay(c.var.db, c.req.valid('query'))))
  .post('/walk-ins', validate('json', walkInSchema), async (c) => {
    const input = c.req.valid('json');
    const now = clinicNow();
    const token = await addWalkIn(c.var.db, input, c.var.auth!.id, now);
    const day = await queueOfDay(c.var.db, { date: indiaDateOf(now), doctorId: input.doctorId }, now);
    return c.json({ token: day.doctors[0]!.tokens.find((t) => t.id === token.id)!, queue: day.doctors[0]! }, 201);
  });

/**
 * /v1/queue-board, public: the waiting room's screen. Token numbers and initials only; no name,
 * mobile or patient id ever leaves here. Never cached: the screen reads it every ten seconds.
 */
export const queueBoardRoutes = new Hono<AppEnv>().get('/', validate('query', queueBoardQuerySchema), async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await queueBoard(c.var.db, c.req.valid('query').doctorId));
});

/** /v1/doctor/queue, the doctor's own (from the session): today's queue and "call the next patient in". */
export const doctorQueueRoutes = new Hono<AppEnv>()
  .use('/queue', requireDoctor)
  .use('/queue/*', requireDoctor)
  .get('/queue', async (c) => c.json(await doctorQueueToday(c.var.db, c.var.auth!.doctorId!)))
  .post('/queue/call-next', async (c) => {
    const doctorId = c.var.auth!.doctorId!;
    const now = clinicNow();
    await callNext(c.var.db, doctorId, now);
    return c.json(await doctorQueueToday(c.var.db, doctorId, now));
  });
