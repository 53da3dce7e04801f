import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../lib/validation/common';
import { paiseToRupees, rupeesToPaise } from '../../lib/format/money';
import { type ServiceInput, serviceSchema } from '../../lib/validation/service';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import { services } from '../db/schema';
import { notFound } from '../errors';
import { deleteService } from './delete-service';
import { validate } from '../validate';
import { insertAudited, updateAudited } from '../audit/audited-writes';

type ServiceRow = typeof services.$inferSelect;

/** SPEC §3 service: price in rupees on the wire, paise in the database. */
export const toServiceJson = (row: ServiceRow) => ({
  id: row.id,
  name: row.name,
  price: paiseToRupees(row.pricePaise),
  status: row.status,
  modes: row.modes,
});

const toServiceRow = (input: ServiceInput) => ({
  name: input.name,
  pricePaise: rupeesToPaise(input.price),
  status: input.status,
  ...(input.modes ? { modes: input.modes } : {}),
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
  })
  .post('/', requireAdmin, validate('json', serviceSchema), async (c) => {
    const row = await insertAudited(c.var.db, services, 'service', toServiceRow(c.req.valid('json')));
    return c.json(toServiceJson(row), 201);
  })
  .put('/:id', requireAdmin, validate('param', idParamSchema), validate('json', serviceSchema), async (c) => {
    const row = await updateAudited(c.var.db, services, 'service', c.req.valid('param').id, toServiceRow(c.req.valid('json')));
    if (!row) throw notFound('Service');
    return c.json(toServiceJson(row));
  })
  .delete('/:id', requireAdmin, validate('param', idParamSchema), async (c) => {
    await deleteService(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
