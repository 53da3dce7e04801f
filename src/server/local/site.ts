import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { parse } from 'smol-toml';
import { getMimeType } from 'hono/utils/mime';

interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force?: boolean;
}

interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/** The redirects and headers of netlify.toml, so the local server behaves as Netlify does. */
export interface SiteRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

export function readNetlifyRules(tomlPath: string): SiteRules {
  const config = parse(readFileSync(tomlPath, 'utf8')) as { redirects?: RedirectRule[]; headers?: HeaderRule[] };
  return { redirects: config.redirects ?? [], headers: config.headers ?? [] };
}

/** Netlify path patterns: `*` at the end matches the rest (as :splat), `:name` one segment. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*$/, () => {
      names.push('splat');
      return '(?:/(.*))?';
    })
    .replace(/:([a-zA-Z]+)/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const match = new RegExp(`^${source}/?$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
}

const fillTarget = (to: string, params: Record<string, string>) => to.replace(/:([a-zA-Z]+)/g, (_m, name: string) => params[name] ?? '');

/** A file under `root` for a URL path: the file itself, `path/index.html` or `path.html`. */
function findFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const base = normalize(join(root, decoded));
  if (base !== root && !base.startsWith(root + sep)) return null;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function fileResponse(file: string, status: number, method: string): Response {
  const type = getMimeType(file) ?? (extname(file) === '.webmanifest' ? 'application/manifest+json' : 'application/octet-stream');
  const size = statSync(file).size;
  const body = method === 'HEAD' ? null : (Readable.toWeb(createReadStream(file)) as ReadableStream);
  return new Response(body, { status, headers: { 'Content-Type': type, 'Content-Length': String(size) } });
}

/**
 * Serves the built site as Netlify would: a static file when one exists, otherwise the first
 * matching redirect (200 rewrites, 301/302 redirects), otherwise 404.html with status 404.
 * The [[headers]] rules apply to every answer.
 */
export function createSiteHandler(root: string, rules: SiteRules) {
  const rootDir = normalize(root);
  const withHeaders = (path: string, response: Response) => {
    for (const rule of rules.headers) {
      if (matchPattern(rule.for, path)) for (const [k, v] of Object.entries(rule.values)) response.headers.set(k, v);
    }
    return response;
  };

  return (request: Request): Response => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return withHeaders(path, new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } }));
    }
    const file = findFile(rootDir, path);
    for (const rule of rules.redirects) {
      if (file && !rule.force) continue;
      const params = matchPattern(rule.from, path);
      if (!params) continue;
      const target = fillTarget(rule.to, params);
      if (rule.status === 301 || rule.status === 302) {
        return withHeaders(path, new Response(null, { status: rule.status, headers: { Location: target + url.search } }));
      }
      const rewritten = findFile(rootDir, target);
      if (rewritten) return withHeaders(path, fileResponse(rewritten, rule.status, request.method));
    }
    if (file) return withHeaders(path, fileResponse(file, 200, request.method));
    const notFoundPage = join(rootDir, '404.html');
    if (existsSync(notFoundPage)) return withHeaders(path, fileResponse(notFoundPage, 404, request.method));
    return withHeaders(path, new Response('Not Found', { status: 404 }));
  };
}
