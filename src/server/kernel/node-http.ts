import { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Under the local server, @hono/node-server hands each request its Node objects as `env`. Reading
 * a header or adding one there spares building a WHATWG Headers list, which costs more than the
 * rest of a small API answer. Elsewhere (Netlify, tests) these find nothing and callers fall back
 * to the Web objects.
 */
interface NodeBindings {
  incoming?: unknown;
  outgoing?: unknown;
}

/** The Node response of this request, when the local server serves it. */
export function nodeResponse(env: unknown): ServerResponse | undefined {
  const outgoing = (env as NodeBindings | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/** One request header (lower-case name), from Node's parsed headers when there are some. */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  if (!(incoming instanceof IncomingMessage)) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
