import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeContentSecurityPolicy } from '../../src/server/local//content-security-policy';
import { createSiteHandler, readSiteRules } from '../../src/server/local//site';

let handle: (request: Request) => Response;

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(root, 'admin'));
  mkdirSync(join(root, 'about'));
  writeFileSync(join(root, 'index.html'), 'home');
  writeFileSync(join(root, '404.html'), 'missing');
  writeFileSync(join(root, 'admin', 'index.html'), 'admin app');
  writeFileSync(join(root, 'about', 'index.html'), 'about');
  writeFileSync(join(tmpdir(), 'secret.txt'), 'secret');
  writeFileSync(join(root, 'page.html'), 'page');
  writeFileSync(join(root, 'page.html.br'), 'page in brotli');
  writeFileSync(join(root, 'page.html.gz'), 'page in gzip');
  writeContentSecurityPolicy(root);
  handle = createSiteHandler(root, readSiteRules(join(process.cwd(), 'netlify.toml'), root));
});

const get = (path: string) => handle(new Request(`http://localhost${path}`));

describe('local site handler (netlify.toml rules)', () => {
  it('serves pretty URLs and directory indexes', async () => {
    expect(await get('/').text()).toBe('home');
    expect(await get('/about').text()).toBe('about');
    expect(await get('/about/').text()).toBe('about');
  });

  it('serves the admin host page for every /admin path', async () => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/doctors/edit']) {
      const res = get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('admin app');
    }
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const res = get('/nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('missing');
  });

  it('never serves a file outside the site folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const res = get(path);
      expect(res.status).toBe(404);
    }
  });

  it("applies the security headers of netlify.toml and the build's _headers to every answer, and never serves _headers", () => {
    expect(get('/_headers').status).toBe(404);
    for (const path of ['/', '/nope', '/admin/x']) {
      const headers = get(path).headers;
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('strict-transport-security')).toContain('max-age=');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('refuses methods other than GET and HEAD', () => {
    expect(handle(new Request('http://localhost/', { method: 'POST' })).status).toBe(405);
  });

  it("serves the build's brotli or gzip copy by Accept-Encoding, and never the copy as a page", async () => {
    const fetchPage = (acceptEncoding?: string) =>
      handle(new Request('http://localhost/page', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }));
    const brotli = fetchPage('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(await brotli.text()).toBe('page in brotli');
    const gzip = fetchPage('gzip, br;q=0');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('page in gzip');
    const plain = fetchPage();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('page');
    expect(get('/page.html.br').status).toBe(404);
  });

  it('answers 304 to a request that already holds the current version', async () => {
    const first = get('/about');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = handle(new Request('http://localhost/about', { headers: { 'if-none-match': etag } }));
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    const changed = handle(new Request('http://localhost/about', { headers: { 'if-none-match': '"other"' } }));
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('about');
  });
});

describe('local site handler without a build', () => {
  it('answers 404 instead of failing to start when dist/ does not exist', () => {
    const handler = createSiteHandler(join(tmpdir(), 'no-build-here', 'dist'), { redirects: [], headers: [] });
    expect(handler(new Request('http://localhost/')).status).toBe(404);
  });
});
