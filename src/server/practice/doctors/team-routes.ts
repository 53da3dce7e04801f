import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../kernel/app-env';
import { doctors } from '../../kernel/db/schema';
import { toPublicDoctor } from './doctor-record';

/**
 * GET /v1/team (beside SPEC): the active doctors as patients see them. The pre-rendered About
 * page reads it so the registration numbers and photos staff edit show without a rebuild.
 */
export const teamRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const rows = await c.var.db.select().from(doctors).where(eq(doctors.status, true)).orderBy(asc(doctors.id));
  return c.json(rows.map(toPublicDoctor));
});
