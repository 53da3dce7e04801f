import { defineConfig } from 'vitest/config';
import { VITEST_REPORT } from './scripts/test-timing';

/**
 * Which API file runs on which engine (docs/testing.md, docs/decisions/031). Without a PostgreSQL
 * server (a newcomer's `npm test`) every API file runs on PGlite. With TEST_DATABASE_URL (CI) every
 * API file runs once on PostgreSQL, production's engine; PGlite then runs only PGLITE_SUITE, and
 * Neon's driver NEON_SUITE.
 */
const API_FILES = 'tests/api/**/*.test.ts';

/**
 * What only the embedded database can show: the local server and its first start, crashes and
 * restarts on disk, the demo seed `npm start` puts in it, and a booking smoke set (checkout, the
 * race for one slot, a patient's cancel and move, the public lists). The admin CLI opens its
 * database through the local server's openLocalDatabase, so it runs on PostgreSQL only.
 */
const PGLITE_SUITE = [
  'tests/api/local-server-*.test.ts',
  'tests/api/crash-recovery.test.ts',
  'tests/api/notifications-crash.test.ts',
  'tests/api/programme-steps-crash.test.ts',
  'tests/api/soak.test.ts',
  'tests/api/demo-seed.test.ts',
  'tests/api/health.test.ts',
  'tests/api/services.test.ts',
  'tests/api/audit-actor.test.ts',
  'tests/api/booking-checkout.test.ts',
  'tests/api/booking-concurrency.test.ts',
  'tests/api/my-appointments-concurrency.test.ts',
  // A room raced by planners: the exclusion constraint on the embedded engine (issue 47).
  'tests/api/reservations-concurrency.test.ts',
  // Planners confirming whole courses at once (issue 47).
  'tests/api/course-planning-concurrency.test.ts',
  // Desks and blocks racing for one doctor's time (issue 47).
  'tests/api/consultation-holds-concurrency.test.ts',
  // 200 buyers for a class's last seats (issue 48).
  'tests/api/class-seats-concurrency.test.ts',
  // 20 staff cancelling one class session: each seat refunded once (issue 48).
  'tests/api/class-session-cancel-concurrency.test.ts',
  // The waitlist raced: cancels, buyers and claims of one offer (issue 48, decision 050).
  'tests/api/waitlist-concurrency.test.ts',
  // Counters dispensing a medicine's last units at once (issue 50, decision 054).
  'tests/api/dispensary-concurrency.test.ts',
  // Desks checking out at once: one invoice a visit, a gapless series (issue 50 item 4, decision 063).
  'tests/api/dispensary-checkout-concurrency.test.ts',
  // Desks numbering one doctor's walk-in queue at once, and the doctor's calls (issue 51 item 7).
  'tests/api/queue-concurrency.test.ts',
  'tests/api/consultation-waitlist-concurrency.test.ts',
  // A programme bought online: a capture by the browser and the webhook at once, staff enrolling meanwhile (issue 49).
  'tests/api/programme-purchase.test.ts',
  'tests/api/medicine-orders.test.ts',
];

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
  // Planners racing for rooms: the exclusion constraint through the production driver (issue 47).
  'tests/api/reservations-concurrency.test.ts',
  'tests/api/course-planning-concurrency.test.ts',
  'tests/api/consultation-holds-concurrency.test.ts',
  // 200 buyers for a class's last seats: the class row's lock through the production driver (issue 48).
  'tests/api/class-seats-concurrency.test.ts',
  'tests/api/class-session-cancel-concurrency.test.ts',
  'tests/api/waitlist-concurrency.test.ts',
  // The dispensary's batches raced by counters: row locks through the production driver (issue 50).
  'tests/api/dispensary-concurrency.test.ts',
  'tests/api/dispensary-checkout-concurrency.test.ts',
  'tests/api/queue-concurrency.test.ts',
  'tests/api/consultation-waitlist-concurrency.test.ts',
  'tests/api/programme-purchase.test.ts',
  'tests/api/medicine-orders.test.ts',
];

/**
 * Files that fake timers, stub the environment or spy on shared objects: they run in a fresh module
 * graph each. Every other API file shares its worker's modules with the files before it
 * (`isolate: false`), which saves importing the app again per file.
 */
const ISOLATED_API_FILES = [
  'tests/api/appointment-arrivals.test.ts',
  'tests/api/database-overload.test.ts',
  'tests/api/netlify-function.test.ts',
  'tests/api/netlify-prune.test.ts',
  'tests/api/password-reset.test.ts',
  'tests/api/staff-payment-link.test.ts',
];

type Engine = 'pglite' | 'postgres' | 'neon';

const GLOBAL_SETUP: Record<Engine, string[]> = {
  pglite: ['tests/support/pglite-global-setup.ts'],
  postgres: ['tests/support/postgres-global-setup.ts'],
  neon: ['tests/support/neon-global-setup.ts'],
};

/** One engine's API files as two projects: those that share a module graph, and ISOLATED_API_FILES. */
const apiProjects = (engine: Engine, include: string[]) => {
  const project = (name: string, files: string[], exclude: string[], isolate: boolean) => ({
    extends: true as const,
    test: { name, include: files, exclude, isolate, env: { TEST_DB: engine }, globalSetup: GLOBAL_SETUP[engine] },
  });
  const isolated = ISOLATED_API_FILES.filter((file) => include.includes(API_FILES) || include.some((glob) => matches(glob, file)));
  return [
    project(`api-${engine}`, include, ISOLATED_API_FILES, false),
    ...(isolated.length > 0 ? [project(`api-${engine}-isolated`, isolated, [], true)] : []),
  ];
};

/** Whether a file matches one of these simple globs (`*` within a name). */
const matches = (glob: string, file: string) => new RegExp(`^${glob.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`).test(file);

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Holds the clock at CLINIC_CLOCK when one is given (npm run test:at).
    setupFiles: ['tests/support/clinic-clock.ts'],
    hookTimeout: 60_000,
    // Both cores: vitest's default leaves one idle on a 2-core machine, and the API files wait on the database much of the time.
    maxWorkers: 2,
    // Each file's time, for `npm run test:timing` and the summary at the end of `npm test`.
    reporters: ['default', 'json'],
    outputFile: { json: VITEST_REPORT },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'component', include: ['tests/component/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/support/jsdom-shims.ts'] },
      },
      ...(hasPostgres
        ? [...apiProjects('postgres', [API_FILES]), ...apiProjects('pglite', PGLITE_SUITE), ...apiProjects('neon', NEON_SUITE)]
        : apiProjects('pglite', [API_FILES])),
    ],
  },
});
