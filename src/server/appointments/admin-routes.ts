import { meetingRoomOf } from '../../lib/policy/appointment-policy';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { type ADMIN_LIST_SORTS, appointmentListQuerySchema, type ListQuery } from '../../lib/validation/admin-list';
import { appointmentStatusChangeSchema, rescheduleSchema } from '../../lib/validation/appointment';
import { idParamSchema } from '../../lib/validation/common';
import { cancelAppointment } from '../appointments/cancel-appointment';
import { rescheduleAppointment } from '../appointments/reschedule-appointment';
import { markAppointmentOutcome } from '../appointments/set-appointment-status';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import { sendNotificationsSoon } from '../notifications/send-soon';
import type { Database } from '../db/database';
import { appointments, consultationNotes, doctors, payments, services, timeSlots, users } from '../db/schema';
import { notFound } from '../errors';
import { listPage, withinClinicDays } from '../paging';
import { refundsByAppointment } from '../refunds/refund-summaries';
import { sendRefunds } from '../refunds/settle-refunds';
import { validate } from '../validate';

type AppointmentSort = (typeof ADMIN_LIST_SORTS.appointments)[number];

/** Each appointment's newest payment (the one shown); `only` narrows it to some appointments. */
const latestPayments = (db: Database, only?: SQL) =>
  db
    .selectDistinctOn([payments.appointmentId], {
      appointmentId: payments.appointmentId,
      status: payments.status,
      amount: payments.amountPaise,
      razorpayPaymentId: payments.razorpayPaymentId,
    })
    .from(payments)
    .where(and(isNotNull(payments.appointmentId), only))
    .orderBy(payments.appointmentId, desc(payments.id))
    .as('latest_payment');

/** `column = any('{1,2,…}'::int[])`: one parameter for any number of ids, where an IN list breaks past 65,535. */
const isAnyOf = (column: AnyPgColumn, ids: number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * SPEC §3 appointments with their patient and payment (amount in paise), plus the slot, doctor
 * and service the admin table shows. Two queries: the first orders and pages the ids alone
 * (PostgreSQL drops the left joins its order does not use, so a page of 100,000 appointments
 * costs an index scan); the second fetches those rows and only their payments.
 */
async function listAppointments(c: Context<AppEnv>, where?: SQL, list: ListQuery<AppointmentSort> = {}) {
  const db = c.var.db;
  const sortPayment = latestPayments(db);
  const pageQuery = db
    .select({ id: appointments.id })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.userId))
    .leftJoin(sortPayment, eq(sortPayment.appointmentId, appointments.id))
    .where(where)
    .$dynamic();
  const order = {
    byDefault: [desc(appointments.time), desc(appointments.id)],
    bySortKey: {
      id: appointments.id,
      user_name: users.name,
      time: appointments.time,
      status: appointments.status,
      payment_status: sortPayment.status,
      amount_paid: sortPayment.amount,
    },
    tiebreaker: appointments.id,
  };
  const ids = (await listPage(c, pageQuery, list, order, () => db.$count(appointments, where))).map((row) => row.id);
  if (ids.length === 0) return [];

  const payment = latestPayments(db, isAnyOf(payments.appointmentId, ids));
  const rows = await db
    .select({
      appointment: appointments,
      user: { name: users.name, email: users.email, mobile: users.mobile },
      doctor: { name: doctors.name, id: doctors.id },
      service: { id: services.id, name: services.name },
      payment: { status: payment.status, amount: payment.amount, razorpayPaymentId: payment.razorpayPaymentId },
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .innerJoin(timeSlots, eq(timeSlots.id, appointments.slotId))
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(payment, eq(payment.appointmentId, appointments.id))
    .where(isAnyOf(appointments.id, ids));
  const byId = new Map(rows.map((row) => [row.appointment.id, row]));
  const refundsOf = await refundsByAppointment(db, ids);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { appointment, user, doctor, service, payment } = row;
    return {
      id: appointment.id,
      user_id: appointment.userId,
      user,
      time: appointment.time.toISOString(),
      status: appointment.status,
      google_meet_link: meetingRoomOf(appointment),
      payment: payment?.status ? { status: payment.status, amount: payment.amount, razorpay_payment_id: payment.razorpayPaymentId } : null,
      refunds: refundsOf.get(appointment.id) ?? [],
      slot_id: appointment.slotId,
      doctor,
      service,
      description: appointment.description,
      mode: appointment.mode,
      cancellation_reason: appointment.cancellationReason,
    };
  });
}

/** Admin side of appointments; booking (create-order, verify-payment) lives in bookings.ts. */
export const appointmentsAdminRoutes = new Hono<AppEnv>()
  .get('/admin', requireAdmin, validate('query', appointmentListQuerySchema), async (c) => {
    const { doctor_id: doctorId, status, from, to, ...list } = c.req.valid('query');
    const filters: SQL[] = withinClinicDays(appointments.time, { from, to });
    if (status) filters.push(eq(appointments.status, status));
    if (doctorId)
      filters.push(inArray(appointments.slotId, c.var.db.select({ id: timeSlots.id }).from(timeSlots).where(eq(timeSlots.doctorId, doctorId))));
    return c.json(await listAppointments(c, and(...filters), list));
  })
  .post('/reschedule', requireAdmin, validate('json', rescheduleSchema), async (c) => {
    const request = c.req.valid('json');
    await rescheduleAppointment(c.var.db, c.var.deps.providers.notifications, request);
    sendNotificationsSoon(c);
    return c.json(await oneAppointment(c, request.appointmentId));
  })
  // The doctor's consultation note, for staff (beside SPEC); null while none is written.
  .get('/:id/note', requireAdmin, validate('param', idParamSchema), async (c) => {
    const [row] = await c.var.db
      .select({ body: consultationNotes.body, updatedAt: consultationNotes.updatedAt, author: users.name })
      .from(consultationNotes)
      .leftJoin(users, eq(users.id, consultationNotes.authorUserId))
      .where(eq(consultationNotes.appointmentId, c.req.valid('param').id));
    return c.json({ note: row ? { body: row.body, updated_at: row.updatedAt.toISOString(), author: row.author } : null });
  })
  // Staff outcome (completed, no_show) or cancellation with a reason and the refund staff chose (full unless they say part or none).
  .post('/:id/status', requireAdmin, validate('param', idParamSchema), validate('json', appointmentStatusChangeSchema), async (c) => {
    const { id } = c.req.valid('param');
    const change = c.req.valid('json');
    if (change.status === 'cancelled') {
      const { refundId } = await cancelAppointment(c.var.db, c.var.deps.providers.notifications, id, {
        role: 'admin',
        reason: change.reason,
        refund: change.refund,
      });
      // After commit: the local provider settles at once (its message queued too); a failure is retried by the settle job.
      if (refundId) await sendRefunds(c.var.db, c.var.deps.providers, [refundId]);
      sendNotificationsSoon(c);
    } else {
      await markAppointmentOutcome(c.var.db, id, change.status);
    }
    return c.json(await oneAppointment(c, id));
  });

async function oneAppointment(c: Context<AppEnv>, id: number) {
  const [appointment] = await listAppointments(c, eq(appointments.id, id));
  if (!appointment) throw notFound('Appointment');
  return appointment;
}
