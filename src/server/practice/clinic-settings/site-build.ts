import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import type { PublicClinicDetails } from '../../../i18n/clinic-details';
import { type PanchakarmaPageFacts, SEEDED_PANCHAKARMA_FACTS } from '../../../lib/domain/panchakarma-page';
import { panchakarmaPageFacts } from '../course-templates/panchakarma-page-facts';
import type { DatabaseSource } from '../../kernel/db/database';
import { openPglite } from '../../kernel/db/pglite';
import { openPostgres } from '../../kernel/db/postgres';
import { readClinicSettings } from './clinic-settings';
import { CLINIC_DETAILS_ENV } from './clinic-details-env';
import { toPublicClinicDetails } from './public-details';

/**
 * The database the build points at: DATABASE_URL (Netlify's production, or a PostgreSQL server),
 * else the embedded one of `npm start` when it exists. None: the pages keep the catalogues' details.
 */
async function openBuildDatabase(env: Record<string, string | undefined>, projectDir: string): Promise<DatabaseSource | null> {
  if (env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL)) return openPostgres(env.DATABASE_URL, 1);
  const pgliteDir = join(env.DATA_DIR ?? join(projectDir, '.data'), 'pglite');
  return existsSync(pgliteDir) ? openPglite(pgliteDir) : null;
}

/**
 * Everything the pages print from the database (the clinic's details; the Panchakarma page's price
 * range and service, issue 47), read in one opening of it. Details handed by the local server
 * (whose embedded database is held open) or no database: the seeded clinic's Panchakarma facts.
 */
export async function siteFactsForBuild(
  env: Record<string, string | undefined>,
  projectDir: string,
): Promise<{ details: PublicClinicDetails | null; panchakarma: PanchakarmaPageFacts }> {
  const given = env[CLINIC_DETAILS_ENV];
  if (given) return { details: JSON.parse(given) as PublicClinicDetails, panchakarma: SEEDED_PANCHAKARMA_FACTS };
  const database = await openBuildDatabase(env, projectDir);
  if (!database) return { details: null, panchakarma: SEEDED_PANCHAKARMA_FACTS };
  try {
    const { db } = database.acquire();
    return { details: toPublicClinicDetails(await readClinicSettings(db)), panchakarma: await panchakarmaPageFacts(db) };
  } finally {
    await database.close();
  }
}

/**
 * Astro integration (issue 45): the public pages print the clinic's name, address, phone, e-mail,
 * hours, registration and logo from the settings as they are when the site is built
 * (src/i18n/catalogues.ts reads them as __CLINIC_DETAILS__). Saving the settings rebuilds the site.
 */
export function clinicDetailsAtBuild(): AstroIntegration {
  return {
    name: 'clinic-details',
    hooks: {
      'astro:config:setup': async ({ command, config, updateConfig, logger }) => {
        if (command !== 'build') return;
        const { details, panchakarma } = await siteFactsForBuild(process.env, new URL('.', config.root).pathname);
        logger.info(details ? `the clinic's details from its settings: ${details.name}` : "no database: the catalogues' clinic details");
        updateConfig({
          vite: { define: { __CLINIC_DETAILS__: JSON.stringify(details), __PANCHAKARMA_PAGE__: JSON.stringify(panchakarma) } },
        });
      },
    },
  };
}
