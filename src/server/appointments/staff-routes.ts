import { Hono } from 'hono';
import { bookingMessages } from '../../lib/validation/messages';
import { staffBookingSchema } from '../../lib/validation/staff-booking';
import { requireRole } from '../auth/middleware';
import { toAppointmentJson } from '../booking/complete-booking';
import type { AppEnv } from '../context';
import { sendNotificationsSoon } from '../notifications/send-soon';
import { validate } from '../validate';
import { bookForPatient } from './staff-booking';

/** Beyond SPEC (issue 34): the front desk books for a patient; a doctor only into their own calendar. */
export const staffBookingRoutes = new Hono<AppEnv>().post(
  '/staff',
  requireRole('admin', 'doctor'),
  validate('json', staffBookingSchema),
  async (c) => {
    const booked = await bookForPatient(c.var.db, c.var.deps.providers, c.var.auth!, c.req.valid('json'));
    sendNotificationsSoon(c);
    return c.json(
      { message: bookingMessages.booked, patientId: booked.appointment.userId, appointment: toAppointmentJson(booked.appointment, booked.payment) },
      201,
    );
  },
);
