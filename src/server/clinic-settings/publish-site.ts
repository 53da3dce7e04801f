import type { PublicClinicDetails } from '../../i18n/clinic-details';
import type { AppConfig } from '../config';

/** Brings the pre-rendered public pages up to date with the clinic's details (issue 45): a host's own way. */
export type PublishSite = (details: PublicClinicDetails) => Promise<void>;

/**
 * Production: asks Netlify for a new build (its build hook, NETLIFY_BUILD_HOOK_URL); the build reads
 * the settings from the database. The URL is a secret (anyone holding it can deploy): never logged.
 */
export const netlifyBuildHook =
  (hookUrl: string, fetchImpl: typeof fetch = fetch): PublishSite =>
  async () => {
    const res = await fetchImpl(hookUrl, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`the site's build hook answered ${res.status}`);
  };

/** The Netlify function's way: the build hook when NETLIFY_BUILD_HOOK_URL is set, else none (a deploy brings the pages up to date). */
export const publishSiteOf = (config: Pick<AppConfig, 'siteBuildHookUrl'>): PublishSite | undefined =>
  config.siteBuildHookUrl ? netlifyBuildHook(config.siteBuildHookUrl) : undefined;
