import type { Database } from '../../kernel/db/database';
import { AppError } from '../../kernel/errors';
import { clearHits, clientAddressKey, forgetHit, hitRateLimit, recordHit, scaledLimit } from '../../kernel/rate-limit';
import { staffAuthMessages } from '../../../lib/validation/messages';

/** Login attempts one client may make in LOGIN_WINDOW_SECONDS, right or wrong, over all accounts. */
export const LOGIN_ATTEMPTS_PER_CLIENT = 30;
/** Wrong passwords one client may send for one account in the window before it is refused (429). */
export const LOGIN_FAILURES_PER_CLIENT_AND_ACCOUNT = 10;
/** Wrong passwords for one account from all clients before its logins are slowed down. */
export const LOGIN_FAILURES_BEFORE_DELAY = 10;
/** Wrong passwords for one account from all clients before it is locked until the window slides past them. */
export const LOGIN_FAILURES_BEFORE_LOCK = 20;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

/** How long a login for an account with `failures` recent wrong passwords waits: doubling, capped. */
export const loginDelayMs = (failures: number): number =>
  failures < LOGIN_FAILURES_BEFORE_DELAY ? 0 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - LOGIN_FAILURES_BEFORE_DELAY));

const accountKey = (account: string) => `login-fail:${account}`;
const clientAccountKey = (account: string, client: string) => `${accountKey(account)}:ip:${client}`;

/** One login attempt, counted as a failure until `onLoginSucceeded` takes it back. */
export interface LoginAttempt {
  account: string;
  client: string;
  /** This attempt's failure brought the account to its lock (audited once, as `login_locked`). */
  isLocking: boolean;
}

/**
 * Before a password is checked. Every counter is one atomic upsert that answers the count with
 * this attempt in it, so parallel guesses cannot all pass a check made before any of them is
 * counted. Order: the client's own limit (when it trips nothing else is counted); the client's
 * wrong passwords for this account; then the account's wrong passwords from every client, which
 * slow logins down and then lock the account for a while (a reset e-mail lifts it). An attempt
 * counts as wrong until it turns out right.
 */
export async function beforeLoginAttempt(db: Database, account: string, clientIp: string): Promise<LoginAttempt> {
  const client = clientAddressKey(clientIp);
  await hitRateLimit(db, {
    key: `login:ip:${client}`,
    limit: LOGIN_ATTEMPTS_PER_CLIENT,
    windowSeconds: LOGIN_WINDOW_SECONDS,
    message: staffAuthMessages.tooManyLogins,
  });
  if ((await recordHit(db, clientAccountKey(account, client), LOGIN_WINDOW_SECONDS)) > scaledLimit(LOGIN_FAILURES_PER_CLIENT_AND_ACCOUNT)) {
    throw new AppError('rate_limited', staffAuthMessages.tooManyLogins);
  }
  const lockAt = scaledLimit(LOGIN_FAILURES_BEFORE_LOCK);
  const failures = await recordHit(db, accountKey(account), LOGIN_WINDOW_SECONDS);
  if (failures > lockAt) {
    // Refused untried, so it does not count: the lock ends when the window slides past the real guesses.
    await forgetHit(db, accountKey(account), LOGIN_WINDOW_SECONDS);
    throw new AppError('rate_limited', staffAuthMessages.accountLocked, undefined, LOGIN_WINDOW_SECONDS);
  }
  const delay = loginDelayMs(Math.floor(failures) - 1);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  return { account, client, isLocking: failures >= lockAt && failures - 1 < lockAt };
}

/** The password was right: the attempt is no longer counted as a failure. */
export async function onLoginSucceeded(db: Database, attempt: LoginAttempt): Promise<void> {
  await forgetHit(db, clientAccountKey(attempt.account, attempt.client), LOGIN_WINDOW_SECONDS);
  await forgetHit(db, accountKey(attempt.account), LOGIN_WINDOW_SECONDS);
}

/** A password reset: the account's wrong passwords, from every client, are forgotten (its lock lifts). */
export async function clearLoginFailures(db: Database, account: string): Promise<void> {
  await clearHits(db, accountKey(account));
}
