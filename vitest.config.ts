import { defineConfig } from 'vitest/config';

/**
 * The API files that run a third time through Neon's driver (the production path): the booking
 * flow with its concurrency test, reschedules, refunds and the admin lists. Add a file here to include it.
 */
const NEON_SUITE = [
  'tests/api/booking-*.test.ts',
  'tests/api/admin-appointments.test.ts',
  'tests/api/admin-patients.test.ts',
  'tests/api/admin-contact-queries.test.ts',
  // Patient reschedules and cancellations with their refunds.
  'tests/api/my-appointments*.test.ts',
  // A saturated database answers 503, never 500.
  'tests/api/database-overload.test.ts',
  // The public services list (built once per database, unnamed on Neon) and the audit actor in transactions.
  'tests/api/services.test.ts',
  'tests/api/audit-actor.test.ts',
];

const GLOBAL_SETUP = {
  pglite: [],
  postgres: ['tests/support/postgres-global-setup.ts'],
  neon: ['tests/support/neon-global-setup.ts'],
};

const apiProject = (name: string, testDb: 'pglite' | 'postgres' | 'neon', include = ['tests/api/**/*.test.ts']) => ({
  extends: true as const,
  test: { name, include, env: { TEST_DB: testDb }, globalSetup: GLOBAL_SETUP[testDb] },
});

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Holds the clock at CLINIC_CLOCK when one is given (npm run test:at).
    setupFiles: ['tests/support/clinic-clock.ts'],
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'component', include: ['tests/component/**/*.test.tsx'], environment: 'jsdom' },
      },
      apiProject('api-pglite', 'pglite'),
      // The same API suite against a real PostgreSQL server, when one is given.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres'), apiProject('api-neon', 'neon', NEON_SUITE)] : []),
    ],
  },
});
