import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './db/database';
import { rateLimits } from './db/schema';
import { AppError } from './errors';
import { clinicNowMs } from './clock';

export interface RateLimitRule {
  /** What is limited and for whom, e.g. `login:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

let limitScale = 1;

/** Set once by createApp from the config (benchmarks raise limits outside production). */
export function setRateLimitScale(scale: number): void {
  limitScale = scale;
}

const currentWindowStart = (windowSeconds: number, now = clinicNowMs()) => {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now / windowMs) * windowMs);
};

/** Counts one hit for `key` in the current fixed window (one atomic upsert) and answers the new count. */
export async function recordHit(db: Database, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: currentWindowStart(windowSeconds), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}

/** Hits counted for `key` in the current window, without counting one. */
export async function countHits(db: Database, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, currentWindowStart(windowSeconds))));
  return row?.count ?? 0;
}

/** A limit after RATE_LIMIT_SCALE (outside production, benchmarks and browser tests raise it). */
export const scaledLimit = (limit: number) => limit * limitScale;

/**
 * Counts one hit in a fixed window and refuses with 429 past the limit. The counter is one
 * atomic upsert, so it holds across serverless instances and concurrent requests.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule): Promise<void> {
  const count = await recordHit(db, rule.key, rule.windowSeconds);
  if (count > scaledLimit(rule.limit)) throw new AppError('rate_limited', rule.message);
}

/** Drops windows that ended long ago; called now and then, never on the hot path's critical section. */
export async function pruneRateLimits(db: Database, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(clinicNowMs() - olderThanSeconds * 1000)}`);
}
