import { eq, sql } from 'drizzle-orm';
import { MAX_PATIENT_RESCHEDULES, patientCancellation, patientReschedule } from '../../../lib/policy/appointment-policy';
import { RESCHEDULE_WINDOW_DAYS } from '../../../lib/validation/appointment';
import { appointmentActionMessages as m } from '../../../lib/validation/messages';
import { appointmentFacts, type ReplyAction } from '../../messaging';
import { cancelAppointmentWithin, paidPaymentOf } from '../appointments/cancel-appointment';
import { rescheduleAppointment } from '../appointments/reschedule-appointment';
import { availableSlots } from '../../practice';
import { clinicNow } from '../../kernel/clock';
import { appointmentSlotRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import { appointmentActionLinks, appointments, timeSlots, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import type { AppointmentAction } from './responses';

type Link = typeof appointmentActionLinks.$inferSelect;

/**
 * The link and its appointment, if it still speaks for it: an unknown or expired code answers
 * 404, one written before a move or a cancel 409 (it must not act on a time the patient never saw).
 */
async function liveLink(db: Database, code: string, now: Date, options: { lock?: boolean } = {}) {
  const query = db
    .select({ link: appointmentActionLinks, appointment: appointments })
    .from(appointmentActionLinks)
    .innerJoin(appointments, eq(appointments.id, appointmentActionLinks.appointmentId))
    .where(eq(appointmentActionLinks.code, code));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', m.notFound);
  if (now >= row.link.expiresAt) throw await deadLink(db, row.appointment.userId, 'not_found', m.notFound);
  if (row.appointment.calendarSequence !== row.link.calendarSequence) throw await deadLink(db, row.appointment.userId, 'conflict', m.changedSince);
  return row;
}

/** A known link that no longer works: the answer names the patient's language, so the page says so in it (issue 45). */
async function deadLink(db: Database, userId: number, code: 'not_found' | 'conflict', message: typeof m.notFound | typeof m.changedSince) {
  const [patient] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return new AppError(code, message, undefined, undefined, { language: patient?.language ?? 'en' });
}

/** What the one-screen page shows: the visit, in the patient's language, and what each answer does. */
export async function describeActionLink(db: Database, code: string, now = clinicNow()): Promise<AppointmentAction> {
  const { link, appointment } = await liveLink(db, code, now);
  const facts = (await appointmentFacts(db, appointment.id))!;
  const payment = await paidPaymentOf(db, appointment.id);
  const cancellation = patientCancellation(appointment.time, now, payment?.amountPaise ?? 0, appointment.refundCapPercent);
  return {
    language: facts.patient.language,
    // Whoever holds the link reads it: the greeting needs no more than the first name (issue 43).
    patient_first_name: facts.patient.name.trim().split(/\s+/)[0] ?? '',
    doctor_name: facts.doctor.name,
    service_name: facts.serviceName,
    time: appointment.time.toISOString(),
    end_time: facts.end.toISOString(),
    mode: appointment.mode,
    status: appointment.status,
    patient_confirmed_at: appointment.patientConfirmedAt?.toISOString() ?? null,
    patient_wants_change_at: appointment.patientWantsChangeAt?.toISOString() ?? null,
    used_actions: (['confirm', 'change', 'cancel'] as const).filter((action) => link.usedActions[action]),
    // The refund the policy gives if the patient cancels now: the page shows it before asking once more.
    cancel: {
      allowed: cancellation.canCancel,
      refund_paise: cancellation.canCancel ? cancellation.refundPaise : 0,
      paid_paise: payment?.amountPaise ?? 0,
    },
    reschedule: {
      allowed: appointment.status === 'confirmed' && patientReschedule(appointment.time, now, appointment.patientReschedules).canReschedule,
      // The page says what a move spends before making it (issue 45).
      moves_left: Math.max(0, MAX_PATIENT_RESCHEDULES - appointment.patientReschedules),
    },
  };
}

/** Records one action on the link (each once): a second use answers 409. */
async function markUsed(tx: Database, link: Link, action: ReplyAction, now: Date) {
  if (link.usedActions[action]) throw new AppError('conflict', m.alreadyUsed);
  await tx
    .update(appointmentActionLinks)
    .set({ usedActions: sql`${appointmentActionLinks.usedActions} || ${JSON.stringify({ [action]: now.toISOString() })}::jsonb`, updatedAt: now })
    .where(eq(appointmentActionLinks.id, link.id));
}

/**
 * The patient's answer through the link or a WhatsApp quick reply: confirm marks the visit
 * confirmed by the patient, change asks staff to call about another time; each once. A cancel is
 * done only from the page, after it showed the refund (`cancelThroughLink`).
 */
export async function answerThroughLink(
  db: Database,
  code: string,
  action: 'confirm' | 'change',
  now = clinicNow(),
): Promise<{ appointmentId: number }> {
  return db.transaction(async (tx) => {
    const { link, appointment } = await liveLink(tx, code, now, { lock: true });
    if (appointment.status !== 'confirmed') throw new AppError('conflict', m.notOpen);
    await markUsed(tx, link, action, now);
    await tx
      .update(appointments)
      .set(action === 'confirm' ? { patientConfirmedAt: now, patientWantsChangeAt: null } : { patientWantsChangeAt: now })
      .where(eq(appointments.id, appointment.id));
    return { appointmentId: appointment.id };
  });
}

/**
 * Cancels as the patient would from their appointments page (the policy's refund, the version
 * the reminder was written for), once; the cancel raises the version, so the link is dead after.
 * Spending the link's cancel and cancelling are one transaction: either both happen or neither
 * (a refused cancel, too late or already cancelled, leaves the action unspent).
 */
export async function cancelThroughLink(db: Database, channels: NotificationChannels, code: string, now = clinicNow()) {
  return db.transaction(async (tx) => {
    const { link, appointment } = await liveLink(tx, code, now, { lock: true });
    await markUsed(tx, link, 'cancel', now);
    return cancelAppointmentWithin(
      tx,
      channels,
      appointment.id,
      { role: 'patient', userId: appointment.userId, version: link.calendarSequence },
      now,
    );
  });
}

/**
 * The free times the page offers for a move: the same doctor's, for the same service, from now
 * until the patient's reschedule window ends (as the patient's own move allows).
 */
export async function slotsForLink(db: Database, code: string, now = clinicNow()) {
  const { appointment } = await liveLink(db, code, now);
  const [slot] = await db.select({ doctorId: timeSlots.doctorId }).from(timeSlots).where(eq(timeSlots.id, appointment.slotId));
  const end = new Date(now.getTime() + RESCHEDULE_WINDOW_DAYS * 86_400_000);
  const slots = await availableSlots(db, { start: now, end, serviceId: appointment.serviceId, patientId: appointment.userId });
  return slots.filter((free) => free.doctor.id === slot!.doctorId);
}

/**
 * Moves the appointment to another free time of its doctor, as the patient's own reschedule does
 * (the policy's limits, the version the reminder was written for); the move raises the version,
 * so this link is dead afterwards and the new reminders carry a new one.
 */
export async function rescheduleThroughLink(db: Database, channels: NotificationChannels, code: string, newSlotId: number, now = clinicNow()) {
  const { appointment, link } = await liveLink(db, code, now);
  if (appointment.status !== 'confirmed') throw new AppError('conflict', m.notOpen);
  const [current] = await db.select({ doctorId: timeSlots.doctorId }).from(timeSlots).where(eq(timeSlots.id, appointment.slotId));
  const [chosen] = await db.select({ doctorId: timeSlots.doctorId }).from(timeSlots).where(eq(timeSlots.id, newSlotId));
  if (!chosen || chosen.doctorId !== current!.doctorId) throw new AppError('invalid', m.otherDoctor);
  const move = { appointmentId: appointment.id, userId: appointment.userId, newSlotId };
  const afterCommit = await rescheduleAppointment(db, channels, move, now, true, link.calendarSequence);
  const [moved] = await appointmentSlotRows(db, { time: appointments.time, endTime: timeSlots.endTime }).where(eq(appointments.id, appointment.id));
  return { afterCommit, moved: { time: moved!.time.toISOString(), end_time: moved!.endTime.toISOString() } };
}
