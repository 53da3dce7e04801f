import { desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ADMIN_LIST_SORTS, ListQuery } from '../../../lib/validation/admin-list';
import type { ContactQueryStatus } from '../../../lib/domain/contact-queries';
import { deleteAudited, updateAudited } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import type { Database } from '../../kernel/db/database';
import { contactQueries } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { listPage } from '../../kernel/paging';
import type { ContactQuery } from './responses';

type ContactQueryRow = typeof contactQueries.$inferSelect;
type ContactQuerySort = (typeof ADMIN_LIST_SORTS.contactQueries)[number];

/** SPEC §3 contact query, timestamps as ISO strings. */
const toContactQueryJson = (row: ContactQueryRow): ContactQuery => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Staff's list: one page, newest first, optionally of one status. */
export async function listContactQueries(c: Context<AppEnv>, { status, ...list }: ListQuery<ContactQuerySort> & { status?: ContactQueryStatus }) {
  const where = status ? eq(contactQueries.status, status) : undefined;
  const query = c.var.db.select().from(contactQueries).where(where).$dynamic();
  const order = {
    byDefault: [desc(contactQueries.createdAt), desc(contactQueries.id)],
    bySortKey: {
      id: contactQueries.id,
      name: contactQueries.name,
      email: contactQueries.email,
      subject: contactQueries.subject,
      status: contactQueries.status,
      createdAt: contactQueries.createdAt,
    },
    tiebreaker: contactQueries.id,
  };
  const rows = await listPage(c, query, list, order, () => c.var.db.$count(contactQueries, where));
  return rows.map(toContactQueryJson);
}

export async function contactQueryById(db: Database, id: number) {
  const [row] = await db.select().from(contactQueries).where(eq(contactQueries.id, id));
  if (!row) throw notFound('Contact query');
  return toContactQueryJson(row);
}

export async function deleteContactQuery(db: Database, id: number) {
  if (!(await deleteAudited(db, contactQueries, 'contact_query', id))) throw notFound('Contact query');
}

export async function setContactQueryStatus(db: Database, id: number, status: ContactQueryStatus) {
  const updated = await updateAudited(db, contactQueries, 'contact_query', id, { status }, 'status');
  if (!updated) throw notFound('Contact query');
  return toContactQueryJson(updated);
}
