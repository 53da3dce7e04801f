import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { intakeFormSchema } from '../../../lib/validation/intake';
import { requireAdmin } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { currentIntakeForm, saveIntakeForm } from './intake-form';

/** Each service's intake form (issue 29): public to read, staff to edit (every save a new version). */
export const intakeFormRoutes = new Hono<AppEnv>()
  .get('/:id/intake-form', validate('param', idParamSchema), async (c) => c.json(await currentIntakeForm(c.var.db, c.req.valid('param').id)))
  .put('/:id/intake-form', requireAdmin, validate('param', idParamSchema), validate('json', intakeFormSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await saveIntakeForm(c.var.db, id, c.req.valid('json').questions, c.var.auth!.id));
  });
