import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';

import { type VisitRecordRefusal, visitRecordRefusal } from '../../../lib/policy/appointment-policy';
import type { AllergyWarning } from '../../../lib/policy/allergy-warnings';
import { type VisitRecordInput, visitRecordMessages as m } from '../../../lib/validation/visit-record';
import { recordAudit } from '../../identity';
import { appointmentFacts, addressed, insertNotifications, rows, templateClinicOf, renderVisitSummaryMessage } from '../../messaging';
import { appointmentRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import {
  appointments,
  dispensaryMedicines,
  doctors,
  intakeAnswers,
  payments,
  services,
  visitExaminations,
  visitRecordAddenda,
  visitRecords,
} from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { createFollowUpRecall } from '../../scheduling';
import type { AccessibleAppointment } from './appointment-access';
import type { Consultation } from './responses';
import { examinationColumns } from './examination';
import { prescriptionAllergyWarnings } from '../health-file/health-file';
import { resolveDiagnoses } from '../diagnosis-codes/code-list';

export { visibleTo, visitRecordOf } from './visit-record-read';

const columnsOf = (input: VisitRecordInput) => ({
  findings: input.findings,
  assessment: input.assessment,
  prakriti: input.prakriti,
  vikriti: input.vikriti,
  prescription: input.prescription,
  pathya: input.pathya,
  apathya: input.apathya,
  followUpDays: input.follow_up_days,
});

const REFUSALS: Record<VisitRecordRefusal, (typeof m)[keyof typeof m]> = {
  cancelled: m.visitCancelled,
  refunded: m.visitRefunded,
  not_started: m.visitNotStarted,
};

/**
 * Refuses (409, with the reason) a record for a visit that did not happen: cancelled, refunded or
 * not started (issue 43). The appointment's row is share-locked, so a cancellation waits for the
 * record's transaction and a record for the commit of a cancellation.
 */
async function assertVisitHappened(tx: Pick<Database, 'select'>, appointmentId: number, now: Date) {
  const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('share');
  const [refunded] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'refunded')))
    .limit(1);
  const refusal = visitRecordRefusal(appointment!, Boolean(refunded), now);
  if (refusal) throw new AppError('conflict', REFUSALS[refusal]);
}

/**
 * Issue 50: a line's catalogue medicine must be one the dispensary has (a deactivated one stays
 * valid: the line was written when it was stocked). Refused (400) beside the line otherwise.
 */
async function assertCatalogueMedicines(tx: Pick<Database, 'select'>, prescription: VisitRecordInput['prescription']) {
  const ids = [...new Set(prescription.flatMap((line) => (line.medicine_id ? [line.medicine_id] : [])))];
  if (ids.length === 0) return;
  const found = new Set(
    (await tx.select({ id: dispensaryMedicines.id }).from(dispensaryMedicines).where(inArray(dispensaryMedicines.id, ids))).map((row) => row.id),
  );
  const unknown = prescription.findIndex((line) => line.medicine_id && !found.has(line.medicine_id));
  if (unknown >= 0) throw new AppError('invalid', m.medicineUnknown, { [`prescription.${unknown}.medicine`]: m.medicineUnknown });
}

async function lockedRecord(tx: Pick<Database, 'select'>, appointmentId: number) {
  const [record] = await tx.select().from(visitRecords).where(eq(visitRecords.appointmentId, appointmentId)).for('update');
  return record;
}

/**
 * The doctor's draft, saved as often as needed once the visit has started; a finalised record
 * refuses (409): add an addendum.
 */
export async function saveVisitRecord(db: Database, appointment: AccessibleAppointment, input: VisitRecordInput, authorUserId: number, now: Date) {
  await db.transaction(async (tx) => {
    await assertVisitHappened(tx, appointment.id, now);
    const before = await lockedRecord(tx, appointment.id);
    if (before?.finalisedAt) throw new AppError('conflict', m.finalised);
    await assertCatalogueMedicines(tx, input.prescription);
    // Issue 51 item 4: each new code copied from the clinic's list now; the ones already on the record keep their copy.
    const diagnoses = await resolveDiagnoses(tx, input.diagnoses, before?.diagnoses ?? []);
    const values = { ...columnsOf(input), diagnoses, authorUserId };
    const [after] = await tx
      .insert(visitRecords)
      .values({ appointmentId: appointment.id, ...values })
      .onConflictDoUpdate({ target: visitRecords.appointmentId, set: values })
      .returning();
    // The examination (issue 51) is written with the record and audited in the same event.
    const [examinedBefore] = await tx.select().from(visitExaminations).where(eq(visitExaminations.appointmentId, appointment.id));
    const examined = examinationColumns(input.vitals, input.examination);
    const [examinedAfter] = await tx
      .insert(visitExaminations)
      .values({ appointmentId: appointment.id, ...examined })
      .onConflictDoUpdate({ target: visitExaminations.appointmentId, set: examined })
      .returning();
    await recordAudit(tx, {
      action: before ? 'update' : 'create',
      entity: 'visit_record',
      entityId: appointment.id,
      before: before ? { ...before, examination: examinedBefore ?? null } : before,
      after: { ...after, examination: examinedAfter },
    });
  });
}

/**
 * Finalises the record once (audited): from then on it never changes. Queues the patient's visit
 * summary message and, when the doctor asked for one, the follow-up recall.
 */
