import type { Database } from '../db/database';
import { AppError } from '../errors';
import { countHits, hitRateLimit, recordHit, scaledLimit } from '../rate-limit';

/** Login attempts one client may make in LOGIN_WINDOW_SECONDS, right or wrong, over all accounts. */
export const LOGIN_ATTEMPTS_PER_CLIENT = 30;
/** Wrong passwords one client may send for one account in the window before it is refused (429). */
export const LOGIN_FAILURES_PER_CLIENT_AND_ACCOUNT = 10;
/** Wrong passwords for one account from all clients before its logins are slowed down. */
export const LOGIN_FAILURES_BEFORE_DELAY = 10;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;
const TOO_MANY = 'Too many login attempts. Please try again later.';

/** How long a login for an account with `failures` recent wrong passwords waits: doubling, capped. */
export const loginDelayMs = (failures: number): number =>
  failures < LOGIN_FAILURES_BEFORE_DELAY ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - LOGIN_FAILURES_BEFORE_DELAY));

const accountKey = (account: string) => `login-fail:${account}`;
const clientAccountKey = (account: string, clientIp: string) => `login-fail:${account}:ip:${clientIp}`;

/**
 * Before a password is checked. The client's own limit comes first and, when it trips, nothing
 * else is counted; per-account counters hold failures only, and for the account as a whole they
 * slow logins down instead of locking them, so no stranger can lock the real owner out.
 */
export async function beforeLoginAttempt(db: Database, account: string, clientIp: string): Promise<void> {
  await hitRateLimit(db, { key: `login:ip:${clientIp}`, limit: LOGIN_ATTEMPTS_PER_CLIENT, windowSeconds: LOGIN_WINDOW_SECONDS, message: TOO_MANY });
  const clientFailures = await countHits(db, clientAccountKey(account, clientIp), LOGIN_WINDOW_SECONDS);
  if (clientFailures >= scaledLimit(LOGIN_FAILURES_PER_CLIENT_AND_ACCOUNT)) throw new AppError('rate_limited', TOO_MANY);
  const delay = loginDelayMs(await countHits(db, accountKey(account), LOGIN_WINDOW_SECONDS));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

/** Counts one wrong password for the account, as a whole and from this client. */
export async function recordLoginFailure(db: Database, account: string, clientIp: string): Promise<void> {
  await recordHit(db, accountKey(account), LOGIN_WINDOW_SECONDS);
  await recordHit(db, clientAccountKey(account, clientIp), LOGIN_WINDOW_SECONDS);
}
