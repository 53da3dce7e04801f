import { Hono } from 'hono';
import { clinicSettingsSchema } from '../../lib/validation/clinic-settings';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import { validate } from '../validate';
import { readClinicSettings, updateClinicSettings } from './clinic-settings';
import { changesPublicPages, toPublicClinicDetails } from './public-details';
import { toClinicSettingsJson } from './responses';

/** /api/v1/clinic-settings: anyone reads the clinic's public details; an admin edits them. */
export const clinicSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(toClinicSettingsJson(await readClinicSettings(c.var.db))))
  .put('/', requireAdmin, validate('json', clinicSettingsSchema), async (c) => {
    const before = await readClinicSettings(c.var.db);
    const saved = await updateClinicSettings(c.var.db, c.req.valid('json'));
    const { publishSite } = c.var.deps;
    // The pages are pre-rendered: they show the new details once rebuilt. A failure leaves the
    // saved details (messages and documents read them at once) and waits for the next save or deploy.
    if (publishSite && changesPublicPages(before, saved)) {
      await publishSite(toPublicClinicDetails(saved)).catch((err: unknown) =>
        console.error("[site] could not start the public pages' rebuild:", err instanceof Error ? err.message : 'unknown error'),
      );
    }
    return c.json(toClinicSettingsJson(saved));
  });
