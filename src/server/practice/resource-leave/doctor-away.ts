import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { resourceLeave } from '../../kernel/db/schema';

/**
 * A leave row's first and last instants: its days (and hours, when some) in clinic time, which is
 * UTC+05:30 all year, worked out in SQL so a slot listing can leave such slots out in one query.
 */
export const leaveStartsAt = sql<Date>`(((${resourceLeave.startsOn} + coalesce(${resourceLeave.fromMinute}, 0) * interval '1 minute') - interval '330 minutes') at time zone 'UTC')`;
export const leaveEndsAt = sql<Date>`(((${resourceLeave.endsOn} + coalesce(${resourceLeave.untilMinute}, 1440) * interval '1 minute') - interval '330 minutes') at time zone 'UTC')`;

type Operand = SQL | SQL.Aliased | { getSQL(): SQL } | number;

/** An instant as a query parameter every driver reads the same. */
export const instant = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** The leave of a doctor (any of their rows) that overlaps [start, end). */
export const doctorLeaveOverlaps = (doctorId: Operand, start: Operand, end: Operand): SQL =>
  and(
    eq(resourceLeave.resourceKind, 'doctor'),
    sql`${resourceLeave.resourceId} = ${doctorId}`,
    sql`${leaveStartsAt} < ${end}`,
    sql`${leaveEndsAt} > ${start}`,
  )!;

/**
 * Whether the doctor is away (leave, or blocked hours) at any moment of [startsAt, endsAt): the
 * check every booking and move makes before it takes a slot (issue 51 item 8).
 */
export async function isDoctorAway(db: Pick<Database, 'select'>, slot: { doctorId: number; startTime: Date; endTime: Date }): Promise<boolean> {
  const [row] = await db
    .select({ id: resourceLeave.id })
    .from(resourceLeave)
    .where(doctorLeaveOverlaps(slot.doctorId, instant(slot.startTime), instant(slot.endTime)))
    .limit(1);
  return !!row;
}
