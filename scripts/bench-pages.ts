/**
 * `npm run bench:pages`: builds the site when needed, starts the local server on a free port
 * with a throwaway embedded database, and prints per public page the JavaScript it loads
 * (raw and gzipped), whether framework (React) code is among it, and Lighthouse's mobile
 * scores. Budgets (issue 3) are checked and a miss sets a non-zero exit code. A benchmark,
 * not a test: it is not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { buildSiteIfNeeded } from '../src/server/local//build';
import { startLocalServer } from '../src/server/local//server';

/** English's main pages and the Hindi and Gujarati home pages (issue 16). */
const PAGES = ['/', '/about', '/services', '/diet-plans', '/contact', '/hi/', '/gu/'];
const HOME_PAGES = new Set(['/', '/hi/', '/gu/']);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BUDGET = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, homeJsGzipKb: 100, beforeScrollJsGzipKb: 10 };
/** React 19 marks its elements with this symbol name; its presence means React code was loaded. */
const REACT_MARKER = 'react.transitional.element';

interface JsUsage {
  rawBytes: number;
  gzipBytes: number;
  /** Gzipped JavaScript fetched before the visitor scrolls at all (inline scripts included). */
  beforeScrollGzipBytes: number;
  files: number;
  hasFramework: boolean;
  /** Web font bytes the page downloads (the script fonts of the Hindi and Gujarati pages). */
  fontBytes: number;
}

const gzipSize = (texts: string[]) => texts.reduce((sum, text) => sum + gzipSync(text).length, 0);

/**
 * Every script a visitor's browser runs on the page on a 390×844 phone: what loads before the
 * first scroll (the page settled and idle), then all of it after scrolling it fully (visible islands).
 */
async function measureJs(browser: import('@playwright/test').Browser, url: string): Promise<JsUsage> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const bodies: string[] = [];
  let fontBytes = 0;
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script') bodies.push(await response.text().catch(() => ''));
    if (type === 'font') fontBytes += (await response.body().catch(() => Buffer.alloc(0))).byteLength;
  });
  const inlineScripts = () => page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const beforeScroll = [...bodies, ...(await inlineScripts()).filter((text) => text.trim() && !text.trim().startsWith('{'))];
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const inline = await inlineScripts();
  await page.close();
  const all = [...bodies, ...inline.filter((text) => text.trim() && !text.trim().startsWith('{'))];
  return {
    rawBytes: all.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    gzipBytes: gzipSize(all),
    beforeScrollGzipBytes: gzipSize(beforeScroll),
    files: bodies.length,
    hasFramework: all.some((text) => text.includes(REACT_MARKER)),
    fontBytes,
  };
}

async function lighthouseScores(url: string, port: number): Promise<Record<string, number>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return Object.fromEntries(Object.entries(result.lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]));
}

const projectDir = fileURLToPath(new URL('..', import.meta.url));
buildSiteIfNeeded(projectDir);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
const server = await startLocalServer({ projectDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
const misses: string[] = [];

try {
  console.log(`page           JS files  JS raw KB  JS gzip KB  before scroll gzip KB  framework  font KB  perf  a11y  best  seo`);
  for (const path of PAGES) {
    const url = `${server.url}${path}`;
    const js = await measureJs(browser, url);
    const scores = await lighthouseScores(url, chrome.port);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      [
        path.padEnd(14),
        String(js.files).padStart(8),
        kb(js.rawBytes).padStart(10),
        kb(js.gzipBytes).padStart(11),
        kb(js.beforeScrollGzipBytes).padStart(22),
        (js.hasFramework ? 'yes' : 'no').padStart(10),
        kb(js.fontBytes).padStart(8),
        ...['performance', 'accessibility', 'best-practices', 'seo'].map((id) => String(scores[id]).padStart(5)),
      ].join(' '),
    );
    for (const [id, min] of Object.entries(BUDGET)) {
      if (id in scores && scores[id]! < min) misses.push(`${path}: ${id} ${scores[id]} < ${min}`);
    }
    if (js.beforeScrollGzipBytes / 1024 > BUDGET.beforeScrollJsGzipKb) {
      misses.push(`${path}: ${kb(js.beforeScrollGzipBytes)} KB of JS gzipped before the first scroll > ${BUDGET.beforeScrollJsGzipKb} KB`);
    }
    if (HOME_PAGES.has(path) && js.gzipBytes / 1024 > BUDGET.homeJsGzipKb)
      misses.push(`${path}: JS ${kb(js.gzipBytes)} KB gzipped > ${BUDGET.homeJsGzipKb} KB`);
    const hasIsland = HOME_PAGES.has(path) || path === '/contact';
    if (!hasIsland && js.hasFramework) misses.push(`${path}: ships framework JavaScript without an island`);
  }
} finally {
  chrome.kill();
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

if (misses.length) {
  console.log(`\nBudget misses:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll budgets met.');
}
