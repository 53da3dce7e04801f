import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../lib/validation/common';
import { doctorSchema } from '../../lib/validation/doctor';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import { doctors } from '../db/schema';
import { deleteDoctor } from '../doctors/delete-doctor';
import { notFound } from '../errors';
import { validate } from '../validate';

type DoctorRow = typeof doctors.$inferSelect;

/** SPEC §3 doctor. */
const toDoctorJson = (row: DoctorRow) => ({
  id: row.id,
  name: row.name,
  specialization: row.specialization,
  email: row.email,
  mobile: row.mobile,
  gender: row.gender,
  status: row.status,
});

export const doctorsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => {
    const rows = await c.var.db.select().from(doctors).orderBy(asc(doctors.id));
    return c.json(rows.map(toDoctorJson));
  })
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const [row] = await c.var.db
      .select()
      .from(doctors)
      .where(eq(doctors.id, c.req.valid('param').id));
    if (!row) throw notFound('Doctor');
    return c.json(toDoctorJson(row));
  })
  .post('/', validate('json', doctorSchema), async (c) => {
    const [row] = await c.var.db.insert(doctors).values(c.req.valid('json')).returning();
    return c.json(toDoctorJson(row!), 201);
  })
  .put('/:id', validate('param', idParamSchema), validate('json', doctorSchema), async (c) => {
    const [row] = await c.var.db
      .update(doctors)
      .set(c.req.valid('json'))
      .where(eq(doctors.id, c.req.valid('param').id))
      .returning();
    if (!row) throw notFound('Doctor');
    return c.json(toDoctorJson(row));
  })
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    await deleteDoctor(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
