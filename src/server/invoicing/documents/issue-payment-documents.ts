import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { financialYearOf } from '../../../lib/time/financial-year';
import { actorOf, auditRow } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { PaymentMethod } from '../../../lib/domain/payments';
import {
  auditEvents,
  clinicSettings,
  courseTemplates,
  courses,
  doctors,
  documentSeries,
  paymentDocuments,
  payments,
  refunds,
  services,
  timeSlots,
  users,
} from '../../kernel/db/schema';
import { SETTINGS_ID } from '../../practice';
import type { Transaction } from '../../kernel/db/database';

export type PaymentDocument = typeof paymentDocuments.$inferSelect;
export type { PaymentMethod };

/** Health care services by a clinical establishment: exempt from GST under this SAC. */
export const HEALTH_CARE_SAC = '9993';
/**
 * The clinic's prefix in document numbers: one to three capitals, so the longest number fits the 16
 * characters of CGST rules 46(b), 49(b) and 53(1A)(b). TODO(#34): from the clinic settings once they carry it.
 */
export const DOCUMENT_PREFIX = 'JAC';

/** Each kind is its own series: the credit notes' prefix carries a C. */
const SERIES_MARK: Record<PaymentDocument['kind'], string> = { receipt: '', credit_note: 'C' };

/** The printed number's head, e.g. "JAC/2627/" for a receipt of 2026-27 or "JACC/2627/" for a credit note. */
const documentNumberHead = (kind: PaymentDocument['kind'], financialYear: string) =>
  `${DOCUMENT_PREFIX}${SERIES_MARK[kind]}/${financialYear.replace(/^\d\d(\d\d)-/, '$1')}/`;

/**
 * A document number as printed, made in the statement that takes its sequence: JAC/2627/000123,
 * or JACC/2627/000012 for a credit note; six digits (the series refuses a millionth: decision 027).
 */
const documentNumber = (kind: PaymentDocument['kind'], financialYear: string, sequence: SQL<number>) =>
  sql<string>`${documentNumberHead(kind, financialYear)} || lpad(${sequence}::text, 6, '0')`;

/** Every column of a document, null where the issuer gave none: the audit trail records the whole row. */
const EMPTY_DOCUMENT = Object.fromEntries(Object.keys(getTableColumns(paymentDocuments)).map((key) => [key, null]));

/**
 * Takes the series' next number and writes the document and its audit event in one statement:
 * the upsert locks the series row until commit (two issuers never share a number, and a rollback
 * returns it: no hole), so everything after it waits in line. Done in one round trip, the lock is
 * held for that statement and the commit only (docs/decisions/027).
 */
async function insertDocument(
  tx: Transaction,
  fields: Omit<typeof paymentDocuments.$inferInsert, 'number' | 'financialYear' | 'sequence' | 'createdAt' | 'updatedAt'> & { issuedAt: Date },
): Promise<PaymentDocument> {
  const financialYear = financialYearOf(fields.issuedAt);
  const now = clinicNow();
  const row = { ...fields, financialYear, createdAt: now, updatedAt: now };
  const taken = tx.$with('taken').as(
    tx
      .insert(documentSeries)
      .values({ series: `${fields.kind}/${financialYear}`, lastNumber: 1 })
      .onConflictDoUpdate({ target: documentSeries.series, set: { lastNumber: sql`${documentSeries.lastNumber} + 1` } })
      .returning({ lastNumber: documentSeries.lastNumber }),
  );
  const sequence = sql<number>`(select ${taken.lastNumber} from ${taken})`;
  const issued = tx.$with('issued').as(
    tx
      .insert(paymentDocuments)
      .values({ ...row, sequence, number: documentNumber(fields.kind, financialYear, sequence) })
      .returning(),
  );
  // The trail's row as recordAudit writes it; the id and the number come from the insert above.
  const audit = auditRow({ action: 'issue', entity: 'payment_document', entityId: null, after: { ...EMPTY_DOCUMENT, ...row } }, actorOf(tx));
  const audited = tx.$with('audited').as(
    tx
      .insert(auditEvents)
      .values({
        ...audit,
        entityId: sql`(select ${issued.id} from ${issued})`,
        after: sql`${JSON.stringify(audit.after)}::jsonb || (select jsonb_build_object('id', ${issued.id}, 'sequence', ${issued.sequence}, 'number', ${issued.number}) from ${issued})`,
      })
      .returning({ id: auditEvents.id }),
  );
  const [document] = await tx.with(taken, issued, audited).select().from(issued);
  return document!;
}

/** What a course's receipt says was sold: "7-day Panchakarma (Virechana) — 7-day course (7 sessions)". */
export const courseServiceName = (course: { name: string; days: number; sessionCount: number }) =>
  `${course.name} — ${course.days}-day course (${course.sessionCount} ${course.sessionCount === 1 ? 'session' : 'sessions'})`;

/** Methods whose money staff took at the desk: the receipt names who received it and the slip's reference. */
const DESK_METHODS: ReadonlySet<PaymentMethod> = new Set(['cash', 'upi', 'card']);

