import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import { users } from '../db/schema';

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
export const patientsRoutes = new Hono<AppEnv>().get('/patients', requireAdmin, async (c) => {
  const rows = await c.var.db.select().from(users).where(eq(users.role, 'patient')).orderBy(asc(users.id));
  return c.json(rows.map(toPatientJson));
});
