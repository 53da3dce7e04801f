import { and, asc, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { DELIVERY_SAC, MEDICINE_ORDER_MOVES, type MedicineOrderFulfilment } from '../../../lib/domain/medicine-orders';
import { CURRENCY } from '../../../lib/domain/payments';
import { MAX_ORDERS_PER_PATIENT_PER_10_MIN } from '../../../lib/policy/appointment-policy';
import { indiaDateOf } from '../../../lib/time/clinic-time';
import { bookingServerMessages } from '../../../lib/validation/messages';
import { type MedicineOrderInput, type MedicineOrderMoveInput, medicineOrderMessages as m } from '../../../lib/validation/medicine-orders';
import { createRefund } from '../../billing';
import { recordAudit } from '../../identity';
import { type BillableLine, issueTaxCreditNoteOfInvoice, supplierOf } from '../../invoicing';
import { type AfterCommit, NOTHING_AFTER_COMMIT, refundAfterCommit } from '../../kernel/after-commit';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import {
  appointments,
  dispensaryBatches,
  dispensaryMedicines,
  dispenseLines,
  dispenseReturns,
  dispenses,
  doctors,
  medicineOrders,
  type MedicineOrderLine,
  payments,
  taxDocuments,
  users,
  visitRecords,
} from '../../kernel/db/schema';
import { appointmentRows } from '../../kernel/db/appointment-join';
import { AppError } from '../../kernel/errors';
import type { MedicinesSettled, MedicinesSettler } from '../../kernel/medicines-settler';
import type { Providers } from '../../kernel/providers';
import { hitRateLimit } from '../../kernel/rate-limit';
import { completeBooking } from '../../scheduling';
import { billLines, lockDueLines, valueOf } from './checkout';
import { recordDispense, takeFromStock } from './dispensing';
import type { MedicineCheckout, MedicineOffer, MedicineOrderJson, MedicineOrderPaid, StaffMedicineOrder } from './responses';
import { readDispensarySettings } from './settings';

type Order = typeof medicineOrders.$inferSelect;
type Payment = typeof payments.$inferSelect;
type Reader = Pick<Database, 'select'>;

/** Units sold per prescribed line: the catalogue's unit (a jar, a bottle) once; the editor keeps no quantity (decision 065). */
const UNITS_PER_LINE = 1;

/** Orders the patient sees: every state but an unpaid attempt. */
const seenStatus = ne(medicineOrders.status, 'created');

/** Units of each prescription line still out (dispensed − returned), for one visit. */
async function unitsOut(db: Reader, appointmentId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      line: dispenseLines.prescriptionLine,
      units: sql<number>`sum(${dispenseLines.quantity} - ${dispenseLines.returnedQuantity})::int`.mapWith(Number),
    })
    .from(dispenseLines)
    .innerJoin(dispenses, eq(dispenses.id, dispenseLines.dispenseId))
    .where(eq(dispenses.appointmentId, appointmentId))
    .groupBy(dispenseLines.prescriptionLine);
  return new Map(rows.map((row) => [row.line, row.units]));
}

/**
 * What a visit's medicines order would sell, at today's catalogue price: each finalised
 * prescription line the doctor picked from the catalogue (medicine still active) with nothing of
 * it out yet. A line written as free text is not sold online: the clinic may not stock it.
 */
async function offerLines(db: Reader, appointmentId: number): Promise<{ lines: MedicineOrderLine[]; prescriptionLength: number } | null> {
  const [record] = await db.select().from(visitRecords).where(eq(visitRecords.appointmentId, appointmentId));
  if (!record?.finalisedAt) return null;
  const picked = record.prescription.flatMap((line, index) => (line.medicine_id ? [{ index, medicineId: line.medicine_id }] : []));
  if (picked.length === 0) return { lines: [], prescriptionLength: record.prescription.length };
  const catalogue = await db
    .select()
    .from(dispensaryMedicines)
    .where(
      and(
        inArray(
          dispensaryMedicines.id,
          picked.map((p) => p.medicineId),
        ),
        eq(dispensaryMedicines.active, true),
      ),
    );
  const out = await unitsOut(db, appointmentId);
  const lines = picked.flatMap(({ index, medicineId }) => {
    const medicine = catalogue.find((c) => c.id === medicineId);
    if (!medicine || (out.get(index) ?? 0) > 0) return [];
    return [
      {
        prescriptionLine: index,
        medicineId,
        name: medicine.name,
        unit: medicine.unit,
        quantity: UNITS_PER_LINE,
        mrpPaise: medicine.mrpPaise,
        gstRateBp: medicine.gstRateBp,
        hsn: medicine.hsn,
      },
    ];
  });
  return { lines, prescriptionLength: record.prescription.length };
}

