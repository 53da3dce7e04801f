import { count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { ADMIN_LIST_SORTS, type ListQuery, listQuerySchema } from '../../lib/validation/admin-list';
import { rescheduleSchema } from '../../lib/validation/appointment';
import { rescheduleAppointment } from '../appointments/reschedule-appointment';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import { appointments, doctors, payments, services, timeSlots, users } from '../db/schema';
import { notFound } from '../errors';
import { listPage } from '../paging';
import { validate } from '../validate';

/**
 * SPEC §3 appointments with their patient and payment (amount in paise), plus the slot, doctor
 * and service the admin table shows. The newest payment of an appointment is the one shown.
 * One query: the payments are joined, not fetched by a list of ids (which breaks past 65,535).
 */
type AppointmentSort = (typeof ADMIN_LIST_SORTS.appointments)[number];

async function listAppointments(c: Context<AppEnv>, where?: SQL, list: ListQuery<AppointmentSort> = {}) {
  const db = c.var.db;
  const latestPayment = db
    .selectDistinctOn([payments.appointmentId], {
      appointmentId: payments.appointmentId,
      status: payments.status,
      amount: payments.amountPaise,
      razorpayPaymentId: payments.razorpayPaymentId,
    })
    .from(payments)
    .where(isNotNull(payments.appointmentId))
    .orderBy(payments.appointmentId, desc(payments.id))
    .as('latest_payment');
  const query = db
    .select({
      appointment: appointments,
      user: { name: users.name, email: users.email },
      doctor: { name: doctors.name },
      service: { name: services.name },
      payment: { status: latestPayment.status, amount: latestPayment.amount, razorpayPaymentId: latestPayment.razorpayPaymentId },
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .innerJoin(timeSlots, eq(timeSlots.id, appointments.slotId))
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(latestPayment, eq(latestPayment.appointmentId, appointments.id))
    .where(where)
    .$dynamic();
  const order = {
    byDefault: [desc(appointments.time), desc(appointments.id)],
    bySortKey: {
      id: appointments.id,
      user_name: users.name,
      time: appointments.time,
      status: appointments.status,
      payment_status: latestPayment.status,
      amount_paid: latestPayment.amount,
    },
    tiebreaker: appointments.id,
  };
  const rows = await listPage(c, query, list, order, async () => (await db.select({ n: count() }).from(appointments).where(where))[0]?.n ?? 0);
  return rows.map(({ appointment, user, doctor, service, payment }) => ({
    id: appointment.id,
    user_id: appointment.userId,
    user,
    time: appointment.time.toISOString(),
    status: appointment.status,
    google_meet_link: appointment.googleMeetLink,
    payment: payment?.status
      ? { status: payment.status, amount: payment.amount!, razorpay_payment_id: payment.razorpayPaymentId }
      : null,
    slot_id: appointment.slotId,
    doctor,
    service,
    description: appointment.description,
  }));
}

/** Admin side of appointments; booking (create-order, verify-payment) lives in bookings.ts. */
export const appointmentsAdminRoutes = new Hono<AppEnv>()
  .get('/admin', requireAdmin, validate('query', listQuerySchema(ADMIN_LIST_SORTS.appointments)), async (c) => c.json(await listAppointments(c, undefined, c.req.valid('query'))))
  .post('/reschedule', requireAdmin, validate('json', rescheduleSchema), async (c) => {
    const request = c.req.valid('json');
    await rescheduleAppointment(c.var.db, request);
    const [rescheduled] = await listAppointments(c, eq(appointments.id, request.appointmentId));
    if (!rescheduled) throw notFound('Appointment');
    return c.json(rescheduled);
  });
