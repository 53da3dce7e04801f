import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { doctors, users } from '../../kernel/db/schema';
import type { Session, TokenClaims } from '../../kernel/session';
import { recordAudit } from '../audit/record-audit';

/**
 * The session a signature-valid token stands for, when it still speaks for its account: the row exists, is active, has
 * the token's role, and its token version is the one the token was issued with. Logout, a
 * password change and deactivation bump the version, so every older token stops at once
 * (a version, unlike an issued-at time, has no one-second blind spot).
 */
export async function currentSession(db: Database, claims: TokenClaims): Promise<Session | null> {
  const [account] = await db
    .select({ role: users.role, status: users.status, tokenVersion: users.tokenVersion, doctorId: users.doctorId, doctorActive: doctors.status })
    .from(users)
    .leftJoin(doctors, eq(doctors.id, users.doctorId))
    .where(eq(users.id, claims.id));
  // A doctor's login also stops when staff set the doctor record inactive.
  const isCurrent =
    !!account && account.status && account.doctorActive !== false && account.role === claims.role && account.tokenVersion === claims.ver;
  if (!isCurrent) return null;
  return account.doctorId === null ? claims : { ...claims, doctorId: account.doctorId };
}

/** Ends every session of one account (logout, password change, deactivation), recorded in the trail as `action`. */
export async function revokeSessions(db: Database, userId: number, action = 'logout'): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    await recordAudit(tx, { action, entity: 'session', entityId: userId });
  });
}
