import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { leaveQuerySchema, leaveSchema } from '../../../lib/validation/resources';
import { requireAdmin } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { addLeave, listLeave, removeLeave } from './resource-leave';
import type { ResourceLeave } from './responses';

/**
 * /v1/resource-leave (issue 47), staff only: whole days a therapist or a room is away. The
 * planner plans nothing on them (workingWindows leaves them out).
 */
export const resourceLeaveRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', validate('query', leaveQuerySchema), async (c) => {
    const { resourceKind, resourceId } = c.req.valid('query');
    return c.json(await listLeave(c.var.db, resourceKind, resourceId));
  })
  .post('/', validate('json', leaveSchema), async (c) => c.json<ResourceLeave>(await addLeave(c.var.db, c.req.valid('json')), 201))
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    if (!(await removeLeave(c.var.db, c.req.valid('param').id))) throw notFound('Leave');
    return c.body(null, 204);
  });
