// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { clinicDetailsAtBuild } from './src/server/practice/clinic-settings/site-build';
import { inlineScriptPolicy } from './src/server/local//content-security-policy';
import { precompress } from './src/server/local//precompress';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  // English keeps today's paths; Hindi and Gujarati live under /hi/ and /gu/ (src/pages/[lang]).
  i18n: { locales: ['en', 'hi', 'gu'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !page.includes('/admin') && !page.includes('/diet-plans/recipe') && !/\/(r|feedback|programme-stop)\/$/.test(page),
      // Each page's entry lists its Hindi and Gujarati versions as alternates.
      i18n: { defaultLocale: 'en', locales: { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' } },
    }),
    {
      name: 'client-interaction-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({
            name: 'interaction',
            entrypoint: fileURLToPath(new URL('./src/islands/shared/hydrate-on-interaction.ts', import.meta.url)),
          }),
      },
    },
    clinicDetailsAtBuild(),
    inlineScriptPolicy(),
    // Last, so it compresses the final files.
    precompress(),
  ],
  build: { inlineStylesheets: 'auto' },
  vite: {
    // react-slick is CommonJS: bundle it for the server render of the carousel island.
    ssr: { noExternal: ['react-slick'] },
  },
});
