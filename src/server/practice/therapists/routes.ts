import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { newTherapistSchema, therapistSchema } from '../../../lib/validation/resources';
import { requireAdmin } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import type { Therapist } from './responses';
import { saveTherapist } from './save-therapist';
import { listTherapists } from './therapists';

/**
 * /v1/therapists (issue 47), staff only: the Panchakarma wing's therapists, each a staff login of
 * role `therapist` with the therapies they are trained in and their week. A therapist is never
 * deleted (their sessions name them): staff set them inactive, which ends their sessions.
 */
export const therapistsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => c.json(await listTherapists(c.var.db)))
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const [therapist] = await listTherapists(c.var.db, c.req.valid('param').id);
    if (!therapist) throw notFound('Therapist');
    return c.json(therapist);
  })
  .post('/', validate('json', newTherapistSchema), async (c) => {
    const created = await saveTherapist(c.var.db, c.req.valid('json'));
    return c.json<Therapist>(created!, 201);
  })
  .put('/:id', validate('param', idParamSchema), validate('json', therapistSchema), async (c) => {
    const updated = await saveTherapist(c.var.db, c.req.valid('json'), c.req.valid('param').id);
    if (!updated) throw notFound('Therapist');
    return c.json(updated);
  });
