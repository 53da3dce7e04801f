import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { newReceptionistSchema, receptionistSchema } from '../../../lib/validation/resources';
import type { AppEnv } from '../../kernel/app-env';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { requireAdmin } from '../auth/middleware';
import { listReceptionists, saveReceptionist } from './receptionists';

/**
 * /v1/receptionists (issue 51), staff (admin) only: the front desk's logins, role `receptionist`.
 * Staff accounts are never the receptionist's own to see or change (docs/decisions/052).
 */
export const receptionistsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => c.json(await listReceptionists(c.var.db)))
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const [receptionist] = await listReceptionists(c.var.db, c.req.valid('param').id);
    if (!receptionist) throw notFound('Receptionist');
    return c.json(receptionist);
  })
  .post('/', validate('json', newReceptionistSchema), async (c) => c.json(await saveReceptionist(c.var.db, c.req.valid('json')), 201))
  .put('/:id', validate('param', idParamSchema), validate('json', receptionistSchema), async (c) => {
    const updated = await saveReceptionist(c.var.db, c.req.valid('json'), c.req.valid('param').id);
    if (!updated) throw notFound('Receptionist');
    return c.json(updated);
  });
