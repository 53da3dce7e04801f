import AxeBuilder from '@axe-core/playwright';
import { errors, expect, type Page } from '@playwright/test';

/** What one scan looks at; without options, the whole page against axe's default rules. */
export interface AxeScanOptions {
  /** Scan only these parts of the page (CSS selectors). */
  include?: string | string[];
  /** Heads each reported violation and the failure message: the width, route or path scanned. */
  label?: string;
}

/**
 * react-hot-toast's toasts (the admin app, the booking wizard, My appointments and the contact
 * form): every `<Toaster>` renders a `[data-rht-toaster]` container, each toast is a child of it
 * until it has faded out and been removed.
 */
const TOAST = '[data-rht-toaster] > *';

/** The app's longest toast lasts 5 s, then fades and is removed 1 s later. */
const TOAST_TIMEOUT_MS = 10_000;

const asList = (selectors: string | string[]) => (Array.isArray(selectors) ? selectors : [selectors]);

/**
 * Runs axe-core on the page and expects no violations, listing each one's id and targets.
 *
 * It first waits for every toast to go: a toast slides in and fades out half transparent, and axe
 * reading its colour contrast mid-animation made scans flaky (the doctor's schedule, after "Note
 * saved."). The wait is bounded: a toast that stays (a loading one, or one paused under the
 * pointer) is scanned as it is, so the scan still reports real problems.
 */
export async function expectNoAxeViolations(page: Page, options: AxeScanOptions = {}) {
  const { include, label } = options;
  try {
    await page.waitForFunction((selector) => document.querySelector(selector) === null, TOAST, { timeout: TOAST_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
  }

  // Our pages embed no frame from another origin (checked below), so axe runs in the page itself:
  // the default mode opens a blank page per scan to merge the frames' results, which took about
  // half of each scan's 4-8 s on this 2-core machine, and so minutes of the browser suite.
  const pageOrigin = new URL(page.url()).origin;
  const foreignFrames = page.frames().filter((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== pageOrigin);
  expect(
    foreignFrames.map((frame) => frame.url()),
    `${label ?? page.url()}: a frame from another origin needs AxeBuilder's default (non-legacy) mode to be scanned`,
  ).toEqual([]);
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of include ? asList(include) : []) builder = builder.include(selector);
  const { violations } = await builder.analyze();

  const prefix = label === undefined ? '' : `${label}: `;
  expect(
    violations.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
