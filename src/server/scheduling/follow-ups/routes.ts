import { Hono } from 'hono';
import * as z from 'zod';
import { requireDesk } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { followUpsDue, recallCounts } from './follow-up-recall';

const DAY_MS = 86_400_000;
const dueQuerySchema = z.object({
  /** How far back overdue follow-ups are listed, and how far ahead coming ones. */
  days_back: z.coerce.number().int().min(0).max(365).default(30),
  days_ahead: z.coerce.number().int().min(0).max(365).default(14),
});

/** Staff's follow-up recalls (issue 29): who is due, who rebooked, and the dashboard's 30-day counts. */
export const followUpRoutes = new Hono<AppEnv>()
  .use(requireDesk)
  .get('/', validate('query', dueQuerySchema), async (c) => {
    const { days_back, days_ahead } = c.req.valid('query');
    const now = clinicNow().getTime();
    return c.json(await followUpsDue(c.var.db, { from: new Date(now - days_back * DAY_MS), to: new Date(now + days_ahead * DAY_MS) }));
  })
  .get('/summary', async (c) => c.json(await recallCounts(c.var.db, clinicNow())));
