import { intakeFormRoutes } from '../intake-forms/routes';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { paiseToRupees, rupeesToPaise } from '../../../lib/format/money';
import { type ServiceInput, serviceSchema } from '../../../lib/validation/service';
import { requireAdmin, insertAudited, updateAudited } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import type { Database } from '../../kernel/db/database';
import { preparedRead } from '../../kernel/db/prepared-read';
import { services } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { deleteService } from './delete-service';
import { validate } from '../../kernel/validate';
import type { Service } from './responses';

type ServiceRow = typeof services.$inferSelect;

/** SPEC §3 service: price in rupees on the wire, paise in the database. */
export const toServiceJson = (row: ServiceRow): Service => ({
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

/** The list every visitor's page asks for, and the admin's: built once (db/prepared-read.ts). */
const listOf = (visible: ReturnType<typeof visibleTo>) => (db: Database, statementName: string) =>
  db.select().from(services).where(visible).orderBy(asc(services.id)).prepare(statementName);
const activeServices = preparedRead('services_active', listOf(visibleTo(false)));
const everyService = preparedRead('services_all', listOf(visibleTo(true)));

export const servicesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const list = c.var.auth?.role === 'admin' ? everyService : activeServices;
    const rows = await list(c.var.deps.database, c.var.db).execute();
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
  })
  // Each service's intake form (issue 29).
  .route('/', intakeFormRoutes);
