// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  integrations: [react(), sitemap({ filter: (page) => !page.includes('/admin') && !page.includes('/diet-plans/recipe') })],
  build: { inlineStylesheets: 'auto' },
  vite: {
    // react-slick is CommonJS: bundle it for the server render of the carousel island.
    ssr: { noExternal: ['react-slick'] },
  },
});
