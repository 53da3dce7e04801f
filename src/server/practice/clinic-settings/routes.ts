import { type Context, Hono } from 'hono';
import { clinicLogoMessages, clinicSettingsSchema } from '../../../lib/validation/clinic-settings';
import { requireAdmin } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { AppError } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { readClinicSettings, type ClinicSettingsRow, updateClinicSettings } from './clinic-settings';
import { readClinicLogo, removeClinicLogo, saveClinicLogo } from './clinic-logo';
import { changesPublicPages, toPublicClinicDetails } from './public-details';
import { toClinicSettingsJson } from './responses';

/**
 * Runs an edit and answers the saved settings. The pages are pre-rendered: when the edit changed
 * what they print they are rebuilt; a failure leaves the saved details (messages and documents
 * read them at once) and waits for the next save or deploy.
 */
async function edit(c: Context<AppEnv>, change: () => Promise<ClinicSettingsRow>) {
  const before = await readClinicSettings(c.var.db);
  const saved = await change();
  const { publishSite } = c.var.deps;
  if (publishSite && changesPublicPages(before, saved)) {
    await publishSite(toPublicClinicDetails(saved)).catch((err: unknown) =>
      console.error("[site] could not start the public pages' rebuild:", err instanceof Error ? err.message : 'unknown error'),
    );
  }
  return c.json(toClinicSettingsJson(saved));
}

/** /api/v1/clinic-settings: anyone reads the clinic's public details; an admin edits them. */
export const clinicSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(toClinicSettingsJson(await readClinicSettings(c.var.db))))
  .put('/', requireAdmin, validate('json', clinicSettingsSchema), (c) => edit(c, () => updateClinicSettings(c.var.db, c.req.valid('json'))))
  // The logo (issue 45): public, as the site's header shows it; its URL carries the settings' time, so it may be cached for good.
  // The API's own headers (nosniff, default-src 'none') keep it an image.
  .get('/logo', async (c) => {
    const logo = await readClinicLogo(c.var.db, c.var.deps.providers.storage);
    if (!logo) throw new AppError('not_found', clinicLogoMessages.none);
    c.header('Content-Type', logo.type);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(logo.bytes.slice().buffer);
  })
  // multipart/form-data with one `file`; the type comes from the bytes, not the name or the part's header.
  .put('/logo', requireAdmin, async (c) => {
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    if (!(form.file instanceof File)) throw new AppError('invalid', clinicLogoMessages.fileMissing);
    const bytes = new Uint8Array(await form.file.arrayBuffer());
    return edit(c, () => saveClinicLogo(c.var.db, c.var.deps.providers.storage, bytes));
  })
  .delete('/logo', requireAdmin, (c) => edit(c, () => removeClinicLogo(c.var.db, c.var.deps.providers.storage)));
