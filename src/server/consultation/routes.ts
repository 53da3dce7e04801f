import { Hono } from 'hono';
import { idParamSchema } from '../../lib/validation/common';
import { intakeSubmissionSchema } from '../../lib/validation/intake';
import { requirePatient, requireRole } from '../auth/middleware';
import { clinicNow } from '../clock';
import { appointmentConsent } from '../consents/record-consent';
import type { AppEnv } from '../context';
import { validate } from '../validate';
import { accessibleAppointment } from './appointment-access';
import { appointmentIntake, saveIntakeAnswers } from './intake-answers';

const anyoneSignedIn = requireRole('patient', 'doctor', 'admin');

/**
 * The consultation around one appointment (issue 29), for its patient, its doctor and staff:
 * the consent given at booking, the intake, the reports and the doctor's record. Anyone else
 * gets 404.
 */
export const consultationRoutes = new Hono<AppEnv>()
  .get('/:id/consultation', anyoneSignedIn, validate('param', idParamSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    return c.json({
      appointment_id: appointment.id,
      consent: await appointmentConsent(c.var.db, appointment.id),
      intake: await appointmentIntake(c.var.db, appointment, clinicNow()),
    });
  })
  .get('/:id/intake', anyoneSignedIn, validate('param', idParamSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    return c.json(await appointmentIntake(c.var.db, appointment, clinicNow()));
  })
  .put('/:id/intake', requirePatient, validate('param', idParamSchema), validate('json', intakeSubmissionSchema), async (c) => {
    const appointment = await accessibleAppointment(c.var.db, c.var.auth!, c.req.valid('param').id);
    await saveIntakeAnswers(c.var.db, appointment, c.req.valid('json'), clinicNow());
    return c.json(await appointmentIntake(c.var.db, appointment, clinicNow()));
  });
