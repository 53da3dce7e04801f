import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { prescriptionTemplateSchema } from '../../../lib/validation/prescription-templates';
import { requireDoctor } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { createTemplate, deleteTemplate, templateFor, templatesFor, updateTemplate } from './prescription-templates';

/**
 * /v1/prescription-templates (issue 51 item 5): a doctor's named prescriptions, and the ones other
 * doctors share. Only doctors write prescriptions, so only doctors reach them.
 */
export const prescriptionTemplateRoutes = new Hono<AppEnv>()
  .use(requireDoctor)
  .get('/', async (c) => c.json(await templatesFor(c.var.db, c.var.auth!.doctorId!)))
  .post('/', validate('json', prescriptionTemplateSchema), async (c) =>
    c.json(await createTemplate(c.var.db, c.var.auth!.doctorId!, c.req.valid('json')), 201),
  )
  .get('/:id', validate('param', idParamSchema), async (c) => c.json(await templateFor(c.var.db, c.var.auth!.doctorId!, c.req.valid('param').id)))
  .put('/:id', validate('param', idParamSchema), validate('json', prescriptionTemplateSchema), async (c) =>
    c.json(await updateTemplate(c.var.db, c.var.auth!.doctorId!, c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    await deleteTemplate(c.var.db, c.var.auth!.doctorId!, c.req.valid('param').id);
    return c.body(null, 204);
  });
