import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HEADERS_FILE, inlineScriptHashes, writeContentSecurityPolicy } from '../../src/server/local/content-security-policy';
import { readHeadersFile } from '../../src/server/local/site';

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
