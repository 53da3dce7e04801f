import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { gstBpToRate } from '../../../lib/domain/dispensary';
import { CURRENCY } from '../../../lib/domain/payments';
import { type CheckoutInput, taxDocumentMessages as m } from '../../../lib/validation/tax-documents';
import { recordAudit } from '../../identity';
import { enqueueMedicinesPaymentLink } from '../../messaging';
import { type BillableLine, issueTaxInvoice, supplierOf } from '../../invoicing';
import type { GstStateCode } from '../../../lib/domain/gst';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import {
  appointments,
  dispensaryBatches,
  dispensaryMedicines,
  dispenseLines,
  dispenses,
  paymentDocuments,
  payments,
  taxDocuments,
  users,
} from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { CheckoutAnswer, MedicinesPaymentLink } from './checkout-responses';
import type { Providers } from '../../kernel/providers';
import { DEFAULT_LOCALE, isLocale, localizePath } from '../../../i18n/locales';

type Reader = Pick<Database, 'select'>;

/** The visit's dispensed lines not yet billed with units still out (dispensed − returned > 0), in dispensing order. */
const unbilledLines = (db: Reader, appointmentId: number) =>
  db
    .select({
      id: dispenseLines.id,
      quantity: sql<number>`${dispenseLines.quantity} - ${dispenseLines.returnedQuantity}`.mapWith(Number),
      mrpPaise: dispenseLines.mrpPaise,
      gstRateBp: dispenseLines.gstRateBp,
      hsn: dispenseLines.hsn,
      medicine: dispensaryMedicines.name,
      unit: dispensaryMedicines.unit,
      batchNumber: dispensaryBatches.batchNumber,
    })
    .from(dispenseLines)
    .innerJoin(dispenses, eq(dispenses.id, dispenseLines.dispenseId))
    .innerJoin(dispensaryMedicines, eq(dispensaryMedicines.id, dispenseLines.medicineId))
    .innerJoin(dispensaryBatches, eq(dispensaryBatches.id, dispenseLines.batchId))
    .where(
      and(
        eq(dispenses.appointmentId, appointmentId),
        isNull(dispenseLines.invoiceId),
        gt(sql`${dispenseLines.quantity} - ${dispenseLines.returnedQuantity}`, 0),
      ),
    )
    .orderBy(asc(dispenseLines.id));

/** What a line says on the invoice: the medicine and its batch (a medicine's invoice names the batch sold). */
const description = (line: { medicine: string; batchNumber: string }) => `${line.medicine} (batch ${line.batchNumber})`;

/** The patient's visit: 404 for no such appointment. */
async function visitOf(db: Reader, appointmentId: number) {
  const [visit] = await db
    .select({ id: appointments.id, userId: appointments.userId, patientName: users.name })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, appointmentId));
  if (!visit) throw notFound('Appointment');
  return visit;
}

/** GET /v1/dispensary/appointments/{id}/checkout: what is due and what was issued. */
export async function checkoutOf(db: Reader, appointmentId: number): Promise<CheckoutAnswer> {
  const visit = await visitOf(db, appointmentId);
  const [consultation] = await db
    .select({ payment: payments, billNumber: paymentDocuments.number })
    .from(payments)
    .leftJoin(paymentDocuments, and(eq(paymentDocuments.paymentId, payments.id), eq(paymentDocuments.kind, 'receipt')))
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, 'completed')))
    .orderBy(asc(payments.id))
    .limit(1);
  const due = await unbilledLines(db, appointmentId);
  const documents = await db.select().from(taxDocuments).where(eq(taxDocuments.appointmentId, appointmentId)).orderBy(asc(taxDocuments.id));
  const dueLines = due.map((line) => ({
    dispenseLineId: line.id,
    medicine: description(line),
    hsn: line.hsn,
    quantity: line.quantity,
    unit: line.unit,
    mrpPaise: line.mrpPaise,
    gstRate: gstBpToRate(line.gstRateBp),
    valuePaise: line.mrpPaise * line.quantity,
  }));
  return {
    appointmentId,
    patientName: visit.patientName,
    consultation: {
      status: !consultation ? 'unpaid' : consultation.payment.method === 'waived' ? 'waived' : 'paid',
      amountPaise: consultation?.payment.amountPaise ?? 0,
      billOfSupply: consultation?.billNumber ?? null,
      billOfSupplyPdf: consultation?.billNumber ? `/api/v1/appointments/${appointmentId}/receipt.pdf` : null,
    },
    due: dueLines,
    totalDuePaise: dueLines.reduce((sum, line) => sum + line.valuePaise, 0),
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      number: document.number,
      issuedAt: document.issuedAt.toISOString(),
      placeOfSupply: document.placeOfSupply,
      interState: document.interState,
      valuePaise: document.valuePaise,
      taxablePaise: document.taxablePaise,
      cgstPaise: document.cgstPaise,
      sgstPaise: document.sgstPaise,
      igstPaise: document.igstPaise,
      pdf: `/api/v1/dispensary/tax-documents/${document.id}/document.pdf`,
    })),
  };
}

/**
 * The visit's unbilled lines, locked (`FOR UPDATE`) before what is due is read: two payments for
 * the same lines wait on each other and the second finds nothing due.
 */
export async function lockDueLines(tx: Transaction, appointmentId: number): Promise<BillableLine[]> {
  const locked = await tx
    .select({ id: dispenseLines.id })
    .from(dispenseLines)
    .innerJoin(dispenses, eq(dispenses.id, dispenseLines.dispenseId))
    .where(and(eq(dispenses.appointmentId, appointmentId), isNull(dispenseLines.invoiceId)))
    .for('update', { of: dispenseLines });
  const due = locked.length === 0 ? [] : await unbilledLines(tx, appointmentId);
  return due.map((line) => ({
    dispenseLineId: line.id,
    hsn: line.hsn,
    description: description(line),
    quantity: line.quantity,
    unit: line.unit,
    mrpPaise: line.mrpPaise,
    gstRateBp: line.gstRateBp,
  }));
}

