import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import type { AppEnv } from '../../kernel/app-env';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { requireAdmin } from '../auth/middleware';
import { DESK_LOGIN_SCHEMAS, type DeskLoginRole, listDeskLogins, saveDeskLogin } from './desk-logins';

/**
 * The logins of one role kept on the Staff accounts screen, staff (admin) only. Staff accounts are
 * never the receptionist's or the pharmacist's own to see or change (docs/decisions/052, 064).
 */
const deskLoginRoutes = (role: DeskLoginRole, label: 'Receptionist' | 'Pharmacist') =>
  new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', async (c) => c.json(await listDeskLogins(c.var.db, role)))
    .get('/:id', validate('param', idParamSchema), async (c) => {
      const [login] = await listDeskLogins(c.var.db, role, c.req.valid('param').id);
      if (!login) throw notFound(label);
      return c.json(login);
    })
    .post('/', validate('json', DESK_LOGIN_SCHEMAS[role].create), async (c) => c.json(await saveDeskLogin(c.var.db, role, c.req.valid('json')), 201))
    .put('/:id', validate('param', idParamSchema), validate('json', DESK_LOGIN_SCHEMAS[role].edit), async (c) => {
      const updated = await saveDeskLogin(c.var.db, role, c.req.valid('json'), c.req.valid('param').id);
      if (!updated) throw notFound(label);
      return c.json(updated);
    });

/** /v1/receptionists (issue 51): the front desk's logins, role `receptionist`. */
export const receptionistsRoutes = deskLoginRoutes('receptionist', 'Receptionist');
/** /v1/pharmacists (issue 50): the dispensary's logins, role `pharmacist`. */
export const pharmacistsRoutes = deskLoginRoutes('pharmacist', 'Pharmacist');
