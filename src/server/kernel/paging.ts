import { asc, desc, gte, lt, type SQL } from 'drizzle-orm';
import { indiaTimeToInstant } from '../../lib/time/clinic-time';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { type ListQuery, MAX_PAGE_SIZE } from '../../lib/validation/admin-list';

/** How an admin list is ordered: by default, and by each ?sort= key. */
export interface ListOrder<Key extends string> {
  byDefault: SQL[];
  bySortKey: Record<Key, AnyPgColumn | SQL.Aliased | SQL>;
  /** Breaks ties so that equal values never move a row between pages. */
  tiebreaker: AnyPgColumn;
}

/**
 * Orders an admin list query by ?sort=&order= (or its default order), applies ?limit=&offset=
 * and answers the full count in X-Total-Count. Without limit and offset the whole list is
 * answered, as SPEC §7's array answers are.
 */
export async function listPage<Query extends PgSelect, Key extends string>(
  c: Context,
  query: Query,
  list: ListQuery<Key>,
  order: ListOrder<Key>,
  countAll: () => Promise<number>,
) {
  const direction = list.order === 'desc' ? desc : asc;
  const ordered = list.sort ? query.orderBy(direction(order.bySortKey[list.sort]), direction(order.tiebreaker)) : query.orderBy(...order.byDefault);
  if (list.limit === undefined && list.offset === undefined) return ordered;
  c.header('X-Total-Count', String(await countAll()));
  return ordered.limit(list.limit ?? MAX_PAGE_SIZE).offset(list.offset ?? 0);
}

const DAY_MS = 86_400_000;

/** `column` within the clinic (IST) days from `from` to `to`, both included; either may be absent. */
export function withinClinicDays(column: AnyPgColumn, range: { from?: string; to?: string }): SQL[] {
  const filters: SQL[] = [];
  if (range.from) filters.push(gte(column, indiaTimeToInstant(range.from, '00:00')));
  if (range.to) filters.push(lt(column, new Date(indiaTimeToInstant(range.to, '00:00').getTime() + DAY_MS)));
  return filters;
}
