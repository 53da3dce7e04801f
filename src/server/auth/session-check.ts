import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { TokenClaims } from './tokens';

/**
 * Whether a signature-valid token still speaks for its account: the row exists, is active, has
 * the token's role, and its token version is the one the token was issued with. Logout, a
 * password change and deactivation bump the version, so every older token stops at once
 * (a version, unlike an issued-at time, has no one-second blind spot).
 */
export async function isSessionCurrent(db: Database, claims: TokenClaims): Promise<boolean> {
  const [account] = await db
    .select({ role: users.role, status: users.status, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.id));
  return !!account && account.status && account.role === claims.role && account.tokenVersion === claims.ver;
}

/** Ends every session of one account (logout, password change, deactivation). */
export async function revokeSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