/** The patient's own finalised video or call visit (another's, or one at the clinic, answers 404 like none). */
async function ownOnlineVisit(db: Reader, patientId: number, appointmentId: number) {
  const [visit] = await db
    .select({ id: appointments.id, mode: appointments.mode })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, patientId)));
  if (!visit) throw new AppError('not_found', m.orderNotFound);
  // A visit at the clinic buys at the counter, where the desk's checkout bills what is handed over.
  if (visit.mode === 'in_person') throw new AppError('conflict', m.visitNotOrderable);
  return visit;
}

const orderJson = (order: Order, invoiceNumber: string | null): MedicineOrderJson => ({
  id: order.id,
  appointment_id: order.appointmentId,
  status: order.status,
  fulfilment: order.fulfilment,
  lines: order.lines.map((line) => ({ name: line.name, unit: line.unit, quantity: line.quantity, mrp_paise: line.mrpPaise })),
  delivery_paise: order.deliveryPaise,
  amount_paise: order.amountPaise,
  address: order.fulfilment === 'delivery' ? { lines: order.addressLines!, city: order.city!, pin: order.pin!, state: order.stateCode! } : null,
  courier_reference: order.courierReference,
  invoice_number: invoiceNumber,
  invoice_pdf: order.invoiceId ? `/api/v1/dispensary/tax-documents/${order.invoiceId}/document.pdf` : null,
  updated_at: order.updatedAt.toISOString(),
});

/** Orders with their invoice's number. */
const ordersWithInvoice = (db: Reader) =>
  db
    .select({ order: medicineOrders, invoiceNumber: taxDocuments.number })
    .from(medicineOrders)
    .leftJoin(taxDocuments, eq(taxDocuments.id, medicineOrders.invoiceId));

/**
 * GET /v1/dispensary/my-orders: for each of the patient's finalised video or call visits with a
 * medicine prescribed from the catalogue, what can be ordered (at today's MRP), the delivery
 * charge (0: not offered) and the latest order with its state and tax invoice.
 */
export async function myMedicineOffers(db: Reader, patientId: number): Promise<MedicineOffer[]> {
  const visits = await appointmentRows(db, { id: appointments.id, time: appointments.time, doctorName: doctors.name })
    .innerJoin(visitRecords, eq(visitRecords.appointmentId, appointments.id))
    .where(and(eq(appointments.userId, patientId), ne(appointments.mode, 'in_person'), isNotNull(visitRecords.finalisedAt)))
    .orderBy(desc(appointments.time))
    .limit(50);
  if (visits.length === 0) return [];
  const { deliveryPaise } = await readDispensarySettings(db);
  const orders = await ordersWithInvoice(db)
    .where(
      and(
        eq(medicineOrders.userId, patientId),
        seenStatus,
        inArray(
          medicineOrders.appointmentId,
          visits.map((v) => v.id),
        ),
      ),
    )
    .orderBy(desc(medicineOrders.id));
  const offers: MedicineOffer[] = [];
  for (const visit of visits) {
    const offer = await offerLines(db, visit.id);
    const visitOrders = orders.filter((o) => o.order.appointmentId === visit.id);
    if (!offer || (offer.lines.length === 0 && visitOrders.length === 0)) continue;
    offers.push({
      appointment_id: visit.id,
      time: visit.time.toISOString(),
      doctor_name: visit.doctorName,
      lines: offer.lines.map((line) => ({ name: line.name, unit: line.unit, quantity: line.quantity, mrp_paise: line.mrpPaise })),
      total_paise: valueOf(offer.lines),
      delivery_paise: deliveryPaise,
      orders: visitOrders.map((o) => orderJson(o.order, o.invoiceNumber)),
    });
  }
  return offers;
}

/**
 * POST /v1/dispensary/appointments/{id}/orders: the patient starts paying for the visit's
 * medicines through the appointment's checkout (decision 062's order, decision 065). What is
 * sold, its price and the delivery charge are the server's; the order and its payment row are
 * written together, nothing is dispensed before the money is captured.
 */
