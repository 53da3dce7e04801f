import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { FIREBASE_PHONE_AUTH, HEADERS_FILE, inlineScriptHashes, writeContentSecurityPolicy } from '../../src/server/local//content-security-policy';
import { createSiteHandler, readHeadersFile } from '../../src/server/local//site';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSrc = (policy: string) => policy.split(';').find((d) => d.trim().startsWith('script-src'))!;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, by their exact text', () => {
    const html = `<script>a()</script><script type="module" src="/_astro/x.js"></script><script type="module">b()</script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('writeContentSecurityPolicy', () => {
  it("writes a policy to _headers that lists every page's inline scripts and never 'unsafe-inline' for scripts", () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dir, 'index.html'), '<html><script>island()</script></html>');
    writeFileSync(join(dir, 'about.html'), '<html><script>other()</script><script>island()</script></html>');
    expect(writeContentSecurityPolicy(dir)).toBe(2);

    const [rule] = readHeadersFile(join(dir, HEADERS_FILE));
    expect(rule!.for).toBe('/*');
    const policy = rule!.values['Content-Security-Policy']!;
    expect(scriptSrc(policy)).toContain(sha('island()'));
    expect(scriptSrc(policy)).toContain(sha('other()'));
    expect(scriptSrc(policy)).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(readFileSync(join(dir, HEADERS_FILE), 'utf8')).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
  });

  it('reads no rules when the build wrote no _headers', () => {
    expect(readHeadersFile(join(tmpdir(), 'no-such-dir', HEADERS_FILE))).toEqual([]);
  });
});

describe('Firebase hosts in the pages’ policy (finding 11)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csp-firebase-'));
  const pages = ['', 'about', 'book-appointment', 'my-appointments', 'hi/book-appointment', 'gu/my-appointments', 'hi/about', 'contact'];
  for (const page of pages) {
    mkdirSync(join(dir, page), { recursive: true });
    writeFileSync(join(dir, page, 'index.html'), '<html><script>island()</script></html>');
  }
  writeContentSecurityPolicy(dir);
  const site = createSiteHandler(dir, { redirects: [], headers: readHeadersFile(join(dir, HEADERS_FILE)) });
  const policyOf = async (path: string) => (await site(new Request(`http://localhost${path}`))).headers.get('content-security-policy') ?? '';
  const GOOGLE_FOR_FIREBASE =
    /www\.google\.com|www\.gstatic\.com\/recaptcha|apis\.google\.com|recaptcha\.google\.com|\*\.googleapis\.com|identitytoolkit|securetoken|firebaseapp/;

  it.each(['/', '/about', '/contact', '/hi/about', '/no-such-page'])('%s gets no Firebase (Google) host', async (path) => {
    const policy = await policyOf(path);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(GOOGLE_FOR_FIREBASE);
  });

  it.each(['/book-appointment', '/book-appointment/', '/my-appointments', '/hi/book-appointment', '/gu/my-appointments/'])(
    '%s allows only the reCAPTCHA paths and the Identity Toolkit APIs',
    async (path) => {
      const policy = await policyOf(path);
      const directive = (name: string) => policy.split(';').find((d) => d.trim().startsWith(name)) ?? '';
      for (const host of FIREBASE_PHONE_AUTH.scripts) expect(directive('script-src')).toContain(host);
      for (const host of FIREBASE_PHONE_AUTH.frames) expect(directive('frame-src')).toContain(host);
      for (const host of FIREBASE_PHONE_AUTH.connect) expect(directive('connect-src')).toContain(host);
      expect(directive('script-src')).toContain(sha('island()'));
      // Whole Google hosts (JSONP on www.google.com) never appear without a path.
      expect(policy).not.toMatch(
        /https:\/\/www\.google\.com(?=[\s;]|$)|https:\/\/www\.gstatic\.com(?=[\s;]|$)|apis\.google\.com|\*\.googleapis\.com|firebaseapp/,
      );
    },
  );
});

describe('the admin app previews reports from its own blob: URLs (issue 45 item 8)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csp-admin-'));
  for (const page of ['', 'admin', 'contact']) {
    mkdirSync(join(dir, page), { recursive: true });
    writeFileSync(join(dir, page, 'index.html'), '<html><script>island()</script></html>');
  }
  writeContentSecurityPolicy(dir);
  const site = createSiteHandler(dir, { redirects: [], headers: readHeadersFile(join(dir, HEADERS_FILE)) });
  const directive = async (path: string, name: string) =>
    ((await site(new Request(`http://localhost${path}`))).headers.get('content-security-policy') ?? '')
      .split(';')
      .find((d) => d.trim().startsWith(name)) ?? '';

  it.each(['/admin', '/admin/my-schedule'])('%s may show blob: images and frames, no other new source', async (path) => {
    expect((await directive(path, 'img-src')).trim()).toBe("img-src 'self' data: https: blob:");
    expect(await directive(path, 'frame-src')).toContain('blob:');
    expect((await directive(path, 'object-src')).trim()).toBe("object-src 'none'");
  });

  it.each(['/', '/contact'])('%s (a public page) gets no blob: source', async (path) => {
    expect(await directive(path, 'img-src')).not.toContain('blob:');
    expect(await directive(path, 'frame-src')).not.toContain('blob:');
  });
});
