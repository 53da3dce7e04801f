import { defineConfig, devices } from '@playwright/test';

/** End-to-end tests drive Debian's Chromium against the built site on the local server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
export const E2E_ADMIN = { email: 'e2e-admin@clinic.example', password: 'e2e-admin-password' };

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // A test left focused (test.only) fails CI instead of silently skipping the rest.
  forbidOnly: !!process.env.CI,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh embedded database for every run, so tests start from the seeded clinic.
    command: `rm -rf .data/e2e && node --enable-source-maps scripts/start.mjs`,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: '.data/e2e',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      // Every browser test logs in or verifies a phone from 127.0.0.1: lift the per-client limits
      // (the limits themselves are covered by the API tests).
      RATE_LIMIT_SCALE: '100',
    },
  },
});
