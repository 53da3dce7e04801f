import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { doctorLeaveQuerySchema, doctorLeaveSchema } from '../../../lib/validation/doctor-leave';
import { requireDesk } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { addDoctorLeave, affectedAppointments, listDoctorLeave, removeDoctorLeave } from './doctor-leave';

/**
 * /v1/doctor-leave (issue 51 item 8), the front desk (admin, receptionist): a doctor away for days
 * or some hours. Slots in it close; the appointments in it are listed for staff to move (POST
 * /v1/appointments/reschedule, to a doctor offering the service) or cancel with a full refund
 * (POST /v1/appointments/:id/status): the leave itself never cancels anything.
 */
export const doctorLeaveRoutes = new Hono<AppEnv>()
  .use(requireDesk)
  .get('/', validate('query', doctorLeaveQuerySchema), async (c) => c.json(await listDoctorLeave(c.var.db, c.req.valid('query').doctorId)))
  .get('/affected', validate('query', doctorLeaveQuerySchema), async (c) =>
    c.json(await affectedAppointments(c.var.db, c.req.valid('query').doctorId)),
  )
  .post('/', validate('json', doctorLeaveSchema), async (c) => c.json(await addDoctorLeave(c.var.db, c.req.valid('json')), 201))
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    if (!(await removeDoctorLeave(c.var.db, c.req.valid('param').id))) throw notFound('Leave');
    return c.body(null, 204);
  });
