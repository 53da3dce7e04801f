/**
 * The database a Netlify build migrates (issue 44). Every deploy context runs the build, and a deploy
 * preview of a pull request sees the site's DATABASE_URL too: migrating it would put an unmerged
 * branch's schema on production's database. So only the production context (Netlify sets
 * CONTEXT=production) migrates DATABASE_URL; another context migrates only a database it names as
 * its own, MIGRATE_DATABASE_URL (set for that context alone in Netlify's UI). Null: nothing to migrate.
 */
export function netlifyMigrationUrl(env: Record<string, string | undefined>): string | null {
  if (env.MIGRATE_DATABASE_URL) return env.MIGRATE_DATABASE_URL;
  if (env.CONTEXT === 'production') return env.DATABASE_URL || null;
  return null;
}
