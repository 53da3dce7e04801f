import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Hosts every page loads scripts from: Razorpay Checkout and the translate widget (loaded on demand). */
const SCRIPT_HOSTS = ['https://checkout.razorpay.com', 'https://translate.google.com', 'https://translate.googleapis.com'];

/**
 * What Firebase phone sign-in loads, and only that: the invisible reCAPTCHA (its script, its
 * frames) and the two Identity Toolkit APIs. Paths narrow the Google hosts, so the rest of
 * www.google.com (which serves JSONP) cannot be used to run script on our pages.
 */
export const FIREBASE_PHONE_AUTH = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
};

/** The pages where a patient signs in with a code to the phone (each also under /hi/ and /gu/). */
export const PHONE_SIGN_IN_PAGES = ['book-appointment', 'my-appointments', 'workshops'];
const PAGE_LANGUAGES = ['', 'hi/', 'gu/'];

/** The admin app's paths: it shows a patient's reports in place from blob: URLs it makes itself (issue 45). */
export const ADMIN_PATHS = ['/admin', '/admin/*'];

interface PolicyOptions {
  hasPhoneSignIn?: boolean;
  /** The admin app: its own blob: URLs may be images and frames (a report's preview). */
  isAdmin?: boolean;
}

/** The policy of a page, with Firebase's phone sign-in hosts or without them. */
function directives(hashes: string[], { hasPhoneSignIn = false, isAdmin = false }: PolicyOptions): string[] {
  const firebase = (hosts: string[]) => (hasPhoneSignIn ? hosts : []);
  const blob = isAdmin ? ['blob:'] : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes, ...SCRIPT_HOSTS, ...firebase(FIREBASE_PHONE_AUTH.scripts)].join(' '),
    // The translate widget's own style sheet.
    "style-src 'self' 'unsafe-inline' https://translate.googleapis.com https://www.gstatic.com/_/translate_http/",
    ["img-src 'self' data: https:", ...blob].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self' https://*.razorpay.com https://translate.googleapis.com", ...firebase(FIREBASE_PHONE_AUTH.connect)].join(' '),
    [
      'frame-src https://api.razorpay.com https://checkout.razorpay.com https://translate.google.com',
      ...firebase(FIREBASE_PHONE_AUTH.frames),
      ...blob,
    ].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of each inline script in an HTML page ('sha256-…' of its exact text). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The pages' Content-Security-Policy: only our own, the listed hosts' and the hashed inline
 * scripts run; Firebase's hosts only where a patient signs in with a phone code.
 */
export function contentSecurityPolicy(hashes: Iterable<string>, options: PolicyOptions = {}): string {
  return directives([...new Set(hashes)].sort(), options).join('; ');
}

/** Netlify's `_headers` file in the published folder; the local server applies it too. */
export const HEADERS_FILE = '_headers';

/** The URL paths that serve the phone sign-in pages (`/x`, `/x/`, `/x/index.html`, in each language). */
export const phoneSignInPaths = (): string[] =>
  PAGE_LANGUAGES.flatMap((lang) => PHONE_SIGN_IN_PAGES.flatMap((page) => [`/${lang}${page}`, `/${lang}${page}/`, `/${lang}${page}/index.html`]));

/**
 * Hashes every inline script of the built pages (Astro's island bootstrap is inline) and writes
 * the policy to dist/_headers, so no page needs 'unsafe-inline' for scripts. A later rule's header
 * replaces an earlier one's on Netlify and in the local server, so the phone sign-in pages' rules
 * come after the site-wide one.
 */
export function writeContentSecurityPolicy(dir: string): number {
  const hashes = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    for (const hash of inlineScriptHashes(readFileSync(join(entry.parentPath, entry.name), 'utf8'))) hashes.add(hash);
  }
  const rule = (path: string, policy: string) => `${path}\n  Content-Security-Policy: ${policy}\n`;
  const withPhoneSignIn = contentSecurityPolicy(hashes, { hasPhoneSignIn: true });
  const admin = contentSecurityPolicy(hashes, { isAdmin: true });
  writeFileSync(
    join(dir, HEADERS_FILE),
    [
      rule('/*', contentSecurityPolicy(hashes)),
      ...phoneSignInPaths().map((path) => rule(path, withPhoneSignIn)),
      ...ADMIN_PATHS.map((path) => rule(path, admin)),
    ].join(''),
  );
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
