import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { patientCorrectionSchema } from '../../../lib/validation/patient-details';
import { requireDesk, requireRole } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { correctPatient, patientPage } from './patient-page';

/** /v1/users/patients/:id, beyond SPEC (issue 34): one patient's whole story; a doctor only a patient of theirs, without the money. */
export const patientPageRoutes = new Hono<AppEnv>()
  .get('/patients/:id', requireRole('admin', 'receptionist', 'doctor'), validate('param', idParamSchema), async (c) =>
    c.json(await patientPage(c.var.db, c.var.auth!, c.req.valid('param').id)),
  )
  .put('/patients/:id', requireDesk, validate('param', idParamSchema), validate('json', patientCorrectionSchema), async (c) =>
    c.json(await correctPatient(c.var.db, c.var.auth!, c.req.valid('param').id, c.req.valid('json'))),
  );
