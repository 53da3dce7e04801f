import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { healthFileSchema } from '../../../lib/validation/health-file';
import { requireRole } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { assertMayReadFile, healthFileOf, saveHealthFile } from './health-file';

/** The clinical side of a patient: their doctor's and the admin's, never the front desk's (decision 052). */
const clinical = requireRole('admin', 'doctor');

/** /v1/users/patients/:id/health-file (issue 51, item 1): allergies, conditions and regular medicines on file. */
export const healthFileRoutes = new Hono<AppEnv>()
  .get('/patients/:id/health-file', clinical, validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    await assertMayReadFile(c.var.db, c.var.auth!, id);
    return c.json(await healthFileOf(c.var.db, id));
  })
  .put('/patients/:id/health-file', clinical, validate('param', idParamSchema), validate('json', healthFileSchema), async (c) => {
    const { id } = c.req.valid('param');
    await assertMayReadFile(c.var.db, c.var.auth!, id);
    await saveHealthFile(c.var.db, id, c.req.valid('json'), c.var.auth!.id);
    return c.json(await healthFileOf(c.var.db, id));
  });
