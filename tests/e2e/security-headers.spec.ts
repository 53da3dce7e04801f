import { createHash } from 'node:crypto';
import { expect, test } from './support/clinic-clock';

const paths = ['/', '/no-such-page', '/admin/dashboard', '/api/health', '/api/v1/services', '/api/v1/nothing', '/favicon.svg'];

test('Every answer carries the security headers and sets no cookie', async ({ request }) => {
  for (const path of paths) {
    const res = await request.get(path);
    const headers = res.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['set-cookie'], path).toBeUndefined();
  }
});

test('API errors carry no stack trace or SQL', async ({ request }) => {
  const answers = [
    await request.post('/api/v1/contact-queries', { data: '{"broken":', headers: { 'content-type': 'application/json' } }),
    await request.get('/api/v1/services/not-a-number'),
    await request.get('/api/v1/dashboard', { headers: { authorization: 'Bearer forged.token.here' } }),
  ];
  for (const res of answers) {
    expect(res.status()).toBeGreaterThanOrEqual(400);
    expect(res.status()).toBeLessThan(500);
    const text = await res.text();
    expect(JSON.parse(text)).toHaveProperty('error');
    expect(text).not.toMatch(/\bat \S+:\d+|node_modules|select |insert into/i);
  }
});

test("Pages run no inline script the build did not hash: the CSP has no 'unsafe-inline' for scripts", async ({ request }) => {
  for (const path of ['/', '/book-appointment', '/diet-plans', '/admin/']) {
    const res = await request.get(path);
    const policy = res.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!).filter(Boolean);
    expect(inline.length, `${path} has inline scripts (the island bootstrap)`).toBeGreaterThan(0);
    for (const body of inline) expect(scriptSrc, path).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
});

test('Firebase’s Google hosts are allowed only where a patient signs in with a phone code, and only reCAPTCHA’s paths', async ({ request }) => {
  const policyOf = async (path: string) => (await request.get(path)).headers()['content-security-policy'] ?? '';
  for (const path of ['/', '/about', '/hi/', '/gu/contact', '/diet-plans', '/admin/']) {
    expect(await policyOf(path), path).not.toMatch(/www\.google\.com|recaptcha|apis\.google\.com|identitytoolkit|firebaseapp/);
  }
  for (const path of ['/book-appointment', '/my-appointments', '/hi/book-appointment', '/gu/my-appointments']) {
    const policy = await policyOf(path);
    expect(policy, path).toContain('https://www.google.com/recaptcha/');
    expect(policy, path).toContain('https://identitytoolkit.googleapis.com');
    expect(policy, path).not.toMatch(/https:\/\/www\.google\.com(?=[\s;]|$)|apis\.google\.com|\*\.googleapis\.com|firebaseapp/);
  }
});
