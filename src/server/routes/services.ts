import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../lib/validation/common';
import { paiseToRupees } from '../../lib/format/money';
import type { AppEnv } from '../context';
import { services } from '../db/schema';
import { notFound } from '../errors';
import { validate } from '../validate';

type ServiceRow = typeof services.$inferSelect;

/** SPEC §3 service: price in rupees on the wire, paise in the database. */
export const toServiceJson = (row: ServiceRow) => ({
  id: row.id,
  name: row.name,
  price: paiseToRupees(row.pricePaise),
  status: row.status,
});

/** Patients and visitors see active services only; admins see every service. */
const visibleTo = (isAdmin: boolean) => (isAdmin ? undefined : eq(services.status, true));

export const servicesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const rows = await c.var.db
      .select()
      .from(services)
      .where(visibleTo(c.var.auth?.role === 'admin'))
      .orderBy(asc(services.id));
    return c.json(rows.map(toServiceJson));
  })
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [row] = await c.var.db
      .select()
      .from(services)
      .where(and(eq(services.id, id), visibleTo(c.var.auth?.role === 'admin')));
    if (!row) throw notFound('Service');
    return c.json(toServiceJson(row));
  });
