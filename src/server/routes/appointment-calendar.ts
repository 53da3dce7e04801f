import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { site } from '../../content/site';
import { idParamSchema } from '../../lib/validation/common';
import { requirePatient } from '../auth/middleware';
import { renderAppointmentIcs } from '../calendar/appointment-ics';
import type { AppEnv } from '../context';
import { appointments, doctors, services, timeSlots } from '../db/schema';
import { notFound } from '../errors';
import { validate } from '../validate';

/** GET /v1/appointments/{id}/calendar.ics: the patient's own appointment as a calendar file; anyone else's answers 404. */
export const appointmentCalendarRoutes = new Hono<AppEnv>().get('/:id/calendar.ics', requirePatient, validate('param', idParamSchema), async (c) => {
  const [row] = await c.var.db
    .select({ appointment: appointments, slot: timeSlots, doctorName: doctors.name, serviceName: services.name })
    .from(appointments)
    .innerJoin(timeSlots, eq(timeSlots.id, appointments.slotId))
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(and(eq(appointments.id, c.req.valid('param').id), eq(appointments.userId, c.var.auth!.id)));
  if (!row) throw notFound('Appointment');
  const { appointment, slot } = row;
  const isCall = appointment.mode === 'call';
  const ics = renderAppointmentIcs({
    appointmentId: appointment.id,
    sequence: 0,
    method: appointment.status === 'cancelled' ? 'cancel' : 'request',
    start: slot.startTime,
    end: slot.endTime,
    summary: `${row.serviceName} with ${row.doctorName}`,
    description: isCall
      ? `${site.name}: the doctor calls your verified mobile number at this time. Booking reference #${appointment.id}.`
      : `${site.name}: join the video consultation from the link. Booking reference #${appointment.id}.`,
    meetingLink: isCall ? null : appointment.googleMeetLink,
    organizer: { name: site.name, email: site.email },
    uidDomain: new URL(c.var.deps.config.siteUrl).hostname,
  });
  return c.body(ics, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="appointment-${appointment.id}.ics"`,
  });
});
