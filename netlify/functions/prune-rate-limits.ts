import type { Config } from '@netlify/functions';
import { isNeonUrl, openNeon } from '../../src/server/db/neon';
import { openPostgres } from '../../src/server/db/postgres';
import { pruneRateLimits } from '../../src/server/rate-limit';

/** Scheduled: drops rate-limit windows older than a day, so the table stays small. */
export default async function pruneRateLimitsNow(): Promise<Response> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const database = isNeonUrl(databaseUrl) ? openNeon(databaseUrl) : openPostgres(databaseUrl, 1);
  try {
    const { db, release } = await database.acquire();
    try {
      await pruneRateLimits(db);
    } finally {
      await release();
    }
  } finally {
    await database.close();
  }
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@hourly' };
