import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Hosts the pages load scripts from: Razorpay Checkout, Firebase's bot check, the translate widget. */
const SCRIPT_HOSTS = [
  'https://checkout.razorpay.com',
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://apis.google.com',
  'https://translate.google.com',
  'https://translate.googleapis.com',
];

/** Everything but script-src, which the build fills with the hashes of the pages' inline scripts. */
const OTHER_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline' https://translate.googleapis.com https://www.gstatic.com",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://*.googleapis.com https://*.razorpay.com https://translate.googleapis.com",
  'frame-src https://api.razorpay.com https://checkout.razorpay.com https://www.google.com https://*.firebaseapp.com https://translate.google.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of each inline script in an HTML page ('sha256-…' of its exact text). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The pages' Content-Security-Policy: only our own, the listed hosts' and the hashed inline scripts run. */
export function contentSecurityPolicy(hashes: Iterable<string>): string {
  const scriptSrc = ["script-src 'self'", ...[...new Set(hashes)].sort(), ...SCRIPT_HOSTS].join(' ');
  return [OTHER_DIRECTIVES[0], scriptSrc, ...OTHER_DIRECTIVES.slice(1)].join('; ');
}

/** Netlify's `_headers` file in the published folder; the local server applies it too. */
export const HEADERS_FILE = '_headers';

/**
 * Hashes every inline script of the built pages (Astro's island bootstrap is inline) and writes
 * the policy to dist/_headers, so no page needs 'unsafe-inline' for scripts.
 */
export function writeContentSecurityPolicy(dir: string): number {
  const hashes = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    for (const hash of inlineScriptHashes(readFileSync(join(entry.parentPath, entry.name), 'utf8'))) hashes.add(hash);
  }
  writeFileSync(join(dir, HEADERS_FILE), `/*\n  Content-Security-Policy: ${contentSecurityPolicy(hashes)}\n`);
  return hashes.size;
}

/** Astro integration: the pages' CSP with the hashes of their inline scripts. */
export function inlineScriptPolicy(): AstroIntegration {
  return {
    name: 'inline-script-policy',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const count = writeContentSecurityPolicy(fileURLToPath(dir));
        logger.info(`Content-Security-Policy with ${count} inline script hashes written to ${HEADERS_FILE}`);
      },
    },
  };
}
