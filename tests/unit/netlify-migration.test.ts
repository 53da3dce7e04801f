import { describe, expect, it } from 'vitest';
import { netlifyMigrationUrl } from '../../src/server/kernel/db/migration-target';

const DATABASE_URL = 'postgres://prod.neon.tech/clinic';

describe('the database a Netlify build migrates', () => {
  it('production migrates its DATABASE_URL', () => {
    expect(netlifyMigrationUrl({ CONTEXT: 'production', DATABASE_URL })).toBe(DATABASE_URL);
  });

  it("a deploy preview or branch deploy leaves production's database alone", () => {
    for (const CONTEXT of ['deploy-preview', 'branch-deploy', 'dev', undefined]) expect(netlifyMigrationUrl({ CONTEXT, DATABASE_URL })).toBeNull();
  });

  it('a context that names its own database migrates that one', () => {
    const own = 'postgres://preview.neon.tech/clinic';
    expect(netlifyMigrationUrl({ CONTEXT: 'deploy-preview', DATABASE_URL, MIGRATE_DATABASE_URL: own })).toBe(own);
  });

  it('the build script passes --netlify, and builds the function before the site (docs/decisions/067)', async () => {
    const { default: pkg } = (await import('../../package.json', { with: { type: 'json' } })) as { default: { scripts: Record<string, string> } };
    expect(pkg.scripts['build:netlify']).toBe('tsx scripts/db-migrate.ts --netlify && npm run build:function && astro build');
  });
});
