import { Hono } from 'hono';
import { idParamSchema } from '../../lib/validation/common';
import { requireRole } from '../auth/middleware';
import { appointmentConsent } from '../consents/record-consent';
import type { AppEnv } from '../context';
import { validate } from '../validate';
import { accessibleAppointment } from './appointment-access';

const anyoneSignedIn = requireRole('patient', 'doctor', 'admin');

/**
 * The consultation around one appointment (issue 29), for its patient, its doctor and staff:
 * the consent given at booking, the intake, the reports and the doctor's record.
 */
export const consultationRoutes = new Hono<AppEnv>().get('/:id/consultation', anyoneSignedIn, validate('param', idParamSchema), async (c) => {
  const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
  return c.json({ appointment_id: appointment.id, consent: await appointmentConsent(c.var.db, appointment.id) });
});