export async function finaliseVisitRecord(
  db: Database,
  channels: NotificationChannels,
  appointment: AccessibleAppointment,
  now: Date,
  { acknowledgeAllergies = false }: { acknowledgeAllergies?: boolean } = {},
) {
  await db.transaction(async (tx) => {
    await assertVisitHappened(tx, appointment.id, now);
    const before = await lockedRecord(tx, appointment.id);
    if (!before || (!before.findings && !before.assessment)) throw new AppError('invalid', m.nothingToFinalise);
    if (before.finalisedAt) throw new AppError('conflict', m.finalised);
    const warnings = await finalisingAllergyWarnings(tx, appointment, before.prescription);
    if (warnings.length > 0 && !acknowledgeAllergies) throw allergyRefusal(warnings);
    const [after] = await tx.update(visitRecords).set({ finalisedAt: now }).where(eq(visitRecords.appointmentId, appointment.id)).returning();
    // The lines the doctor confirmed despite an allergy on file stay in the trail with the finalising.
    await recordAudit(tx, {
      action: 'finalise',
      entity: 'visit_record',
      entityId: appointment.id,
      before,
      after: warnings.length > 0 ? { ...after, acknowledged_allergy_warnings: warnings } : after,
    });
    await queueVisitSummary(tx, channels, appointment);
    if (after!.followUpDays) await createFollowUpRecall(tx, channels, { appointmentId: appointment.id, followUpDays: after!.followUpDays }, now);
  });
}

async function finalisingAllergyWarnings(
  tx: Pick<Database, 'select'>,
  appointment: AccessibleAppointment,
  prescription: readonly { medicine: string }[],
) {
  const [intake] = await tx.select({ answers: intakeAnswers.answers }).from(intakeAnswers).where(eq(intakeAnswers.appointmentId, appointment.id));
  return prescriptionAllergyWarnings(tx, appointment.userId, prescription, intake?.answers ?? {});
}

/**
 * 409 until the doctor confirms (issue 51): the text names each line and its allergy, `fields`
 * points at each line's medicine and `params` carries the first for a client that words it.
 */
function allergyRefusal(warnings: AllergyWarning[]) {
  const named = warnings.map((w) => `line ${w.line + 1} (${w.medicine}) matches the allergy “${w.allergy}”`);
  const text = `Allergy on file: ${named.join('; ')}. Check it, then confirm to finalise.`;
  const first = warnings[0]!;
  return new AppError(
    'conflict',
    { key: 'visitRecord.allergyUnacknowledged', text },
    Object.fromEntries(warnings.map((w, i) => [`prescription.${w.line}.medicine`, named[i]!])),
    undefined,
    { line: first.line + 1, medicine: first.medicine, allergy: first.allergy },
  );
}

/** A later note on a finalised record (append-only, audited). */
export async function addAddendum(db: Database, appointment: AccessibleAppointment, body: string, authorUserId: number) {
  await db.transaction(async (tx) => {
    const record = await lockedRecord(tx, appointment.id);
    if (!record?.finalisedAt) throw new AppError('conflict', m.notFinalised);
    const [addendum] = await tx.insert(visitRecordAddenda).values({ appointmentId: appointment.id, body, authorUserId }).returning();
    await recordAudit(tx, { action: 'addendum', entity: 'visit_record', entityId: appointment.id, after: addendum });
  });
}

/**
 * Tells the patient their summary and prescription are ready: the e-mail carries the PDF, the
 * SMS/WhatsApp template links My appointments, where it downloads.
 */
async function queueVisitSummary(tx: Database, channels: NotificationChannels, appointment: AccessibleAppointment) {
  const appointmentId = appointment.id;
  const facts = await appointmentFacts(tx, appointmentId);
  if (!facts) return;
  const message = renderVisitSummaryMessage(
    {
      patientName: facts.patient.name,
      doctorName: facts.doctor.name,
      serviceName: facts.serviceName,
      serviceId: facts.appointment.serviceId,
      doctorId: facts.doctor.id,
      dueAt: facts.appointment.time,
    },
    channels.siteUrl,
    facts.patient.language,
  );
  // The summary's drawing and its labels in three languages: a chunk read at the first summary (docs/decisions/067).
  const { visitSummaryPdf } = await import('./visit-summary-pdf');
  const pdf = await visitSummaryPdf(tx, appointment);
  await insertNotifications(
    tx,
    rows(
      { kind: 'visit_summary', appointmentId, userId: facts.appointment.userId, audience: 'patient' },
      `visit_summary:appointment:${appointmentId}`,
      addressed(channels, facts.patient.detailsConfirmedAt ? facts.patient.email : null, facts.patient.mobile),
      message,
      [{ filename: `visit-summary-${appointmentId}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }],
      await templateClinicOf(tx, channels),
    ),
  );
}

/** The patient's earlier visits at the clinic (any doctor), newest first, with what each record concluded. */
export async function pastVisits(db: Pick<Database, 'select'>, appointment: AccessibleAppointment): Promise<Consultation['past_visits']> {
  const list = await appointmentRows(db, {
    id: appointments.id,
    time: appointments.time,
    status: appointments.status,
    serviceName: services.name,
    doctorName: doctors.name,
    assessment: visitRecords.assessment,
    diagnoses: visitRecords.diagnoses,
    prescription: visitRecords.prescription,
    finalisedAt: visitRecords.finalisedAt,
  })
    .leftJoin(visitRecords, eq(visitRecords.appointmentId, appointments.id))
    .where(and(eq(appointments.userId, appointment.userId), lt(appointments.time, appointment.time), ne(appointments.status, 'cancelled')))
    .orderBy(desc(appointments.time))
    .limit(20);
  return list.map((v) => ({
    id: v.id,
    time: v.time.toISOString(),
    status: v.status,
    service: { name: v.serviceName },
    doctor: { name: v.doctorName },
    assessment: v.finalisedAt ? v.assessment : null,
    diagnoses: v.finalisedAt ? (v.diagnoses ?? []) : [],
    prescription: v.finalisedAt ? (v.prescription ?? []) : [],
  }));
}
