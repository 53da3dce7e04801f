import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { StatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../kernel/app-env';
import { nodeResponse, requestHeader } from '../kernel/node-http';

/** Below this an answer costs more to compress than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
const gzipAsync = promisify(gzip);

/** The text of the large JSON answers made in flight, by answer. */
const largeAnswers = new WeakMap<Response, string>();

/**
 * Hono's own json(), noting the text of a large answer. A plain function, not a closure per
 * request: a closure that held the context cost a small request half its time in extra GC.
 */
function jsonNotingLarge(this: Context, object: unknown, arg?: number | ResponseInit, extraHeaders?: Record<string, string>): Response {
  const text = JSON.stringify(object);
  const headers = { 'Content-Type': 'application/json', ...extraHeaders };
  // Hono takes a status or a ResponseInit in this place alike.
  const response = this.newResponse(text, arg as StatusCode | undefined, headers);
  if (text.length >= COMPRESS_MIN_BYTES) largeAnswers.set(response, text);
  return response;
}

/**
 * Under the local server, GET JSON answers of 1 KB or more (the lists) go gzipped to clients that
 * take it; Netlify's CDN compresses the function's answers itself. The text is caught where the
 * route makes it (`c.json`), so a small answer is never read back: reading a finished answer's
 * body builds a WHATWG stream, which cost half of a /services request's time.
 */
export const gzipLargeJson = createMiddleware<AppEnv>(async (c, next) => {
  const outgoing = nodeResponse(c.env);
  if (!outgoing || c.req.method !== 'GET') return next();
  outgoing.setHeader('Vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(requestHeader(c, 'accept-encoding') ?? '')) return next();

  c.json = jsonNotingLarge as Context['json'];
  await next();

  const text = largeAnswers.get(c.res);
  if (text === undefined || c.res.status !== 200) return;
  const body = new Uint8Array(await gzipAsync(text));
  // Every header the route gave its answer (a list's X-Total-Count, an export's Content-Disposition).
  const { headers } = c.res;
  outgoing.setHeader('Content-Encoding', 'gzip');
  // Cleared first: Hono would otherwise copy the old answer's headers onto the new one a second time.
  c.res = undefined;
  c.res = new Response(body, { status: 200, headers });
});
