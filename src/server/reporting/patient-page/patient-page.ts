import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { frontDeskMessages } from '../../../lib/validation/messages';
import type { PatientCorrectionRequest } from '../../../lib/validation/patient-details';
import { toAuditEventJson, updateAudited, personalDetailsColumns, personalDetailsJson, type PatientPage } from '../../identity';
import type { Session } from '../../kernel/session';
import { clinicNow } from '../../kernel/clock';
import { appointmentRows, appointmentSlotRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import {
  appointments,
  auditEvents,
  consultationNotes,
  doctors,
  notifications,
  payments,
  refunds,
  services,
  timeSlots,
  users,
} from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';

/** The page shows the latest this many messages and history events; the Messages and Audit screens have the rest. */
const RECENT_LIMIT = 200;

/** Appointments still ahead: booked and not yet begun. */
const LIVE_STATUSES = new Set(['pending', 'confirmed']);

async function patientAppointments(db: Database, patientId: number) {
  const rows = await appointmentRows(db, {
    id: appointments.id,
    time: appointments.time,
    status: appointments.status,
    mode: appointments.mode,
    description: appointments.description,
    cancellationReason: appointments.cancellationReason,
    doctorId: doctors.id,
    doctorName: doctors.name,
    serviceId: services.id,
    serviceName: services.name,
    note: consultationNotes.body,
  })
    .leftJoin(consultationNotes, eq(consultationNotes.appointmentId, appointments.id))
    .where(eq(appointments.userId, patientId))
    .orderBy(desc(appointments.time), desc(appointments.id));
  return rows.map((row) => ({
    id: row.id,
    time: row.time.toISOString(),
    status: row.status,
    mode: row.mode,
    doctor: { id: row.doctorId, name: row.doctorName },
    service: { id: row.serviceId, name: row.serviceName },
    description: row.description,
    cancellation_reason: row.cancellationReason,
    note: row.note,
  }));
}

async function patientPayments(db: Database, patientId: number) {
  const taker = alias(users, 'taker');
  const rows = await db
    .select({ payment: payments, takenBy: taker.name })
    .from(payments)
    .leftJoin(taker, eq(taker.id, payments.takenByUserId))
    .where(eq(payments.userId, patientId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(({ payment, takenBy }) => ({
    id: payment.id,
    appointment_id: payment.appointmentId,
    amount: payment.amountPaise,
    refunded: payment.refundedPaise,
    status: payment.status,
    method: payment.method,
    // A payment link's reference is the clinic's own key for Razorpay (slot…_…), not a slip staff wrote down.
    reference: payment.method === 'link' ? null : payment.reference,
    waiver_reason: payment.waiverReason,
    // Issue 51 item 10: paise taken off the fee, and why.
    discount: payment.discountPaise,
    discount_reason: payment.discountReason,
    taken_by: takenBy,
    created_at: payment.createdAt.toISOString(),
  }));
}

async function patientRefunds(db: Database, patientId: number) {
  const rows = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.userId, patientId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  return rows.map(({ refund }) => ({
    id: refund.id,
    appointment_id: refund.appointmentId,
    amount: refund.amountPaise,
    reason: refund.reason,
    status: refund.status,
    created_at: refund.createdAt.toISOString(),
    settled_at: refund.settledAt?.toISOString() ?? null,
  }));
}

/** Messages to the patient: about their appointments, or to their number or e-mail (codes, replies). */
async function patientMessages(db: Database, patient: { mobile: string | null; email: string | null }, appointmentIds: number[]) {
  const addressedTo: SQL[] = [];
  if (appointmentIds.length > 0) addressedTo.push(inArray(notifications.appointmentId, appointmentIds));
  const addresses = [patient.mobile, patient.email].filter((address): address is string => !!address);
  if (addresses.length > 0) addressedTo.push(inArray(notifications.recipient, addresses));
  if (addressedTo.length === 0) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.audience, 'patient'), or(...addressedTo)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(RECENT_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    appointment_id: row.appointmentId,
    kind: row.kind,
    channel: row.channel,
    subject: row.subject,
    status: row.status,
    delivery_status: row.deliveryStatus,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }));
}

