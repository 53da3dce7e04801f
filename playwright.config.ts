import { defineConfig, devices } from '@playwright/test';
import { PLAYWRIGHT_REPORT } from './scripts/test-timing';

/** End-to-end tests drive Debian's Chromium against the built site on the local server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
/**
 * Two workers, each with a server of its own (port E2E_PORT + its parallel index, its own data
 * folder): tests of one worker never see the other's bookings, so they keep the run-wide assumptions
 * one server gave them. `E2E_WORKERS=1` runs one.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** The server a worker's tests talk to. */
export const e2eBaseUrl = (parallelIndex: number) => `http://localhost:${E2E_PORT + parallelIndex}`;
export const E2E_ADMIN = { email: 'e2e-admin@clinic.example', password: 'e2e-admin-password' };

/**
 * Specs that plan a Panchakarma course and jump the clinic's clock to its first session, the next
 * morning when the day is too far on (tests/e2e/support/courses.ts): their own project, run last.
 */
const CLOCK_JUMPING_SPECS = ['**/panchakarma-course.spec.ts', '**/admin-course-ledger.spec.ts'];

/**
 * Specs that save the clinic's details, after which the local server rebuilds the site into the
 * project's one dist/ folder: a page or island chunk another worker's server is serving meanwhile
 * can vanish under it (booking-wizard's island then never hydrated). Their own project, one worker.
 */
const SITE_REBUILDING_SPECS = ['**/public-clinic-details.spec.ts'];

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // A test left focused (test.only) fails CI instead of silently skipping the rest.
  forbidOnly: !!process.env.CI,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report gives each spec file's time to `npm run test:timing`.
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: PLAYWRIGHT_REPORT }]],
  use: {
    // The worker's own server: tests/e2e/support/clinic-clock.ts sets baseURL per worker.
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: [...CLOCK_JUMPING_SPECS, ...SITE_REBUILDING_SPECS] },
    // Alone, after the others: a rebuild replaces the dist/ folder every worker's server reads.
    {
      name: 'chromium-site-rebuild',
      use: { ...devices['Desktop Chrome'] },
      testMatch: SITE_REBUILDING_SPECS,
      workers: 1,
      dependencies: ['chromium'],
    },
    // Last: a jump of up to a day would expire the other specs' tokens and move their "today".
    {
      name: 'chromium-next-morning',
      use: { ...devices['Desktop Chrome'] },
      testMatch: CLOCK_JUMPING_SPECS,
      dependencies: ['chromium-site-rebuild'],
    },
  ],
  // Started one after the other: the first builds the site when it is stale, the second finds it built.
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    // A fresh embedded database for every run, so tests start from the seeded clinic.
    command: `rm -rf .data/e2e-${index} && node --enable-source-maps scripts/start.mjs`,
    url: `http://127.0.0.1:${E2E_PORT + index}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(E2E_PORT + index),
      DATA_DIR: `.data/e2e-${index}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      // Every browser test logs in or verifies a phone from 127.0.0.1: lift the per-client limits
      // (the limits themselves are covered by the API tests).
      RATE_LIMIT_SCALE: '100',
      // A test that needs a visit under way jumps the clock to its start instead of waiting (slot-starting-soon.ts).
      CLINIC_CLOCK_MOVABLE: '1',
    },
  })),
});
