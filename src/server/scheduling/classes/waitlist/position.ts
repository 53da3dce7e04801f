import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../kernel/db/database';
import { waitlistEntries } from '../../../kernel/db/schema';

/** The statuses of a place still in its line. */
export const ACTIVE_PLACES = ['waiting', 'offered'] as const;

/**
 * A place's position among those still in its line (1 = next), or null once it left: the line is
 * `sameLine` (a class session's mode, or a doctor's day), in the order places were taken.
 */
export async function positionInLine(
  db: Pick<Database, 'select'>,
  entry: typeof waitlistEntries.$inferSelect,
  sameLine: SQL | undefined,
): Promise<number | null> {
  if (!(ACTIVE_PLACES as readonly string[]).includes(entry.status)) return null;
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        sameLine,
        inArray(waitlistEntries.status, [...ACTIVE_PLACES]),
        or(
          sql`${waitlistEntries.createdAt} < ${entry.createdAt.toISOString()}`,
          and(sql`${waitlistEntries.createdAt} = ${entry.createdAt.toISOString()}`, sql`${waitlistEntries.id} <= ${entry.id}`),
        ),
      ),
    );
  return row!.ahead;
}
