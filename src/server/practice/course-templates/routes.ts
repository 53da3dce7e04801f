import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { courseTemplateSchema } from '../../../lib/validation/resources';
import { requireAdmin } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { findCourseTemplate, listCourseTemplates, saveCourseTemplate } from './course-templates';

/**
 * /v1/course-templates (issue 47): the courses the clinic sells, each a list of therapies by day.
 * Visitors read the active ones (the Panchakarma page states their prices); staff write them.
 */
export const courseTemplatesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listCourseTemplates(c.var.db, c.var.auth?.role === 'admin')))
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const template = await findCourseTemplate(c.var.db, c.req.valid('param').id, c.var.auth?.role === 'admin');
    if (!template) throw notFound('Course template');
    return c.json(template);
  })
  .post('/', requireAdmin, validate('json', courseTemplateSchema), async (c) => {
    const input = c.req.valid('json');
    const saved = await c.var.db.transaction((tx) => saveCourseTemplate(tx, input));
    return c.json(saved!, 201);
  })
  .put('/:id', requireAdmin, validate('param', idParamSchema), validate('json', courseTemplateSchema), async (c) => {
    const input = c.req.valid('json');
    const saved = await c.var.db.transaction((tx) => saveCourseTemplate(tx, input, c.req.valid('param').id));
    if (!saved) throw notFound('Course template');
    return c.json(saved);
  });