/**
 * The receipt of a captured payment, issued once in the transaction that records the capture
 * (a second call answers the same receipt), with the payment's own method (online, or taken at
 * the desk). A "Bill of Supply" when the clinic has a GSTIN. A waived fee took no money: no receipt.
 * It names the visit paid for (the slot's start and doctor), the patient's address where known
 * and, at the desk, who received the money.
 */
export async function issueReceipt(tx: Transaction, paymentId: number, now: Date): Promise<PaymentDocument | null> {
  // The payment's facts, its receipt if one was issued, and the clinic's GSTIN in one round trip
  // (a booking's transaction makes a dozen; each is paid for in the booking's time).
  const taker = alias(users, 'taker');
  // An appointment's payment names its slot, doctor and service; a course's (issue 47) its course;
  // a class seat's (issue 48) has its description.
  const [found] = await tx
    .select({
      payment: payments,
      patientName: users.name,
      patientAddress: users.address,
      serviceName: services.name,
      visitAt: timeSlots.startTime,
      doctorName: doctors.name,
      courseName: courseTemplates.nameEn,
      courseDays: courseTemplates.days,
      courseSessions: courses.sessionCount,
      takenBy: taker.name,
      existing: paymentDocuments,
      gstin: clinicSettings.gstin,
    })
    .from(payments)
    .leftJoin(timeSlots, eq(timeSlots.id, payments.slotId))
    .leftJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .leftJoin(services, eq(services.id, payments.serviceId))
    .leftJoin(courses, eq(courses.id, payments.courseId))
    .leftJoin(courseTemplates, eq(courseTemplates.id, courses.templateId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(taker, eq(taker.id, payments.takenByUserId))
    .innerJoin(clinicSettings, eq(clinicSettings.id, SETTINGS_ID))
    .leftJoin(paymentDocuments, and(eq(paymentDocuments.paymentId, payments.id), eq(paymentDocuments.kind, 'receipt')))
    .where(eq(payments.id, paymentId));
  if (!found) throw new Error(`issueReceipt: payment ${paymentId} not found`);
  if (found.existing) return found.existing;
  if (found.payment.amountPaise === 0) return null;
  const { gstin } = found;
  const method = found.payment.method as PaymentMethod;
  const isAtDesk = DESK_METHODS.has(method);
  return insertDocument(tx, {
    kind: 'receipt',
    title: gstin ? 'Bill of Supply' : 'Receipt',
    paymentId,
    appointmentId: found.payment.appointmentId,
    userId: found.payment.userId,
    issuedAt: now,
    amountPaise: found.payment.amountPaise,
    method,
    providerPaymentId: found.payment.razorpayPaymentId,
    patientName: found.patientName,
    // A class seat's order (issue 48) carries what it sold in its description.
    serviceName:
      found.serviceName ??
      (found.courseName === null
        ? found.payment.description!
        : courseServiceName({ name: found.courseName, days: found.courseDays!, sessionCount: found.courseSessions! })),
    sac: HEALTH_CARE_SAC,
    clinicGstin: gstin,
    patientAddress: found.patientAddress,
    visitAt: found.visitAt,
    doctorName: found.doctorName,
    receivedBy: isAtDesk ? found.takenBy : null,
    paymentReference: isAtDesk ? found.payment.reference : null,
    discountPaise: found.payment.discountPaise,
    discountReason: found.payment.discountReason,
  });
}

/**
 * The credit note of a processed refund, in its own series, against its payment's receipt (a
 * payment captured before receipts existed gets its receipt first). Issued once per refund.
 * A refund of medicines has none here: their tax credit note was issued with the return.
 */
export async function issueCreditNote(tx: Transaction, refundId: number, now: Date): Promise<PaymentDocument | null> {
  const [existing] = await tx.select().from(paymentDocuments).where(eq(paymentDocuments.refundId, refundId));
  if (existing) return existing;
  const [found] = await tx
    .select({ refund: refunds, medicines: payments.medicinesAppointmentId, medicineOrder: payments.medicineOrderId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (!found) throw new Error(`issueCreditNote: refund ${refundId} not found`);
  // Medicines' money (decisions 063, 065): its credit note is the tax credit note issued with the
  // return or the cancellation; an online order refunded for want of stock sold nothing.
  if (found.medicines !== null || found.medicineOrder !== null) return null;
  const { refund } = found;
  const receipt = await issueReceipt(tx, refund.paymentId, now);
  if (!receipt) throw new Error(`issueCreditNote: refund ${refundId} is of a payment that took no money`);
  return insertDocument(tx, {
    kind: 'credit_note',
    title: 'Credit Note',
    paymentId: refund.paymentId,
    refundId,
    receiptId: receipt.id,
    appointmentId: refund.appointmentId ?? receipt.appointmentId,
    userId: receipt.userId,
    issuedAt: now,
    amountPaise: refund.amountPaise,
    method: receipt.method,
    providerPaymentId: receipt.providerPaymentId,
    patientName: receipt.patientName,
    serviceName: receipt.serviceName,
    sac: receipt.sac,
    clinicGstin: receipt.clinicGstin,
    patientAddress: receipt.patientAddress,
    visitAt: receipt.visitAt,
    doctorName: receipt.doctorName,
    reason: refund.reason,
  });
}
