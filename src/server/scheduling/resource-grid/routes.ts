import { Hono } from 'hono';
import { resourceGridWindowSchema } from '../../../lib/validation/resources';
import { requireAdmin } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { readResourceGrid } from './read-grid';

/** /v1/resource-grid?from=&to= (issue 47), staff only: the rooms and therapists and what holds them. */
export const resourceGridRoutes = new Hono<AppEnv>().use(requireAdmin).get('/', validate('query', resourceGridWindowSchema), async (c) => {
  const { from, to } = c.req.valid('query');
  return c.json(await readResourceGrid(c.var.db, from, to));
});
