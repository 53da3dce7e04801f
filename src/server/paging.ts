import type { Context } from 'hono';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { MAX_PAGE_SIZE, type PageQuery } from '../lib/validation/common';

/**
 * Applies ?limit=&offset= to an admin list query and answers the full count in X-Total-Count.
 * Without either parameter the query is left whole, as SPEC §7's array answers are.
 */
export async function paginate<Query extends PgSelect>(c: Context, query: Query, page: PageQuery, countAll: () => Promise<number>) {
  if (page.limit === undefined && page.offset === undefined) return query;
  c.header('X-Total-Count', String(await countAll()));
  return query.limit(page.limit ?? MAX_PAGE_SIZE).offset(page.offset ?? 0);
}