export async function orderMedicines(
  db: Database,
  providers: Pick<Providers, 'payments'>,
  patientId: number,
  appointmentId: number,
  input: MedicineOrderInput,
): Promise<MedicineCheckout> {
  await hitRateLimit(db, {
    key: `order:user:${patientId}`,
    limit: MAX_ORDERS_PER_PATIENT_PER_10_MIN,
    windowSeconds: 10 * 60,
    message: bookingServerMessages.tooManyOrders,
  });
  await ownOnlineVisit(db, patientId, appointmentId);
  // Money the clinic could not invoice is not taken: a clinic without a GSTIN sells no medicines online.
  await supplierOf(db);
  const offer = await offerLines(db, appointmentId);
  if (!offer) throw new AppError('conflict', m.visitNotOrderable);
  if (offer.lines.length === 0) throw new AppError('conflict', m.nothingToOrder);
  const fulfilment: MedicineOrderFulfilment = input.fulfilment;
  const deliveryPaise = fulfilment === 'delivery' ? (await readDispensarySettings(db)).deliveryPaise : 0;
  if (fulfilment === 'delivery' && deliveryPaise === 0) throw new AppError('conflict', m.deliveryNotOffered);
  const amountPaise = valueOf(offer.lines) + deliveryPaise;
  // Asked before the transaction: no row lock is held across the provider's call.
  const providerOrderId = await providers.payments.createOrder({
    amountPaise,
    currency: CURRENCY,
    receipt: `medicines-${appointmentId}-user-${patientId}`,
    notes: { userId: String(patientId), medicinesAppointmentId: String(appointmentId) },
  });
  const order = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(medicineOrders)
      .values({
        appointmentId,
        userId: patientId,
        fulfilment,
        lines: offer.lines,
        deliveryPaise,
        amountPaise,
        addressLines: input.address?.lines ?? null,
        city: input.address?.city ?? null,
        pin: input.address?.pin ?? null,
        stateCode: input.address?.state ?? null,
      })
      .returning();
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: patientId,
        medicineOrderId: made!.id,
        description: 'Medicines',
        razorpayOrderId: providerOrderId,
        amountPaise,
        currency: CURRENCY,
        status: 'created',
      })
      .returning();
    await recordAudit(tx, { action: 'create_order', entity: 'medicine_order', entityId: made!.id, after: { order: made, payment } });
    return made!;
  });
  return {
    medicine_order_id: order.id,
    order_id: providerOrderId,
    amount: amountPaise,
    currency: CURRENCY,
    key: providers.payments.checkoutKey,
    provider: providers.payments.kind,
  };
}

/** A captured order that cannot be filled: the payment refunded in full, the order `refunded`, nothing dispensed. */
async function refundUnfilled(tx: Transaction, payment: Payment, order: Order, providerPaymentId: string, reason: string): Promise<MedicinesSettled> {
  await tx.update(payments).set({ status: 'refund_pending', razorpayPaymentId: providerPaymentId }).where(eq(payments.id, payment.id));
  const refundId = await createRefund(tx, {
    paymentId: payment.id,
    appointmentId: null,
    amountPaise: payment.amountPaise,
    reason,
    idempotencyKey: `medicine-order-unfilled:${payment.id}`,
  });
  const [after] = await tx.update(medicineOrders).set({ status: 'refunded' }).where(eq(medicineOrders.id, order.id)).returning();
  await recordAudit(tx, {
    action: 'refund_unwanted_payment',
    entity: 'medicine_order',
    entityId: order.id,
    before: order,
    after: { order: after, refundId },
  });
  return { kind: 'medicines_refunded', refundId };
}

/** Whether every medicine of the order has enough unexpired stock; its batches are locked (one order: medicine by id). */
async function stockSuffices(tx: Transaction, lines: MedicineOrderLine[], today: string): Promise<boolean> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.medicineId, (wanted.get(line.medicineId) ?? 0) + line.quantity);
  for (const [medicineId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    const batches = await tx
      .select({ onHand: dispensaryBatches.onHand })
      .from(dispensaryBatches)
      .where(and(eq(dispensaryBatches.medicineId, medicineId), gt(dispensaryBatches.expiryDate, today), gt(dispensaryBatches.onHand, 0)))
      .orderBy(asc(dispensaryBatches.expiryDate), asc(dispensaryBatches.id))
      .for('update');
    if (batches.reduce((sum, b) => sum + b.onHand, 0) < quantity) return false;
  }
  return true;
}

