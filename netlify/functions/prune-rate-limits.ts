import type { Config } from '@netlify/functions';
import { openFunctionDatabase } from '../../src/server/kernel/db/function-database';
import { pruneRateLimits } from '../../src/server/kernel/rate-limit';

/** Scheduled: drops rate-limit windows older than a day, so the table stays small. */
export default async function pruneRateLimitsNow(): Promise<Response> {
  const database = await openFunctionDatabase(process.env.DATABASE_URL ?? '');
  try {
    const { db, release } = database.acquire();
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
