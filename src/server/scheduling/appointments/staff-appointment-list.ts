import { meetingRoomOf } from '../../../lib/policy/appointment-policy';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { ADMIN_LIST_SORTS, appointmentListQuerySchema, ListQuery } from '../../../lib/validation/admin-list';
import type * as z from 'zod';
import type { AppEnv } from '../../kernel/app-env';
import { appointmentRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import { appointments, consultationNotes, doctors, payments, services, timeSlots, users } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { listPage, withinClinicDays } from '../../kernel/paging';
import { refundsByAppointment } from '../../billing';

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
  const rows = await appointmentRows(db, {
    appointment: appointments,
    user: { name: users.name, email: users.email, mobile: users.mobile },
    doctor: { name: doctors.name, id: doctors.id },
    service: { id: services.id, name: services.name },
    payment: { status: payment.status, amount: payment.amount, razorpayPaymentId: payment.razorpayPaymentId },
  })
    .innerJoin(users, eq(users.id, appointments.userId))
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
      checked_in_at: appointment.checkedInAt?.toISOString() ?? null,
    };
  });
}

/** GET /v1/appointments/admin: one page, filtered by doctor, status and clinic days. */
export async function listStaffAppointments(c: Context<AppEnv>, query: z.infer<typeof appointmentListQuerySchema>) {
  const { doctor_id: doctorId, status, from, to, ...list } = query;
  const filters: SQL[] = withinClinicDays(appointments.time, { from, to });
  if (status) filters.push(eq(appointments.status, status));
  if (doctorId)
    filters.push(inArray(appointments.slotId, c.var.db.select({ id: timeSlots.id }).from(timeSlots).where(eq(timeSlots.doctorId, doctorId))));
  return listAppointments(c, and(...filters), list);
}

/** The doctor's consultation note of an appointment, for staff; null while none is written. */
export async function consultationNoteOf(db: Database, appointmentId: number) {
  const [row] = await db
    .select({ body: consultationNotes.body, updatedAt: consultationNotes.updatedAt, author: users.name })
    .from(consultationNotes)
    .leftJoin(users, eq(users.id, consultationNotes.authorUserId))
    .where(eq(consultationNotes.appointmentId, appointmentId));
  return row ? { body: row.body, updated_at: row.updatedAt.toISOString(), author: row.author } : null;
}

/** One appointment as the staff list shows it (the answer of each staff change). */
export async function oneAppointment(c: Context<AppEnv>, id: number) {
  const [appointment] = await listAppointments(c, eq(appointments.id, id));
  if (!appointment) throw notFound('Appointment');
  return appointment;
}