/**
 * An online order's capture (decision 065), under the payment row's lock, then the order's and the
 * visit record's (a counter's dispense shares the record's): the units are taken FEFO from
 * unexpired batches at the order's prices, the dispense recorded, the tax invoice issued (the
 * delivery charge a line of it) and the order `paid`. Stock that no longer suffices, or a line
 * dispensed meanwhile, refunds the payment in full and dispenses nothing.
 */
async function settleOrder(tx: Transaction, payment: Payment, providerPaymentId: string): Promise<MedicinesSettled> {
  if (payment.status === 'completed') return { kind: 'medicines_paid', isNew: false, payment };
  if (payment.status === 'refund_pending' || payment.status === 'refunded') return { kind: 'medicines_refunded', refundId: null };
  const [order] = await tx.select().from(medicineOrders).where(eq(medicineOrders.id, payment.medicineOrderId!)).for('update');
  const [record] = await tx.select().from(visitRecords).where(eq(visitRecords.appointmentId, order!.appointmentId)).for('update');
  const out = await unitsOut(tx, order!.appointmentId);
  if (order!.lines.some((line) => (out.get(line.prescriptionLine) ?? 0) > 0)) {
    return refundUnfilled(tx, payment, order!, providerPaymentId, 'The medicines had already been handed over or paid when the payment arrived');
  }
  const now = clinicNow();
  const today = indiaDateOf(now);
  if (!(await stockSuffices(tx, order!.lines, today))) {
    return refundUnfilled(tx, payment, order!, providerPaymentId, 'A medicine ran out before the payment arrived');
  }
  const rows: (typeof dispenseLines.$inferInsert)[] = [];
  for (const line of [...order!.lines].sort((a, b) => a.medicineId - b.medicineId)) {
    for (const part of await takeFromStock(tx, line.medicineId, line.quantity, null, today)) {
      rows.push({
        dispenseId: 0,
        prescriptionLine: line.prescriptionLine,
        prescribedMedicine: record!.prescription[line.prescriptionLine]?.medicine ?? line.name,
        substituted: false,
        medicineId: line.medicineId,
        batchId: part.batchId,
        quantity: part.quantity,
        mrpPaise: line.mrpPaise,
        gstRateBp: line.gstRateBp,
        hsn: line.hsn,
      });
    }
  }
  const dispensed = await recordDispense(tx, {
    appointmentId: order!.appointmentId,
    prescriptionLength: record!.prescription.length,
    rows,
    note: `Online order ${order!.id}`,
    userId: null,
  });
  const [completed] = await tx
    .update(payments)
    .set({ status: 'completed', razorpayPaymentId: providerPaymentId })
    .where(eq(payments.id, payment.id))
    .returning();
  const batchNumbers = await tx
    .select({ id: dispensaryBatches.id, number: dispensaryBatches.batchNumber })
    .from(dispensaryBatches)
    .where(
      inArray(
        dispensaryBatches.id,
        dispensed.map((d) => d.batchId),
      ),
    );
  const lines: BillableLine[] = dispensed.map((d) => {
    const line = order!.lines.find((l) => l.prescriptionLine === d.prescriptionLine)!;
    return {
      dispenseLineId: d.id,
      hsn: d.hsn,
      description: `${line.name} (batch ${batchNumbers.find((b) => b.id === d.batchId)!.number})`,
      quantity: d.quantity,
      unit: line.unit,
      mrpPaise: d.mrpPaise,
      gstRateBp: d.gstRateBp,
    };
  });
  if (order!.deliveryPaise > 0) lines.push(deliveryLine(order!));
  const supplier = await supplierOf(tx);
  const invoice = await billLines(tx, {
    appointmentId: order!.appointmentId,
    userId: order!.userId,
    paymentId: payment.id,
    placeOfSupply: (order!.stateCode as typeof supplier.stateCode | null) ?? supplier.stateCode,
    lines,
  });
  const [paid] = await tx.update(medicineOrders).set({ status: 'paid', invoiceId: invoice.id }).where(eq(medicineOrders.id, order!.id)).returning();
  await recordAudit(tx, { action: 'pay', entity: 'medicine_order', entityId: order!.id, before: order, after: paid });
  return { kind: 'medicines_paid', isNew: true, payment: completed! };
}

/**
 * The delivery charge as an invoice line: a composite supply whose principal supply is the
 * medicines, so it takes the rate of the order's largest line (decision 065), under SAC 9965.
 */
