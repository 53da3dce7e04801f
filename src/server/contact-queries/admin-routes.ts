import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { contactQueryListQuerySchema } from '../../lib/validation/admin-list';
import { idParamSchema } from '../../lib/validation/common';
import type { ContactQueryStatus } from '../../lib/domain/contact-queries';
import { contactQueryStatusSchema } from '../../lib/validation/contact-query';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import type { Database } from '../db/database';
import { contactQueries } from '../db/schema';
import { notFound } from '../errors';
import { listPage } from '../paging';
import { validate } from '../validate';
import { deleteAudited, updateAudited } from '../audit/audited-writes';

type ContactQueryRow = typeof contactQueries.$inferSelect;

/** SPEC §3 contact query, timestamps as ISO strings. */
const toContactQueryJson = (row: ContactQueryRow) => ({
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

async function setStatus(db: Database, id: number, status: ContactQueryStatus) {
  const updated = await updateAudited(db, contactQueries, 'contact_query', id, { status }, 'status');
  if (!updated) throw notFound('Contact query');
  return toContactQueryJson(updated);
}

/** Admin side of contact queries; the public POST / lives in contact-queries.ts. */
export const contactQueriesAdminRoutes = new Hono<AppEnv>()
  // Registered before /:id so that 'admin' is never read as an id.
  .get('/admin', requireAdmin, validate('query', contactQueryListQuerySchema), async (c) => {
    const { status, ...list } = c.req.valid('query');
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
    return c.json(rows.map(toContactQueryJson));
  })
  .get('/:id', requireAdmin, validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [row] = await c.var.db.select().from(contactQueries).where(eq(contactQueries.id, id));
    if (!row) throw notFound('Contact query');
    return c.json(toContactQueryJson(row));
  })
  .delete('/:id', requireAdmin, validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteAudited(c.var.db, contactQueries, 'contact_query', id))) throw notFound('Contact query');
    return c.body(null, 204);
  })
  // The list screen uses PUT and the detail screen PATCH (SPEC §7); both set the status alone.
  .put('/:id/status', requireAdmin, validate('param', idParamSchema), validate('json', contactQueryStatusSchema), async (c) => {
    return c.json(await setStatus(c.var.db, c.req.valid('param').id, c.req.valid('json').status));
  })
  .patch('/:id/status', requireAdmin, validate('param', idParamSchema), validate('json', contactQueryStatusSchema), async (c) => {
    return c.json(await setStatus(c.var.db, c.req.valid('param').id, c.req.valid('json').status));
  });
