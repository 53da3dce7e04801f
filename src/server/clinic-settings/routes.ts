import { Hono } from 'hono';
import { clinicSettingsSchema } from '../../lib/validation/clinic-settings';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import { validate } from '../validate';
import { readClinicSettings, updateClinicSettings } from './clinic-settings';
import { toClinicSettingsJson } from './responses';

/** /api/v1/clinic-settings: anyone reads the clinic's public details; an admin edits them. */
export const clinicSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(toClinicSettingsJson(await readClinicSettings(c.var.db))))
  .put('/', requireAdmin, validate('json', clinicSettingsSchema), async (c) =>
    c.json(toClinicSettingsJson(await updateClinicSettings(c.var.db, c.req.valid('json')))),
  );
