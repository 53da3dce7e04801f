import { Hono } from 'hono';
import { patientCancelSchema, patientRescheduleSchema } from '../../lib/validation/appointment';
import { idParamSchema } from '../../lib/validation/common';
import { appointmentCalendarFile } from '../appointments/appointment-calendar';
import { cancelAppointment } from '../appointments/cancel-appointment';
import { listPatientAppointments } from '../appointments/patient-appointments';
import { rescheduleAppointment } from '../appointments/reschedule-appointment';
import { requireConfirmedDetails } from '../auth/confirmed-details';
import { requirePatient, requireRole } from '../auth/middleware';
import type { AppEnv } from '../context';
import { notFound } from '../errors';
import { sendNotificationsSoon } from '../notifications/send-soon';
import { sendRefunds } from '../refunds/settle-refunds';
import { validate } from '../validate';
import { clinicNow } from '../clock';

/**
 * The patient's own appointments (beside SPEC §7): list, cancel, move, calendar file. Another
 * patient's appointment answers 404; each change answers the patient's updated appointment.
 */
export const myAppointmentsRoutes = new Hono<AppEnv>()
  .get('/mine', requirePatient, async (c) => c.json(await listPatientAppointments(c.var.db, c.var.auth!.id)))
  .post('/:id/cancel', requirePatient, validate('param', idParamSchema), validate('json', patientCancelSchema), async (c) => {
    const { id } = c.req.valid('param');
    const actor = { role: 'patient', userId: c.var.auth!.id, version: c.req.valid('json').version } as const;
    const { refundId } = await cancelAppointment(c.var.db, c.var.deps.providers.notifications, id, actor);
    // After commit: the local provider settles at once (its message queued too); a failure is retried by the settle job.
    if (refundId) await sendRefunds(c.var.db, c.var.deps.providers, [refundId]);
    sendNotificationsSoon(c);
    return c.json(await ownAppointment(c.var.db, c.var.auth!.id, id));
  })
  .post(
    '/:id/reschedule',
    requirePatient,
    requireConfirmedDetails,
    validate('param', idParamSchema),
    validate('json', patientRescheduleSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const userId = c.var.auth!.id;
      const { newSlotId, version } = c.req.valid('json');
      await rescheduleAppointment(c.var.db, c.var.deps.providers.notifications, { appointmentId: id, userId, newSlotId }, clinicNow(), true, version);
      sendNotificationsSoon(c);
      return c.json(await ownAppointment(c.var.db, userId, id));
    },
  )
  .get('/:id/calendar.ics', requireRole('patient', 'admin'), validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const ics = await appointmentCalendarFile(c.var.db, id, c.var.auth!, c.var.deps.config.siteUrl);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="appointment-${id}.ics"`);
    return c.body(ics);
  });

async function ownAppointment(db: Parameters<typeof listPatientAppointments>[0], userId: number, id: number) {
  const appointment = (await listPatientAppointments(db, userId)).find((a) => a.id === id);
  if (!appointment) throw notFound('Appointment');
  return appointment;
}
