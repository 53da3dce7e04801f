import { defineConfig } from 'vitest/config';

const apiProject = (name: string, testDb: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB: testDb },
    ...(testDb === 'postgres' ? { globalSetup: ['tests/support/postgres-global-setup.ts'] } : {}),
  },
});

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'component', include: ['tests/component/**/*.test.tsx'], environment: 'jsdom' },
      },
      apiProject('api-pglite', 'pglite'),
      // The same API suite against a real PostgreSQL server, when one is given.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
