import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, posix, relative, sep } from 'node:path';
import { parse } from 'smol-toml';
import { getMimeType } from 'hono/utils/mime';
import { HEADERS_FILE } from './content-security-policy';
import { PRECOMPRESSED } from './precompress';

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

/**
 * Netlify's `_headers` file (a path line, then indented `Name: value` lines), which the build
 * writes into dist/ for the pages' CSP; no file means no rules.
 */
export function readHeadersFile(path: string): HeaderRule[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ for: line.trim(), values: {} });
    else if (rules.length > 0) {
      const colon = line.indexOf(':');
      if (colon > 0) rules.at(-1)!.values[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

/** What the local server applies: netlify.toml's rules, then the _headers file the build wrote into `distDir`. */
export function readSiteRules(tomlPath: string, distDir: string): SiteRules {
  const rules = readNetlifyRules(tomlPath);
  return { ...rules, headers: [...rules.headers, ...readHeadersFile(join(distDir, HEADERS_FILE))] };
}

type Matcher = (path: string) => Record<string, string> | null;

/** Netlify path patterns: `*` at the end matches the rest (as :splat), `:name` one segment. */
function compilePattern(pattern: string): Matcher {
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
  const regex = new RegExp(`^${source}/?$`);
  return (path) => {
    const match = regex.exec(path);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
  };
}

const fillTarget = (to: string, params: Record<string, string>) => to.replace(/:([a-zA-Z]+)/g, (_m, name: string) => params[name] ?? '');

type Encoding = 'br' | 'gzip';

/** One file of the site, read once at start, with its precompressed variants when the build made them. */
interface SiteFile {
  type: string;
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

function readSite(root: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  // No build yet (an API-only test run on a fresh clone): every page answers 404 until one exists.
  if (!existsSync(root)) return files;
  const names = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const present = new Set(names);
  for (const file of names) {
    const variantOf = PRECOMPRESSED.find((p) => file.endsWith(p.suffix) && present.has(file.slice(0, -p.suffix.length)));
    // Netlify reads _headers and never serves it.
    if (variantOf || file === join(root, HEADERS_FILE)) continue;
    const identity = readFileSync(file);
    const encoded: SiteFile['encoded'] = {};
    for (const { encoding, suffix } of PRECOMPRESSED) {
      if (present.has(file + suffix)) encoded[encoding] = readFileSync(file + suffix);
    }
    const type = getMimeType(file) ?? (extname(file) === '.webmanifest' ? 'application/manifest+json' : 'application/octet-stream');
    const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
    files.set('/' + relative(root, file).split(sep).join('/'), { type, etag, identity, encoded });
  }
  return files;
}

/** The best encoding the client accepts among those the file has (brotli first). */
function pickEncoding(acceptEncoding: string | null, file: SiteFile): Encoding | null {
  if (!acceptEncoding) return null;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!file.encoded[encoding]) continue;
    const offer = acceptEncoding.split(',').find((part) => part.trim().split(';')[0] === encoding);
    if (offer && !/;\s*q=0(\.0*)?\s*$/.test(offer)) return encoding;
  }
  return null;
}

/**
 * Serves the built site as Netlify would: a static file when one exists, otherwise the first
 * matching redirect (200 rewrites, 301/302 redirects), otherwise 404.html with status 404.
 * The [[headers]] rules apply to every answer. The files are read into memory once, at start:
 * a request costs a map lookup; brotli or gzip come from the files the build wrote beside them.
 */
export function createSiteHandler(root: string, rules: SiteRules) {
  const files = readSite(root);
  const headerRules = rules.headers.map((rule) => ({ matches: compilePattern(rule.for), values: rule.values }));
  const redirects = rules.redirects.map((rule) => ({ ...rule, matches: compilePattern(rule.from) }));
  const ruleHeaders = (path: string) => {
    const headers: Record<string, string> = {};
    for (const rule of headerRules) if (rule.matches(path)) Object.assign(headers, rule.values);
    return headers;
  };

  /** The file for a URL path: the file itself, `path/index.html` or `path.html`. */
  const findFile = (urlPath: string): SiteFile | null => {
    let key: string;
    try {
      key = posix.normalize(decodeURIComponent(urlPath)).replace(/\/+$/, '');
    } catch {
      return null;
    }
    return files.get(key) ?? files.get(`${key}/index.html`) ?? files.get(`${key}.html`) ?? null;
  };

  const fileResponse = (request: Request, path: string, file: SiteFile, status: number): Response => {
    const headers = ruleHeaders(path);
    headers['Content-Type'] = file.type;
    headers.ETag = file.etag;
    if (file.encoded.br || file.encoded.gzip) headers.Vary = 'Accept-Encoding';
    if (status === 200 && request.headers.get('if-none-match')?.includes(file.etag)) return new Response(null, { status: 304, headers });
    const encoding = pickEncoding(request.headers.get('accept-encoding'), file);
    const body = encoding ? file.encoded[encoding]! : file.identity;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.byteLength);
    return new Response(request.method === 'HEAD' ? null : body, { status, headers });
  };

  return (request: Request): Response => {
    const { url } = request;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const queryStart = url.indexOf('?', pathStart);
    const path = pathStart < 0 ? '/' : url.slice(pathStart, queryStart < 0 ? undefined : queryStart);
    const search = queryStart < 0 ? '' : url.slice(queryStart);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { ...ruleHeaders(path), Allow: 'GET, HEAD' } });
    }
    const file = findFile(path);
    for (const rule of redirects) {
      if (file && !rule.force) continue;
      const params = rule.matches(path);
      if (!params) continue;
      const target = fillTarget(rule.to, params);
      if (rule.status === 301 || rule.status === 302) {
        return new Response(null, { status: rule.status, headers: { ...ruleHeaders(path), Location: target + search } });
      }
      const rewritten = findFile(target);
      if (rewritten) return fileResponse(request, path, rewritten, rule.status);
    }
    if (file) return fileResponse(request, path, file, 200);
    const notFoundPage = files.get('/404.html');
    if (notFoundPage) return fileResponse(request, path, notFoundPage, 404);
    return new Response('Not Found', { status: 404, headers: ruleHeaders(path) });
  };
}