/** The audit trail of the patient's record and of their appointments, newest first. */
async function patientHistory(db: Database, patientId: number, appointmentIds: number[]) {
  const ofPatient = and(eq(auditEvents.entity, 'user'), eq(auditEvents.entityId, patientId));
  const ofAppointments =
    appointmentIds.length > 0 ? and(eq(auditEvents.entity, 'appointment'), inArray(auditEvents.entityId, appointmentIds)) : undefined;
  const rows = await db
    .select({ event: auditEvents, actorName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(or(ofPatient, ofAppointments))
    .orderBy(desc(auditEvents.id))
    .limit(RECENT_LIMIT);
  return rows.map(({ event, actorName }) => toAuditEventJson(event, actorName));
}

/** Whether the doctor has (or had) an appointment with the patient: only then may they open the page. */
async function isDoctorsPatient(db: Database, doctorId: number, patientId: number) {
  const [row] = await appointmentSlotRows(db, { id: appointments.id })
    .where(and(eq(appointments.userId, patientId), eq(timeSlots.doctorId, doctorId)))
    .limit(1);
  return !!row;
}

/**
 * GET /v1/users/patients/{id} (issue 34): the patient's details, appointments, payments, refunds,
 * messages and history for staff. A doctor sees only a patient of theirs (anyone else is a 404,
 * as a patient who does not exist is) and not the money, messages or trail.
 */
export async function patientPage(db: Database, viewer: Session, patientId: number): Promise<PatientPage> {
  const [patient] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, patientId), eq(users.role, 'patient')));
  if (!patient) throw notFound('Patient');
  const isAdmin = viewer.role === 'admin';
  // Issue 51: the receptionist sees the desk's part (details, visits, money, messages), never a
  // consultation note (a clinical record) nor the audit trail.
  const isDesk = isAdmin || viewer.role === 'receptionist';
  if (!isDesk && (viewer.doctorId === undefined || !(await isDoctorsPatient(db, viewer.doctorId, patientId)))) throw notFound('Patient');

  const all = (await patientAppointments(db, patientId)).map((a) => (viewer.role === 'receptionist' ? { ...a, note: null } : a));
  const now = clinicNow().getTime();
  const isUpcoming = (a: (typeof all)[number]) => LIVE_STATUSES.has(a.status) && new Date(a.time).getTime() > now;
  const ids = all.map((a) => a.id);
  return {
    patient: {
      id: patient.id,
      name: patient.name,
      email: patient.email,
      mobile: patient.mobile,
      gender: patient.gender,
      language: patient.language,
      ...personalDetailsJson(patient),
      status: patient.status,
      phone_verified: patient.phoneVerifiedAt !== null,
      created_at: patient.createdAt.toISOString(),
    },
    upcoming: all.filter(isUpcoming).reverse(),
    past: all.filter((a) => !isUpcoming(a)),
    payments: isDesk ? await patientPayments(db, patientId) : null,
    refunds: isDesk ? await patientRefunds(db, patientId) : null,
    messages: isDesk ? await patientMessages(db, patient, ids) : null,
    history: isAdmin ? await patientHistory(db, patientId, ids) : null,
  };
}

/**
 * PUT /v1/users/patients/{id}: staff correct the details on file (audited as `correct`): SPEC's
 * name, e-mail, mobile and gender, the language, and the details of issue 45. A new mobile is one
 * staff checked with the patient in person; it must be no other record's, and the sign-in tied
 * to the old number ends with it (the next code sent to the new number signs the patient in).
 */
export async function correctPatient(db: Database, viewer: Session, patientId: number, input: PatientCorrectionRequest) {
  const [patient] = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.id, patientId), eq(users.role, 'patient')));
  if (!patient) throw notFound('Patient');
  const isNewMobile = input.mobile !== undefined && input.mobile !== patient.mobile;
  if (isNewMobile) {
    const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, input.mobile!));
    if (holder) throw new AppError('conflict', frontDeskMessages.mobileRegistered, { mobile: frontDeskMessages.mobileRegistered });
  }
  // Left out, a field on file stays (undefined is no column in Drizzle's UPDATE); null clears it.
  const values = {
    name: input.name,
    email: input.email,
    gender: input.gender,
    language: input.language,
    ...personalDetailsColumns(input),
    ...(isNewMobile ? { mobile: input.mobile, firebaseUid: null } : {}),
  };
  const updated = await updateAudited(db, users, 'user', patientId, values, 'correct');
  if (!updated) throw notFound('Patient');
  return patientPage(db, viewer, patientId);
}
