import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ADMIN_LIST_SORTS, listQuerySchema } from '../../lib/validation/admin-list';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { listPage } from '../paging';
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
export const patientsRoutes = new Hono<AppEnv>().get(
  '/patients',
  requireAdmin,
  validate('query', listQuerySchema(ADMIN_LIST_SORTS.patients)),
  async (c) => {
    const isPatient = eq(users.role, 'patient');
    const query = c.var.db.select().from(users).where(isPatient).$dynamic();
    const order = {
      byDefault: [asc(users.id)],
      bySortKey: { id: users.id, name: users.name, email: users.email, mobile: users.mobile, gender: users.gender, status: users.status },
      tiebreaker: users.id,
    };
    const rows = await listPage(c, query, c.req.valid('query'), order, () => c.var.db.$count(users, isPatient));
    return c.json(rows.map(toPatientJson));
  },
);
