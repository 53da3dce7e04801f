import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../kernel/app-env';
import { nodeResponse } from '../kernel/node-http';

/**
 * What every API answer carries: secure headers (the set hono/secure-headers gives with our CSP,
 * HSTS and referrer policy) and no caching unless the route says otherwise.
 */
export const API_HEADERS: [name: string, value: string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Cache-Control', 'no-store'],
];

/**
 * Gives every answer API_HEADERS. Under Node they go on the Node response before the route runs:
 * the adapter merges them with the answer's own, and the answer keeps its plain header object,
 * which the adapter writes without building a WHATWG Headers list (reading or writing `c.res.headers`
 * builds one: a third of a small answer's time). Elsewhere (Netlify, tests) onto the answer itself.
 */
export const withApiHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const outgoing = nodeResponse(c.env);
  if (outgoing) {
    for (const [name, value] of API_HEADERS) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  const { headers } = c.res;
  // A route that chose its own caching (the logo, the public class sessions) keeps it, as under Node.
  for (const [name, value] of API_HEADERS) if (name !== 'Cache-Control' || !headers.has(name)) headers.set(name, value);
});
