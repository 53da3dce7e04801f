import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { clinicNow } from '../../kernel/clock';
import { sentByPatient } from '../../messaging';
import type { Database } from '../../kernel/db/database';
import {
  appointments,
  consentRecords,
  contactQueries,
  dataRequests,
  intakeAnswers,
  intakeForms,
  intakeReports,
  notifications,
  payments,
  refunds,
  users,
  visitFeedback,
  visitRecordAddenda,
  visitRecords,
} from '../../kernel/db/schema';
import { listPaymentDocuments } from '../../invoicing';

/** Drops secrets and login internals from a row before it leaves the clinic. */
const withoutSecrets = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !/password|token|firebaseUid/i.test(key)));

/** The patient's finalised visit records with their prescriptions and addenda (drafts are the doctor's, not yet a record). */
async function finalisedVisitRecords(db: Database, appointmentIds: number[]) {
  if (appointmentIds.length === 0) return [];
  const [records, addenda] = await Promise.all([
    db
      .select()
      .from(visitRecords)
      .where(and(inArray(visitRecords.appointmentId, appointmentIds), isNotNull(visitRecords.finalisedAt)))
      .orderBy(asc(visitRecords.appointmentId)),
    db.select().from(visitRecordAddenda).where(inArray(visitRecordAddenda.appointmentId, appointmentIds)).orderBy(asc(visitRecordAddenda.id)),
  ]);
  return records.map((record) => ({
    ...record,
    addenda: addenda.filter((addendum) => addendum.appointmentId === record.appointmentId),
  }));
}

/**
 * Everything the clinic holds about one patient (DPDP Act 2023 s.11, right of access), in one
 * machine-readable file: their details, appointments, payments, refunds, the messages sent to
 * them, their intake answers, uploaded reports, finalised visit records with prescriptions and
 * addenda, consents, contact queries, data requests and feedback, and their receipts and credit notes. Each
 * file is named with the address it downloads from with the patient's sign-in (`download`, under
 * `siteUrl`). Only rows of this patient: another patient's never appear.
 */
export async function exportPersonalData(db: Database, userId: number, siteUrl: string) {
  const api = `${siteUrl.replace(/\/$/, '')}/api/v1`;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const ownAppointments = await db.select().from(appointments).where(eq(appointments.userId, userId)).orderBy(appointments.id);
  const appointmentIds = ownAppointments.map((a) => a.id);
  const ownPayments = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);
  const paymentIds = ownPayments.map((p) => p.id);
  const theirQueries = user ? sentByPatient(user) : undefined;
  const [ownRefunds, messages, documents, intake, reports, records, consents, queries, requests, feedback] = await Promise.all([
    paymentIds.length ? db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(refunds.id) : [],
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.audience, 'patient')))
      .orderBy(notifications.id),
    listPaymentDocuments(db, { userId }),
    appointmentIds.length
      ? db
          .select({ answers: intakeAnswers, questions: intakeForms.questions })
          .from(intakeAnswers)
          .innerJoin(intakeForms, eq(intakeForms.id, intakeAnswers.formId))
          .where(inArray(intakeAnswers.appointmentId, appointmentIds))
          .orderBy(intakeAnswers.appointmentId)
      : [],
    appointmentIds.length
      ? db.select().from(intakeReports).where(inArray(intakeReports.appointmentId, appointmentIds)).orderBy(intakeReports.id)
      : [],
    finalisedVisitRecords(db, appointmentIds),
    db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(consentRecords.id),
    theirQueries ? db.select().from(contactQueries).where(theirQueries).orderBy(contactQueries.id) : [],
    db.select().from(dataRequests).where(eq(dataRequests.userId, userId)).orderBy(dataRequests.id),
    db
      .select({
        appointment_id: visitFeedback.appointmentId,
        rating: visitFeedback.rating,
        comment: visitFeedback.comment,
        answered_at: visitFeedback.answeredAt,
      })
      .from(visitFeedback)
      .where(and(eq(visitFeedback.userId, userId), isNotNull(visitFeedback.answeredAt)))
      .orderBy(visitFeedback.id),
  ]);
  return {
    exported_at: clinicNow().toISOString(),
    details: user ? withoutSecrets(user) : null,
    appointments: ownAppointments,
    payments: ownPayments.map((payment) => withoutSecrets(payment)),
    refunds: ownRefunds.map((refund) => withoutSecrets(refund)),
    messages: messages.map((message) => withoutSecrets(message)),
    intake_answers: intake.map(({ answers, questions }) => ({ ...answers, questions })),
    reports: reports.map((report) => ({
      id: report.id,
      appointment_id: report.appointmentId,
      file_name: report.fileName,
      content_type: report.contentType,
      size: report.sizeBytes,
      uploaded_at: report.createdAt.toISOString(),
      download: `${api}/appointments/${report.appointmentId}/reports/${report.id}`,
    })),
    visit_records: records.map((record) => ({ ...record, summary_pdf: `${api}/appointments/${record.appointmentId}/summary.pdf` })),
    consents,
    contact_queries: queries,
    data_requests: requests,
    visit_feedback: feedback,
    documents: documents.map((document) => ({
      ...document,
      download:
        document.appointment_id === null
          ? null
          : document.kind === 'receipt'
            ? `${api}/appointments/${document.appointment_id}/receipt.pdf`
            : `${api}/appointments/${document.appointment_id}/credit-notes/${document.id}`,
    })),
  };
}
