import { Hono } from 'hono';
import { clinicNow } from '../../kernel/clock';
import type { AppEnv } from '../../kernel/app-env';
import { shortLinkTarget } from './short-links';

/** What an unknown or expired short link shows: the patient's language is not known, so all three. */
const GONE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Link expired</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5">
<p>This link has expired or does not exist. Please call the clinic or open My appointments on our website.</p>
<p lang="hi">यह लिंक समाप्त हो गया है या मौजूद नहीं है। कृपया क्लिनिक को फ़ोन करें या हमारी वेबसाइट पर मेरे अपॉइंटमेंट खोलें।</p>
<p lang="gu">આ લિંકની મુદત પૂરી થઈ ગઈ છે અથવા તે અસ્તિત્વમાં નથી. કૃપા કરી ક્લિનિકને ફોન કરો અથવા અમારી વેબસાઇટ પર મારી એપોઇન્ટમેન્ટ્સ ખોલો.</p>
<p><a href="/">Home</a></p>
</body></html>`;

const SHORT_LINK_HEADERS = [
  ['Cache-Control', 'no-store'],
  ['Referrer-Policy', 'no-referrer'],
  ['Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Robots-Tag', 'noindex'],
] as const;

/**
 * GET /p/<code> (issue 44): an SMS's short link on the clinic's domain, answered by the API's
 * function (netlify/api/handler.ts, and the local server) with a 302 to the address it stands
 * for. Never cached, and no Referer goes on with the code; neither the code nor the address is logged.
 */
export const shortLinkRoutes = new Hono<AppEnv>().get('/:code{[A-Za-z0-9_-]{1,32}}', async (c) => {
  const target = await shortLinkTarget(c.var.db, c.req.param('code'), clinicNow());
  for (const [name, value] of SHORT_LINK_HEADERS) c.header(name, value);
  if (!target) return c.html(GONE_PAGE, 404);
  return c.redirect(target, 302);
});
