import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ResourceKind } from '../../../lib/domain/resources';
import type { WorkingSpan } from '../../../lib/validation/resources';
import type { Database, Transaction } from '../../kernel/db/database';
import { workingHours } from '../../kernel/db/schema';

/** Each resource's week, by id, its spans in weekday order (a resource with none is in the map with []). */
export async function hoursOf(db: Pick<Database, 'select'>, kind: ResourceKind, ids: number[]): Promise<Map<number, WorkingSpan[]>> {
  const byId = new Map<number, WorkingSpan[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(workingHours)
    .where(and(eq(workingHours.resourceKind, kind), inArray(workingHours.resourceId, ids)))
    .orderBy(asc(workingHours.resourceId), asc(workingHours.weekday));
  for (const row of rows) byId.get(row.resourceId)?.push({ weekday: row.weekday, startMinute: row.startMinute, endMinute: row.endMinute });
  return byId;
}

/** Replaces a resource's week with `spans` (in the caller's transaction); answers the week before. */
export async function replaceHours(tx: Transaction, kind: ResourceKind, id: number, spans: WorkingSpan[]): Promise<WorkingSpan[]> {
  const before = (await hoursOf(tx, kind, [id])).get(id) ?? [];
  await tx.delete(workingHours).where(and(eq(workingHours.resourceKind, kind), eq(workingHours.resourceId, id)));
  if (spans.length > 0) await tx.insert(workingHours).values(spans.map((span) => ({ resourceKind: kind, resourceId: id, ...span })));
  return before;
}

/** A week in weekday order, as stored and answered. */
export const inWeekdayOrder = (spans: WorkingSpan[]): WorkingSpan[] => [...spans].sort((a, b) => a.weekday - b.weekday);
