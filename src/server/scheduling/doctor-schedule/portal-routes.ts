import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import { idParamSchema } from '../../../lib/validation/common';
import { consultationNoteSchema, DOCTOR_SCHEDULE_VIEWS, doctorOutcomeSchema } from '../../../lib/validation/doctor';
import { doctorPortalMessages as m } from '../../../lib/validation/messages';
import { markAppointmentOutcome } from '../appointments/set-appointment-status';
import { requireDoctor } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { doctors } from '../../kernel/db/schema';
import { doctorAppointment, doctorSchedule, saveConsultationNote } from './doctor-schedule';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { MAX_PAGE_SIZE } from '../../../lib/validation/admin-list';
import { clinicNow } from '../../kernel/clock';

const scheduleQuerySchema = z.object({
  view: z.enum(DOCTOR_SCHEDULE_VIEWS, { error: m.whenInvalid }).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});

/**
 * A doctor's own day (beside SPEC §7; doctor tokens only): the schedule, outcomes and notes of
 * the doctor's own appointments. The doctor comes from the session, never from the request.
 */
export const doctorPortalRoutes = new Hono<AppEnv>()
  .use(requireDoctor)
  .get('/me', async (c) => {
    const [doctor] = await c.var.db
      .select({ id: doctors.id, name: doctors.name, specialization: doctors.specialization })
      .from(doctors)
      .where(eq(doctors.id, c.var.auth!.doctorId!));
    if (!doctor) throw notFound('Doctor');
    return c.json(doctor);
  })
  .get('/appointments', validate('query', scheduleQuerySchema), async (c) => {
    const { view, limit, offset } = c.req.valid('query');
    const { appointments, total } = await doctorSchedule(c.var.db, c.var.auth!.doctorId!, view, { limit, offset });
    c.header('X-Total-Count', String(total));
    return c.json(appointments);
  })
  .get('/appointments/:id', validate('param', idParamSchema), async (c) =>
    c.json(await doctorAppointment(c.var.db, c.var.auth!.doctorId!, c.req.valid('param').id)),
  )
  .post('/appointments/:id/status', validate('param', idParamSchema), validate('json', doctorOutcomeSchema), async (c) => {
    const { id } = c.req.valid('param');
    const doctorId = c.var.auth!.doctorId!;
    await markAppointmentOutcome(c.var.db, c.var.deps.providers.notifications, id, c.req.valid('json').status, clinicNow(), doctorId);
    return c.json(await doctorAppointment(c.var.db, doctorId, id));
  })
  .put('/appointments/:id/note', validate('param', idParamSchema), validate('json', consultationNoteSchema), async (c) => {
    const { id } = c.req.valid('param');
    const doctorId = c.var.auth!.doctorId!;
    await saveConsultationNote(c.var.db, { doctorId, appointmentId: id, authorUserId: c.var.auth!.id, body: c.req.valid('json').body });
    return c.json(await doctorAppointment(c.var.db, doctorId, id));
  });
