import { and, eq, inArray } from 'drizzle-orm';
import { clinicNow } from '../clock';
import type { Database } from '../db/database';
import { appointments, consentRecords, dataRequests, intakeAnswers, intakeForms, notifications, payments, refunds, users } from '../db/schema';
import { listPaymentDocuments } from '../payment-documents/list-payment-documents';

/** Drops secrets and login internals from a row before it leaves the clinic. */
const withoutSecrets = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !/password|token|firebaseUid/i.test(key)));

/**
 * Everything the clinic holds about one patient (DPDP Act 2023, right of access): their details,
 * appointments, payments, refunds, the messages sent to them about their appointments, their
 * intake answers, consents and data requests, and their receipts and credit notes. Only rows of this patient: another patient's never appear.
 */
export async function exportPersonalData(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const ownAppointments = await db.select().from(appointments).where(eq(appointments.userId, userId)).orderBy(appointments.id);
  const appointmentIds = ownAppointments.map((a) => a.id);
  const ownPayments = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);
  const paymentIds = ownPayments.map((p) => p.id);
  const [ownRefunds, messages, documents, intake, consents, requests] = await Promise.all([
    paymentIds.length ? db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(refunds.id) : [],
    appointmentIds.length
      ? db
          .select()
          .from(notifications)
          .where(and(inArray(notifications.appointmentId, appointmentIds), eq(notifications.audience, 'patient')))
          .orderBy(notifications.id)
      : [],
    listPaymentDocuments(db, { userId }),
    appointmentIds.length
      ? db
          .select({ answers: intakeAnswers, questions: intakeForms.questions })
          .from(intakeAnswers)
          .innerJoin(intakeForms, eq(intakeForms.id, intakeAnswers.formId))
          .where(inArray(intakeAnswers.appointmentId, appointmentIds))
          .orderBy(intakeAnswers.appointmentId)
      : [],
    db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(consentRecords.id),
    db.select().from(dataRequests).where(eq(dataRequests.userId, userId)).orderBy(dataRequests.id),
  ]);
  return {
    exported_at: clinicNow().toISOString(),
    details: user ? withoutSecrets(user) : null,
    appointments: ownAppointments,
    payments: ownPayments.map((payment) => withoutSecrets(payment)),
    refunds: ownRefunds.map((refund) => withoutSecrets(refund)),
    messages: messages.map((message) => withoutSecrets(message)),
    intake_answers: intake.map(({ answers, questions }) => ({ ...answers, questions })),
    consents,
    data_requests: requests,
    documents,
  };
}
