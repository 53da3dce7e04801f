import { asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { pageQuerySchema } from '../../lib/validation/common';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { paginate } from '../paging';
import { validate } from '../validate';

type UserRow = typeof users.$inferSelect;

/** SPEC §3 patient, snake case as the admin table and its export expect; never the password hash. */
const toPatientJson = (row: UserRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  gender: row.gender,
  role: row.role,
  status: row.status,
  firebase_uid: row.firebaseUid,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** GET /v1/users/patients; login and registration share the /users prefix in other modules. */
export const patientsRoutes = new Hono<AppEnv>().get('/patients', requireAdmin, validate('query', pageQuerySchema), async (c) => {
  const isPatient = eq(users.role, 'patient');
  const query = c.var.db.select().from(users).where(isPatient).orderBy(asc(users.id)).$dynamic();
  const rows = await paginate(c, query, c.req.valid('query'), async () => (await c.var.db.select({ n: count() }).from(users).where(isPatient))[0]?.n ?? 0);
  return c.json(rows.map(toPatientJson));
});
