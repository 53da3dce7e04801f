import type { PublishSite } from '../../kernel/app-env';
import type { AppConfig } from '../../kernel/config';

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