function deliveryLine(order: Order): BillableLine {
  const principal = [...order.lines].sort((a, b) => b.mrpPaise * b.quantity - a.mrpPaise * a.quantity)[0]!;
  return {
    dispenseLineId: null,
    hsn: DELIVERY_SAC,
    description: 'Delivery charge',
    quantity: 1,
    unit: 'service',
    mrpPaise: order.deliveryPaise,
    gstRateBp: principal.gstRateBp,
  };
}

/**
 * A payment link the desk sent for what a visit owed (decision 065): its capture bills the due
 * lines and issues the invoice as the desk's checkout does. When what is due changed since the
 * link was made (a dispense, a return, another payment), nothing is billed and it is refunded.
 */
async function settleLink(tx: Transaction, payment: Payment, providerPaymentId: string): Promise<MedicinesSettled> {
  if (payment.status === 'completed') return { kind: 'medicines_paid', isNew: false, payment };
  if (payment.status === 'refund_pending' || payment.status === 'refunded') return { kind: 'medicines_refunded', refundId: null };
  const appointmentId = payment.medicinesAppointmentId!;
  const due = await lockDueLines(tx, appointmentId);
  if (due.length === 0 || valueOf(due) !== payment.amountPaise) {
    await tx.update(payments).set({ status: 'refund_pending', razorpayPaymentId: providerPaymentId }).where(eq(payments.id, payment.id));
    const refundId = await createRefund(tx, {
      paymentId: payment.id,
      appointmentId: null,
      amountPaise: payment.amountPaise,
      reason: 'What the visit owed had changed when the payment link was paid',
      idempotencyKey: `medicines-link-unwanted:${payment.id}`,
    });
    await recordAudit(tx, { action: 'refund_unwanted_payment', entity: 'payment', entityId: payment.id, after: { refundId } });
    return { kind: 'medicines_refunded', refundId };
  }
  const [completed] = await tx
    .update(payments)
    .set({ status: 'completed', razorpayPaymentId: providerPaymentId })
    .where(eq(payments.id, payment.id))
    .returning();
  const supplier = await supplierOf(tx);
  await billLines(tx, { appointmentId, userId: payment.userId, paymentId: payment.id, placeOfSupply: supplier.stateCode, lines: due });
  return { kind: 'medicines_paid', isNew: true, payment: completed! };
}

/** Settles any captured medicines payment: handed to completeBooking by the http edge (decision 065). */
export const settleMedicinesPayment: MedicinesSettler = (tx, payment, providerPaymentId) =>
  payment.medicineOrderId !== null ? settleOrder(tx, payment, providerPaymentId) : settleLink(tx, payment, providerPaymentId);

export type VerifiedMedicinePayment =
  { answer: MedicineOrderPaid; isNew: boolean; afterCommit: AfterCommit } | { error: AppError; afterCommit: AfterCommit };

/**
 * POST /v1/dispensary/orders/verify: the checkout's signature checked against the patient's stored
 * order, then settled by completeBooking as the webhook settles it (whichever comes first
 * dispenses and invoices; the other answers the same order).
 */
export async function verifyMedicinePayment(
  db: Database,
  providers: Providers,
  patientId: number,
  request: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<VerifiedMedicinePayment> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.razorpayOrderId, request.razorpay_order_id), eq(payments.userId, patientId), isNotNull(payments.medicineOrderId)));
  if (!payment) throw new AppError('not_found', m.orderNotFound);
  if (!providers.payments.isValidCheckoutSignature(payment.razorpayOrderId, request.razorpay_payment_id, request.razorpay_signature)) {
    throw new AppError('invalid', m.signatureInvalid);
  }
  const outcome = await completeBooking(
    db,
    { ...providers, settleMedicines: settleMedicinesPayment },
    { orderId: payment.razorpayOrderId, paymentId: request.razorpay_payment_id },
  );
  if (outcome.kind === 'medicines_paid') {
    const [found] = await ordersWithInvoice(db).where(eq(medicineOrders.id, payment.medicineOrderId!));
    return { answer: { order: orderJson(found!.order, found!.invoiceNumber) }, isNew: outcome.isNew, afterCommit: NOTHING_AFTER_COMMIT };
  }
  if (outcome.kind === 'paid_twice')
    return { error: new AppError('conflict', m.paidTwiceRefund), afterCommit: refundAfterCommit(outcome.refundId, false) };
  if (outcome.kind === 'medicines_refunded') {
    return { error: new AppError('conflict', m.stockShortRefund), afterCommit: refundAfterCommit(outcome.refundId, false) };
  }
  throw new AppError('conflict', m.orderNotFound);
}

