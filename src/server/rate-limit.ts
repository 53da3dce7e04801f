import { sql } from 'drizzle-orm';
import type { Database } from './db/database';
import { rateLimits } from './db/schema';
import { AppError } from './errors';

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

/**
 * Counts one hit in a fixed window and refuses with 429 past the limit. The counter is one
 * atomic upsert, so it holds across serverless instances and concurrent requests.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > rule.limit * limitScale) throw new AppError('rate_limited', rule.message);
}

/** Drops windows that ended long ago; called now and then, never on the hot path's critical section. */
export async function pruneRateLimits(db: Database, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`);
}
