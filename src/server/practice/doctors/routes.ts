import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { doctorLoginSchema, doctorSchema } from '../../../lib/validation/doctor';
import { doctorLoginOf, setDoctorLogin } from './doctor-login';
import { requireAdmin, requireDesk } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { doctors } from '../../kernel/db/schema';
import { deleteDoctor } from './delete-doctor';
import { saveDoctor, serviceIdsByDoctor, toDoctorJson } from './doctor-record';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';

export const doctorsRoutes = new Hono<AppEnv>()
  // The desk reads the doctors to book with (issue 51); only staff change them or their logins.
  .get('/', requireDesk, async (c) => {
    const rows = await c.var.db.select().from(doctors).orderBy(asc(doctors.id));
    const serviceIds = await serviceIdsByDoctor(
      c.var.db,
      rows.map((r) => r.id),
    );
    return c.json(rows.map((row) => toDoctorJson(row, serviceIds.get(row.id)!)));
  })
  .get('/:id', requireDesk, validate('param', idParamSchema), async (c) => {
    const [row] = await c.var.db
      .select()
      .from(doctors)
      .where(eq(doctors.id, c.req.valid('param').id));
    if (!row) throw notFound('Doctor');
    return c.json(toDoctorJson(row, (await serviceIdsByDoctor(c.var.db, [row.id])).get(row.id)!));
  })
  .post('/', requireAdmin, validate('json', doctorSchema), async (c) => c.json(await saveDoctor(c.var.db, c.req.valid('json')), 201))
  .put('/:id', requireAdmin, validate('param', idParamSchema), validate('json', doctorSchema), async (c) =>
    c.json(await saveDoctor(c.var.db, c.req.valid('json'), c.req.valid('param').id)),
  )
  // The doctor's own login (beside SPEC): shown on the edit screen, set or reset there.
  .get('/:id/login', requireAdmin, validate('param', idParamSchema), async (c) =>
    c.json({ login: await doctorLoginOf(c.var.db, c.req.valid('param').id) }),
  )
  .put('/:id/login', requireAdmin, validate('param', idParamSchema), validate('json', doctorLoginSchema), async (c) =>
    c.json({ login: await setDoctorLogin(c.var.db, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete('/:id', requireAdmin, validate('param', idParamSchema), async (c) => {
    await deleteDoctor(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
