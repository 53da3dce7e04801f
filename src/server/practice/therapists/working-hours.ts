import { and, eq } from 'drizzle-orm';
import type { ResourceKind } from '../../../lib/domain/resources';
import type { WorkingSpan } from '../../../lib/validation/resources';
import type { Database, Transaction } from '../../kernel/db/database';
import { workingHours } from '../../kernel/db/schema';
import { resourceKey, weeksOf } from '../resource-calendar/resource-calendar';

/** Each resource's week, by id, its spans in weekday order (a resource with none is in the map with []). */
export async function hoursOf(db: Pick<Database, 'select'>, kind: ResourceKind, ids: number[]): Promise<Map<number, WorkingSpan[]>> {
  const weeks = ids.length === 0 ? new Map<string, WorkingSpan[]>() : await weeksOf(db, [kind], ids);
  return new Map(ids.map((id) => [id, weeks.get(resourceKey(kind, id)) ?? []]));
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
