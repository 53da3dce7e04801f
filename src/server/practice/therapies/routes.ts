import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { type TherapyInput, therapySchema } from '../../../lib/validation/resources';
import { insertAudited, requireAdmin, updateAudited } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { therapies } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { type Therapy, toTherapyJson } from './responses';

const toTherapyRow = (input: TherapyInput) => ({
  nameEn: input.name.en,
  nameHi: input.name.hi,
  nameGu: input.name.gu,
  minutes: input.minutes,
  therapistsNeeded: input.therapistsNeeded,
  fitting: input.fitting,
  preInstructionsEn: input.preInstructions.en,
  preInstructionsHi: input.preInstructions.hi,
  preInstructionsGu: input.preInstructions.gu,
  status: input.status,
});

/** Visitors see the therapies offered; staff see the whole catalogue. */
const visibleTo = (isAdmin: boolean) => (isAdmin ? undefined : eq(therapies.status, true));

/**
 * /v1/therapies (issue 47): the therapy catalogue a course's steps and the public Panchakarma page
 * read. A therapy is never deleted (sessions will name it): staff set it inactive.
 */
export const therapiesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const rows = await c.var.db
      .select()
      .from(therapies)
      .where(visibleTo(c.var.auth?.role === 'admin'))
      .orderBy(asc(therapies.id));
    return c.json(rows.map(toTherapyJson));
  })
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const [row] = await c.var.db
      .select()
      .from(therapies)
      .where(and(eq(therapies.id, c.req.valid('param').id), visibleTo(c.var.auth?.role === 'admin')));
    if (!row) throw notFound('Therapy');
    return c.json(toTherapyJson(row));
  })
  .post('/', requireAdmin, validate('json', therapySchema), async (c) => {
    const created = await insertAudited(c.var.db, therapies, 'therapy', toTherapyRow(c.req.valid('json')));
    return c.json<Therapy>(toTherapyJson(created), 201);
  })
  .put('/:id', requireAdmin, validate('param', idParamSchema), validate('json', therapySchema), async (c) => {
    const updated = await updateAudited(c.var.db, therapies, 'therapy', c.req.valid('param').id, toTherapyRow(c.req.valid('json')));
    if (!updated) throw notFound('Therapy');
    return c.json(toTherapyJson(updated));
  });