/** GET /v1/dispensary/orders: paid orders (not unpaid attempts), newest first, with the patient's name and mobile. */
export async function staffMedicineOrders(db: Reader): Promise<StaffMedicineOrder[]> {
  const rows = await db
    .select({ order: medicineOrders, invoiceNumber: taxDocuments.number, patientName: users.name, patientMobile: users.mobile })
    .from(medicineOrders)
    .innerJoin(users, eq(users.id, medicineOrders.userId))
    .leftJoin(taxDocuments, eq(taxDocuments.id, medicineOrders.invoiceId))
    .where(seenStatus)
    .orderBy(desc(medicineOrders.id))
    .limit(200);
  return rows.map((row) => ({ ...orderJson(row.order, row.invoiceNumber), patient_name: row.patientName, patient_mobile: row.patientMobile }));
}

/**
 * POST /v1/dispensary/orders/{id}/moves (admin, pharmacist): the order's next state, audited.
 * Ready and collected for a collection, dispatched (with an optional courier reference) and
 * delivered for a delivery; cancelled before dispatch puts the units back into their batches,
 * refunds the payment in full (sent after commit) and issues the invoice's credit note.
 */
export async function moveMedicineOrder(
  db: Database,
  staffId: number,
  orderId: number,
  input: MedicineOrderMoveInput,
): Promise<{ order: StaffMedicineOrder; afterCommit: AfterCommit }> {
  const afterCommit = await db.transaction(async (tx): Promise<AfterCommit> => {
    const [order] = await tx.select().from(medicineOrders).where(eq(medicineOrders.id, orderId)).for('update');
    if (!order || order.status === 'created') throw new AppError('not_found', m.orderNotFound);
    const move = MEDICINE_ORDER_MOVES[input.to];
    const fromOk = (move.from as readonly string[]).includes(order.status);
    if (!fromOk || (move.fulfilment !== null && move.fulfilment !== order.fulfilment)) throw new AppError('conflict', m.moveNotAllowed);
    const changes: Partial<Order> = { status: input.to };
    if (input.to === 'dispatched') changes.courierReference = input.courierReference ?? null;
    let refundId: number | null = null;
    if (input.to === 'cancelled') refundId = await cancelPaid(tx, order, staffId);
    const [after] = await tx.update(medicineOrders).set(changes).where(eq(medicineOrders.id, orderId)).returning();
    await recordAudit(tx, {
      action: `order_${input.to}`,
      entity: 'medicine_order',
      entityId: orderId,
      before: order,
      after: { order: after, refundId },
    });
    return refundAfterCommit(refundId, false);
  });
  const [row] = (await staffMedicineOrders(db)).filter((o) => o.id === orderId);
  return { order: row!, afterCommit };
}

/** A paid order cancelled: its units back into their batches, the payment refunded in full and the invoice credited. */
async function cancelPaid(tx: Transaction, order: Order, staffId: number): Promise<number> {
  const reason = 'Order cancelled by the clinic before dispatch';
  const lines = await tx.select().from(dispenseLines).where(eq(dispenseLines.invoiceId, order.invoiceId!)).for('update');
  for (const line of lines) {
    const units = line.quantity - line.returnedQuantity;
    if (units === 0) continue;
    await tx.update(dispenseLines).set({ returnedQuantity: line.quantity }).where(eq(dispenseLines.id, line.id));
    await tx
      .update(dispensaryBatches)
      .set({ onHand: sql`${dispensaryBatches.onHand} + ${units}` })
      .where(eq(dispensaryBatches.id, line.batchId));
    await tx.insert(dispenseReturns).values({ dispenseLineId: line.id, quantity: units, reason, returnedByUserId: staffId });
  }
  const [payment] = await tx.select().from(payments).where(eq(payments.medicineOrderId, order.id)).orderBy(asc(payments.id)).limit(1);
  const refundId = await createRefund(tx, {
    paymentId: payment!.id,
    appointmentId: null,
    amountPaise: order.amountPaise,
    reason,
    idempotencyKey: `medicine-order-cancel:${order.id}`,
  });
  await issueTaxCreditNoteOfInvoice(tx, { invoiceId: order.invoiceId!, reason, refundId, issuedAt: clinicNow() });
  return refundId;
}
