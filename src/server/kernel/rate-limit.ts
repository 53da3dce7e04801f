import { isIP } from 'node:net';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Database } from './db/database';
import { rateLimits } from './db/schema';
import { AppError } from './errors';
import type { ErrorText } from './error-keys';
import { clinicNowMs } from './clock';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

export interface RateLimitRule {
  /** What is limited and for whom, e.g. `login:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
  message: ErrorText;
}

let limitScale = 1;

/** Set once by createApp from the config (benchmarks raise limits outside production). */
export function setRateLimitScale(scale: number): void {
  limitScale = scale;
}

/** The one clock the limits read: the server's clock (src/server/kernel/clock.ts). */
const nowMs = () => clinicNowMs();

/** Where the fixed window holding `now` starts, and how far into it `now` is (0 ≤ elapsed < 1). */
function windowAt(windowSeconds: number, now: number) {
  const windowMs = windowSeconds * 1000;
  const startMs = Math.floor(now / windowMs) * windowMs;
  return { start: new Date(startMs), previousStart: new Date(startMs - windowMs), elapsed: (now - startMs) / windowMs };
}

/**
 * A sliding window from two fixed ones: this window's hits plus the previous window's, weighted
 * by how much of it still lies within the last `windowSeconds`. Unlike a fixed window, a client
 * cannot spend one window's allowance just before its end and the next one's just after it.
 */
export const slidingCount = (current: number, previous: number, elapsed: number): number => current + previous * (1 - elapsed);

async function previousCount(db: Database, key: string, previousStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, previousStart)));
  return row?.count ?? 0;
}

/**
 * Counts one hit for `key` and answers the sliding count including it. The hit is counted by one
 * atomic upsert that also answers this window's count, so concurrent requests each see their own
 * hit and the ones before it: the count is never read first and written later.
 */
export async function recordHit(db: Database, key: string, windowSeconds: number): Promise<number> {
  const { start, previousStart, elapsed } = windowAt(windowSeconds, nowMs());
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return slidingCount(row?.count ?? 0, await previousCount(db, key, previousStart), elapsed);
}

/** Takes back one hit counted by `recordHit` (a login that turned out right, an attempt refused without being tried). */
export async function forgetHit(db: Database, key: string, windowSeconds: number): Promise<void> {
  const { start } = windowAt(windowSeconds, nowMs());
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)));
}

/** Forgets every window of `key` and of the keys under it (`key:…`): a password reset lifts an account's lock. */
export async function clearHits(db: Database, key: string): Promise<void> {
  const escaped = key.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  await db.delete(rateLimits).where(or(eq(rateLimits.key, key), like(rateLimits.key, `${escaped}:%`)));
}

/**
 * The client address a per-client limit counts: an IPv4 address as it is, an IPv6 one by its /64
 * (one subscriber usually holds a whole /64, so counting single addresses would be no limit at all).
 */
export function clientAddressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (::ffff:… aside) stands for two groups.
  const width = (part: string) => groups(part).reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const full = tail === undefined ? groups(head) : [...groups(head), ...Array<string>(8 - width(head) - width(tail)).fill('0'), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** A limit after RATE_LIMIT_SCALE (outside production, benchmarks and browser tests raise it). */
export const scaledLimit = (limit: number) => limit * limitScale;

/**
 * Counts one hit and refuses with 429 when the sliding count passes the limit. The counter is
 * one atomic upsert in the database, so it holds across serverless instances and concurrent requests.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule): Promise<void> {
  const count = await recordHit(db, rule.key, rule.windowSeconds);
  if (count > scaledLimit(rule.limit)) throw new AppError('rate_limited', rule.message);
}

/** Drops windows that ended long ago; called now and then, never on the hot path's critical section. */
export async function pruneRateLimits(db: Database, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(clinicNowMs() - olderThanSeconds * 1000)}`);
}

/**
 * A router's middleware that counts every request against its client address under `prefix`
 * (known link or not), for the public pages a link opens without sign-in: their codes are too
 * random to guess, but nothing else would stop a client trying (issue 43).
 */
export const limitPerClientAddress = (prefix: string, rule: Omit<RateLimitRule, 'key'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await hitRateLimit(c.var.db, { ...rule, key: `${prefix}:ip:${clientAddressKey(c.var.deps.clientIp(c.req.raw, c.env))}` });
    await next();
  });