/** What lines cost the patient: MRP × units, summed (GST-inclusive). */
export const valueOf = (lines: Pick<BillableLine, 'mrpPaise' | 'quantity'>[]) => lines.reduce((sum, line) => sum + line.mrpPaise * line.quantity, 0);

/**
 * Bills lines on one captured payment: the tax invoice issued in the caller's transaction and each
 * dispensed line pointed at it. The one path for the desk's checkout, its payment link and an
 * online order (decision 065).
 */
export async function billLines(
  tx: Transaction,
  bill: { appointmentId: number; userId: number; paymentId: number; placeOfSupply: GstStateCode; lines: BillableLine[] },
) {
  const { document } = await issueTaxInvoice(tx, { ...bill, issuedAt: clinicNow() });
  const billed = bill.lines.flatMap((line) => (line.dispenseLineId === null ? [] : [line.dispenseLineId]));
  await tx.update(dispenseLines).set({ invoiceId: document.id }).where(inArray(dispenseLines.id, billed));
  return document;
}

/**
 * POST /v1/dispensary/appointments/{id}/checkout: one payment at the desk for what the visit owes.
 * The consultation's fee is taken when the visit is booked (decision 004/034: a visit exists once
 * paid or waived, its bill of supply issued then), so what is due here is the medicines dispensed
 * and not yet billed: their sum of MRP × units is the payment's amount (never the client's), and
 * their tax invoice is issued in the same transaction, numbered in its own gapless series. The
 * unbilled lines are locked first: two desks checking out the same visit make one payment and one
 * 409 `taxDocuments.nothingDue`.
 */
export async function checkout(db: Database, staffId: number, appointmentId: number, input: CheckoutInput): Promise<void> {
  const visit = await visitOf(db, appointmentId);
  await db.transaction(async (tx: Transaction) => {
    const supplier = await supplierOf(tx);
    const due = await lockDueLines(tx, appointmentId);
    if (due.length === 0) throw new AppError('conflict', m.nothingDue);
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: visit.userId,
        medicinesAppointmentId: appointmentId,
        mode: 'in_person',
        razorpayOrderId: `desk_${randomUUID()}`,
        razorpayPaymentId: `${input.method}_${randomUUID()}`,
        amountPaise: valueOf(due),
        currency: CURRENCY,
        status: 'completed',
        method: input.method,
        reference: input.reference ?? null,
        takenByUserId: staffId,
        description: 'Medicines',
      })
      .returning();
    await recordAudit(tx, { action: 'create_order', entity: 'payment', entityId: payment!.id, after: payment });
    await billLines(tx, {
      appointmentId,
      userId: visit.userId,
      paymentId: payment!.id,
      placeOfSupply: input.recipientState ?? supplier.stateCode,
      lines: due,
    });
  });
}

/** How long a medicines payment link takes payments: a day (what is due may change with the next dispense). */
const MEDICINES_LINK_HOURS = 24;

/**
 * POST /v1/dispensary/appointments/{id}/checkout/link: the desk's fourth way to take the payment
 * (decision 065, reusing decision 034's payment links): a link for what is due now, the amount
 * the server's. Its capture (`settleMedicinesPayment`) bills the due lines and issues the tax
 * invoice through `billLines`, as the checkout above does. Nothing due: 409 `taxDocuments.nothingDue`.
 */
export async function sendMedicinesPaymentLink(
  db: Database,
  providers: Pick<Providers, 'payments' | 'notifications'>,
  staffId: number,
  appointmentId: number,
  siteUrl: string,
): Promise<MedicinesPaymentLink> {
  const visit = await visitOf(db, appointmentId);
  await supplierOf(db);
  const due = await unbilledLines(db, appointmentId);
  if (due.length === 0) throw new AppError('conflict', m.nothingDue);
  const amountPaise = valueOf(due);
  const [patient] = await db
    .select({ mobile: users.mobile, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, visit.userId));
  const expiresAt = new Date(clinicNow().getTime() + MEDICINES_LINK_HOURS * 3_600_000);
  const referenceId = `meds${appointmentId}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const link = await providers.payments.createPaymentLink({
    amountPaise,
    currency: CURRENCY,
    referenceId,
    description: 'Medicines',
    expireBy: expiresAt,
    customer: { name: visit.patientName, contact: patient!.mobile, email: patient!.email },
    callbackUrl: new URL(localizePath('/my-appointments', isLocale(patient!.language) ? patient!.language : DEFAULT_LOCALE), siteUrl).toString(),
    notes: { medicinesAppointmentId: String(appointmentId), referenceId },
  });
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(payments)
      .values({
        userId: visit.userId,
        medicinesAppointmentId: appointmentId,
        mode: 'in_person',
        razorpayOrderId: link.linkId,
        amountPaise,
        currency: CURRENCY,
        status: 'created',
        method: 'link',
        reference: referenceId,
        linkUrl: link.url,
        linkExpiresAt: expiresAt,
        takenByUserId: staffId,
        description: 'Medicines',
      })
      .returning();
    await recordAudit(tx, { action: 'send_payment_link', entity: 'payment', entityId: order!.id, after: order });
    // Sent to the patient through the outbox, as an appointment's and a course's link are.
    const channels = await enqueueMedicinesPaymentLink(tx, providers.notifications, order!.id);
    return { appointmentId, paymentLink: { id: link.linkId, url: link.url, amountPaise, expiresAt: expiresAt.toISOString(), channels } };
  });
}
