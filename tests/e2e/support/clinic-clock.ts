import { type Browser, test as base } from '@playwright/test';
import { clinicClockSetAtMs } from '../../../src/server/kernel/clock';
import { e2eBaseUrl } from '../../../playwright.config';

/**
 * `npm run test:at -- <instant>` runs the browser tests at a chosen instant (CLINIC_CLOCK). The
 * server reads it through src/server/kernel/clock.ts; here the same instant is held in the two other
 * places a test reads the time, on the one origin `test:at` set (CLINIC_CLOCK_SET_AT): this worker's own `Date` (the tests' "next clinic day", "today")
 * and every browser page's `Date` (the wizard's calendar, My appointments), both ticking on from
 * when the run started. Without CLINIC_CLOCK nothing changes.
 */
const at = process.env.CLINIC_CLOCK;
const offsetMs = at ? Date.parse(at) - clinicClockSetAtMs() : 0;

if (at && offsetMs !== 0) {
  const RealDate = Date;
  // A Date whose "now" is the clinic's: only the no-argument forms change.
  class ClinicDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...(args as [string | number | Date]));
    }
    static override now() {
      return RealDate.now() + offsetMs;
    }
  }
  globalThis.Date = ClinicDate as DateConstructor;
}

/** Runs in a page (before its own scripts, or later): the page's `Date` runs `offset` ms ahead, ticking on. */
export function shiftPageDate(offset: number) {
  const RealDate = Date;
  class ClinicDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ClinicDate as DateConstructor;
}

/**
 * Shifts a browser context's clock to the clinic's. Not Playwright's `clock.install`: its fake
 * clock keeps time by this worker's (shifted) Date and would lag in pages opened later.
 */
async function holdContextClock(context: Awaited<ReturnType<Browser['newContext']>>) {
  if (at) await context.addInitScript(shiftPageDate, offsetMs);
  return context;
}

/**
 * Playwright's `test` with the clinic's clock in every browser context (pages opened by tests too),
 * talking to its worker's own server (playwright.config.ts).
 */
export const test = base.extend<object, { clinicClock: undefined }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(e2eBaseUrl(testInfo.parallelIndex)),
  clinicClock: [
    async ({ browser }, use) => {
      if (at) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => holdContextClock(await newContext(options));
      }
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect } from '@playwright/test';
