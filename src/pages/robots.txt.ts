import type { APIRoute } from 'astro';

/** robots.txt with the sitemap's absolute URL, which depends on the site's address (SITE_URL). */
export const GET: APIRoute = ({ site }) =>
  new Response(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${new URL('sitemap-index.xml', site).href}`, ''].join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
