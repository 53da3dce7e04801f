import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { MyAppointment } from './responses';
import { MAX_PATIENT_RESCHEDULES, meetingRoomOf, patientCancellation, patientReschedule } from '../../../lib/policy/appointment-policy';
import { isReschedulable } from '../../../lib/validation/appointment';
import { appointmentRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import { appointments, doctors, payments, services, timeSlots, visitRecords } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { refundsByAppointment } from '../../billing';
import { clinicNow } from '../../kernel/clock';

/**
 * The patient's own appointments for /my-appointments: upcoming ones (not yet ended, still
 * pending or confirmed) soonest first, then the rest newest first, each with the policy's
 * outcome of a cancel or a move at `now`, so the page shows it before the patient confirms.
 */
export async function listPatientAppointments(db: Database, userId: number, now = clinicNow()): Promise<MyAppointment[]> {
  const rows = await appointmentRows(db, {
    appointment: appointments,
    endTime: timeSlots.endTime,
    doctor: { id: doctors.id, name: doctors.name },
    service: { id: services.id, name: services.name },
  })
    .where(eq(appointments.userId, userId))
    .orderBy(desc(appointments.time), desc(appointments.id));
  const ids = rows.map((row) => row.appointment.id);
  const paid =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([payments.appointmentId], {
            appointmentId: payments.appointmentId,
            status: payments.status,
            amount: payments.amountPaise,
          })
          .from(payments)
          .where(and(inArray(payments.appointmentId, ids), inArray(payments.status, ['completed', 'refunded'])))
          .orderBy(payments.appointmentId, desc(payments.id));
  const paymentOf = new Map(paid.map((p) => [p.appointmentId!, { status: p.status, amount: p.amount }]));
  const refundsOf = await refundsByAppointment(db, ids);
  const finalised =
    ids.length === 0
      ? []
      : await db
          .select({ appointmentId: visitRecords.appointmentId })
          .from(visitRecords)
          .where(and(inArray(visitRecords.appointmentId, ids), isNotNull(visitRecords.finalisedAt)));
  const withSummary = new Set(finalised.map((r) => r.appointmentId));

  const list = rows.map(({ appointment, endTime, doctor, service }): MyAppointment => {
    const payment = paymentOf.get(appointment.id) ?? null;
    const isActive = isReschedulable(appointment.status);
    const cancellation = patientCancellation(appointment.time, now, payment?.amount ?? 0, appointment.refundCapPercent);
    const reschedule = patientReschedule(appointment.time, now, appointment.patientReschedules);
    return {
      id: appointment.id,
      time: appointment.time.toISOString(),
      end_time: endTime.toISOString(),
      status: appointment.status,
      google_meet_link: meetingRoomOf(appointment),
      mode: appointment.mode,
      doctor,
      service,
      description: appointment.description,
      version: appointment.calendarSequence,
      is_upcoming: isActive && endTime > now,
      payment,
      refunds: refundsOf.get(appointment.id) ?? [],
      cancellation: {
        can_cancel: isActive && cancellation.canCancel,
        window: cancellation.window,
        refund_amount: isActive ? cancellation.refundPaise : 0,
        paid_amount: cancellation.paidPaise,
        refund_limited_by_move: isActive && cancellation.isLimitedByMove,
      },
      reschedule: {
        can_reschedule: isActive && reschedule.canReschedule,
        reason: reschedule.canReschedule ? null : reschedule.reason,
        remaining: Math.max(0, MAX_PATIENT_RESCHEDULES - appointment.patientReschedules),
      },
      visit_summary_ready: withSummary.has(appointment.id),
    };
  });
  const upcoming = list.filter((a) => a.is_upcoming).reverse();
  return [...upcoming, ...list.filter((a) => !a.is_upcoming)];
}

/** One of the patient's own appointments as their list shows it; another patient's answers 404. */
export async function ownAppointment(db: Database, userId: number, id: number) {
  const appointment = (await listPatientAppointments(db, userId)).find((a) => a.id === id);
  if (!appointment) throw notFound('Appointment');
  return appointment;
}
