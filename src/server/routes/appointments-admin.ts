import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { rescheduleSchema } from '../../lib/validation/appointment';
import { rescheduleAppointment } from '../appointments/reschedule-appointment';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import type { Database } from '../db/database';
import { appointments, doctors, payments, services, timeSlots, users } from '../db/schema';
import { notFound } from '../errors';
import { validate } from '../validate';

type PaymentRow = typeof payments.$inferSelect;

/**
 * SPEC §3 appointments with their patient and payment (amount in paise), plus the slot, doctor
 * and service the admin table shows. The newest payment of an appointment is the one shown.
 */
async function listAppointments(db: Database, where?: SQL) {
  const rows = await db
    .select({
      appointment: appointments,
      user: { name: users.name, email: users.email },
      doctor: { name: doctors.name },
      service: { name: services.name },
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .innerJoin(timeSlots, eq(timeSlots.id, appointments.slotId))
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(where)
    .orderBy(desc(appointments.time), desc(appointments.id));
  const ids = rows.map((row) => row.appointment.id);
  const paymentRows = ids.length ? await db.select().from(payments).where(inArray(payments.appointmentId, ids)) : [];
  const latestPayment = new Map<number, PaymentRow>();
  for (const payment of paymentRows) {
    const current = latestPayment.get(payment.appointmentId!);
    if (!current || payment.id > current.id) latestPayment.set(payment.appointmentId!, payment);
  }
  return rows.map(({ appointment, user, doctor, service }) => {
    const payment = latestPayment.get(appointment.id);
    return {
      id: appointment.id,
      user_id: appointment.userId,
      user,
      time: appointment.time.toISOString(),
      status: appointment.status,
      google_meet_link: appointment.googleMeetLink,
      payment: payment
        ? { status: payment.status, amount: payment.amountPaise, razorpay_payment_id: payment.razorpayPaymentId }
        : null,
      slot_id: appointment.slotId,
      doctor,
      service,
      description: appointment.description,
    };
  });
}

/** Admin side of appointments; booking (create-order, verify-payment) lives in bookings.ts. */
export const appointmentsAdminRoutes = new Hono<AppEnv>()
  .get('/admin', requireAdmin, async (c) => c.json(await listAppointments(c.var.db)))
  .post('/reschedule', requireAdmin, validate('json', rescheduleSchema), async (c) => {
    const request = c.req.valid('json');
    await rescheduleAppointment(c.var.db, request);
    const [rescheduled] = await listAppointments(c.var.db, eq(appointments.id, request.appointmentId));
    if (!rescheduled) throw notFound('Appointment');
    return c.json(rescheduled);
  });
