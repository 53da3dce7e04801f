import { and, asc, desc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { gstBpToRate, isExpired } from '../../../lib/domain/dispensary';
import { type DispenseInput, type DispenseReturnInput, dispensaryMessages as m } from '../../../lib/validation/dispensary';
import { recordAudit } from '../../identity';
import { appointmentRows } from '../../kernel/db/appointment-join';
import type { Database, Transaction } from '../../kernel/db/database';
import { createRefund } from '../../billing';
import { issueTaxCreditNote } from '../../invoicing';
import {
  appointments,
  dispensaryBatches,
  dispensaryMedicines,
  dispenseLines,
  dispenseReturns,
  dispenses,
  doctors,
  taxDocuments,
  users,
  visitRecords,
} from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { ErrorKey } from '../../kernel/error-keys';
import type { Dispense, DispenseList, DispenseQueue } from './responses';
import { returnWindowDays } from './settings';

const DAY_MS = 86_400_000;

/** The refusals about stock: each is audited even though nothing changed (issue 50, "Bad input and limits"). */
const STOCK_REFUSALS = new Set<ErrorKey>([
  'dispensary.unknownBatch',
  'dispensary.expiredBatch',
  'dispensary.insufficientStock',
  'dispensary.returnWindowClosed',
  'dispensary.returnTooMany',
]);

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Runs `work`; a refusal about stock is written to the audit trail (outside the rolled-back transaction) and re-thrown. */
async function auditingRefusals<T>(
  db: Database,
  refused: { action: string; entityId: number | null; after: object },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && STOCK_REFUSALS.has(err.key)) {
      await recordAudit(db, {
        action: refused.action,
        entity: 'dispense',
        entityId: refused.entityId,
        after: { ...refused.after, refusal: err.key },
      });
    }
    throw err;
  }
}

async function appointmentHeading(db: Pick<Database, 'select'>, appointmentId: number) {
  const [row] = await appointmentRows(db, { id: appointments.id, time: appointments.time, doctorName: doctors.name, patientName: users.name })
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, appointmentId));
  if (!row) throw notFound('Appointment');
  return row;
}

/** The dispenses of an appointment with their lines, oldest first. */
async function dispensesOf(db: Pick<Database, 'select'>, appointmentId: number, windowDays: number): Promise<Dispense[]> {
  const heads = await db.select().from(dispenses).where(eq(dispenses.appointmentId, appointmentId)).orderBy(asc(dispenses.id));
  if (heads.length === 0) return [];
  const lines = await db
    .select({
      line: dispenseLines,
      medicineName: dispensaryMedicines.name,
      batchNumber: dispensaryBatches.batchNumber,
      expiryDate: dispensaryBatches.expiryDate,
    })
    .from(dispenseLines)
    .innerJoin(dispensaryMedicines, eq(dispensaryMedicines.id, dispenseLines.medicineId))
    .innerJoin(dispensaryBatches, eq(dispensaryBatches.id, dispenseLines.batchId))
    .where(
      inArray(
        dispenseLines.dispenseId,
        heads.map((h) => h.id),
      ),
    )
    .orderBy(asc(dispenseLines.id));
  return heads.map((head) => ({
    id: head.id,
    partial: head.partial,
    note: head.note,
    dispensedAt: head.dispensedAt.toISOString(),
    returnableUntil: new Date(head.dispensedAt.getTime() + windowDays * DAY_MS).toISOString(),
    lines: lines
      .filter((l) => l.line.dispenseId === head.id)
      .map(({ line, medicineName, batchNumber, expiryDate }) => ({
        id: line.id,
        prescriptionLine: line.prescriptionLine,
        prescribedMedicine: line.prescribedMedicine,
        substituted: line.substituted,
        medicineId: line.medicineId,
        medicineName,
        batchId: line.batchId,
        batchNumber,
        expiryDate,
        quantity: line.quantity,
        returnedQuantity: line.returnedQuantity,
        mrpPaise: line.mrpPaise,
        gstRate: gstBpToRate(line.gstRateBp),
        hsn: line.hsn,
      })),
  }));
}

/**
 * The visit's prescription as a dispense list (issue 50 item 3): each line with the active
 * catalogue medicine the doctor picked for it or whose name matches it (staff pick another, or one for a line that matches
 * none) and the units dispensed for it so far, then the dispenses made.
 */
export async function dispenseList(db: Pick<Database, 'select'>, appointmentId: number): Promise<DispenseList> {
  const heading = await appointmentHeading(db, appointmentId);
  const [record] = await db.select().from(visitRecords).where(eq(visitRecords.appointmentId, appointmentId));
  const finalised = Boolean(record?.finalisedAt);
  const prescription = finalised ? record!.prescription : [];
  const catalogue = await db
    .select({ id: dispensaryMedicines.id, name: dispensaryMedicines.name, form: dispensaryMedicines.form })
    .from(dispensaryMedicines)
    .where(eq(dispensaryMedicines.active, true));
  const made = await dispensesOf(db, appointmentId, await returnWindowDays(db));
  const dispensed = (index: number) =>
    made.flatMap((d) => d.lines).reduce((sum, line) => sum + (line.prescriptionLine === index ? line.quantity - line.returnedQuantity : 0), 0);
  return {
    appointmentId,
    time: heading.time.toISOString(),
    patientName: heading.patientName,
    doctorName: heading.doctorName,
    finalised,
    lines: prescription.map((prescribed, index) => ({
      index,
      prescribed,
      // The medicine the doctor picked from the catalogue (while still active), else a match by name.
      suggestedMedicineId:
        (
          catalogue.find((c) => c.id === prescribed.medicine_id) ??
          catalogue.find((c) => sameName(c.name, prescribed.medicine) && c.form === prescribed.form) ??
          catalogue.find((c) => sameName(c.name, prescribed.medicine))
        )?.id ?? null,
      dispensedQuantity: dispensed(index),
    })),
    dispenses: made,
  };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Takes `quantity` units of a medicine out of stock inside the transaction: from the batch asked
 * for, or from the earliest-expiring unexpired batches (FEFO, across batches). Rows are locked
 * (FOR UPDATE) and each decrement is conditional, so concurrent counters never take more than
 * there is; the check constraint is the last guard.
 */
export async function takeFromStock(tx: Tx, medicineId: number, quantity: number, batchId: number | null | undefined, today: string) {
  let picked: { id: number; onHand: number }[];
  if (batchId) {
    const [batch] = await tx.select().from(dispensaryBatches).where(eq(dispensaryBatches.id, batchId)).for('update');
    if (!batch || batch.medicineId !== medicineId) throw new AppError('not_found', m.unknownBatch);
    if (isExpired(batch.expiryDate, today)) throw new AppError('conflict', m.expiredBatch);
    picked = [batch];
  } else {
    picked = await tx
      .select({ id: dispensaryBatches.id, onHand: dispensaryBatches.onHand })
      .from(dispensaryBatches)
      .where(and(eq(dispensaryBatches.medicineId, medicineId), gt(dispensaryBatches.expiryDate, today), gt(dispensaryBatches.onHand, 0)))
      .orderBy(asc(dispensaryBatches.expiryDate), asc(dispensaryBatches.id))
      .for('update');
  }
  if (picked.reduce((sum, b) => sum + b.onHand, 0) < quantity) throw new AppError('conflict', m.insufficientStock);
  const taken: { batchId: number; quantity: number }[] = [];
  let left = quantity;
  for (const batch of picked) {
    if (left === 0) break;
    const take = Math.min(left, batch.onHand);
    if (take === 0) continue;
    const [updated] = await tx
      .update(dispensaryBatches)
      .set({ onHand: sql`${dispensaryBatches.onHand} - ${take}` })
      .where(and(eq(dispensaryBatches.id, batch.id), gte(dispensaryBatches.onHand, take)))
      .returning({ id: dispensaryBatches.id });
    if (!updated) throw new AppError('conflict', m.insufficientStock);
    taken.push({ batchId: batch.id, quantity: take });
    left -= take;
  }
  return taken;
}

/**
 * Dispenses the chosen lines of a finalised prescription (audited): each line's units come out
 * of stock FEFO (or from the batch named), another medicine than prescribed is recorded as a
 * substitution, and a dispense that leaves a prescription line without anything is `partial`.
 * Any refusal (unknown or expired batch, too little stock) changes nothing and is audited.
 */
export async function dispense(db: Database, appointmentId: number, input: DispenseInput, userId: number, today: string): Promise<void> {
  await appointmentHeading(db, appointmentId);
  await auditingRefusals(db, { action: 'dispense_refused', entityId: null, after: { appointmentId, lines: input.lines } }, () =>
    db.transaction(async (tx) => {
      const [record] = await tx.select().from(visitRecords).where(eq(visitRecords.appointmentId, appointmentId)).for('share');
      if (!record?.finalisedAt) throw new AppError('conflict', m.notFinalised);
      const prescription = record.prescription;
      for (const line of input.lines) {
        if (line.prescriptionLine >= prescription.length) throw new AppError('invalid', m.lineUnknown);
      }
      // One lock order for every counter (medicine, then batch): two dispenses never wait on each other in a circle.
      const ordered = [...input.lines].sort((a, b) => a.medicineId - b.medicineId || (a.batchId ?? 0) - (b.batchId ?? 0));
      const rows: (typeof dispenseLines.$inferInsert)[] = [];
      for (const line of ordered) {
        const [medicine] = await tx.select().from(dispensaryMedicines).where(eq(dispensaryMedicines.id, line.medicineId));
        if (!medicine) throw new AppError('not_found', m.medicineNotFound);
        if (!medicine.active) throw new AppError('conflict', m.inactiveMedicine);
        const prescribed = prescription[line.prescriptionLine]!;
        for (const part of await takeFromStock(tx, medicine.id, line.quantity, line.batchId, today)) {
          rows.push({
            dispenseId: 0,
            prescriptionLine: line.prescriptionLine,
            prescribedMedicine: prescribed.medicine,
            substituted: !sameName(medicine.name, prescribed.medicine),
            medicineId: medicine.id,
            batchId: part.batchId,
            quantity: part.quantity,
            mrpPaise: medicine.mrpPaise,
            gstRateBp: medicine.gstRateBp,
            hsn: medicine.hsn,
          });
        }
      }
      await recordDispense(tx, { appointmentId, prescriptionLength: prescription.length, rows, note: input.note ?? null, userId });
    }),
  );
}

/**
 * Writes a dispense and its lines (audited): `partial` when some prescription line still has
 * nothing dispensed. The counter's dispense and an online order's capture (decision 065) both end here.
 */
export async function recordDispense(
  tx: Tx,
  dispense: {
    appointmentId: number;
    prescriptionLength: number;
    rows: (typeof dispenseLines.$inferInsert)[];
    note: string | null;
    userId: number | null;
  },
) {
  const earlier = await tx
    .selectDistinct({ line: dispenseLines.prescriptionLine })
    .from(dispenseLines)
    .innerJoin(dispenses, eq(dispenses.id, dispenseLines.dispenseId))
    .where(eq(dispenses.appointmentId, dispense.appointmentId));
  const covered = new Set([...earlier.map((e) => e.line), ...dispense.rows.map((row) => row.prescriptionLine)]);
  const [head] = await tx
    .insert(dispenses)
    .values({
      appointmentId: dispense.appointmentId,
      partial: covered.size < dispense.prescriptionLength,
      note: dispense.note,
      dispensedByUserId: dispense.userId,
    })
    .returning();
  const lines = await tx
    .insert(dispenseLines)
    .values(dispense.rows.map((row) => ({ ...row, dispenseId: head!.id })))
    .returning();
  await recordAudit(tx, { action: 'dispense', entity: 'dispense', entityId: head!.id, after: { ...head, lines } });
  return lines;
}

/**
 * Takes units of a dispensed line back into their batch (audited), within the settings' window
 * from the dispense and up to what was dispensed and not yet returned. A line already invoiced
 * gets its credit note and refund (decision 063); the refund is sent after commit.
 */
export async function returnDispensed(
  db: Database,
  lineId: number,
  input: DispenseReturnInput,
  userId: number,
  now: Date,
): Promise<{ appointmentId: number; refundId: number | null }> {
  return auditingRefusals(db, { action: 'return_refused', entityId: null, after: { dispenseLineId: lineId, ...input } }, () =>
    db.transaction(async (tx) => {
      const [found] = await tx
        .select({ line: dispenseLines, dispensedAt: dispenses.dispensedAt, appointmentId: dispenses.appointmentId })
        .from(dispenseLines)
        .innerJoin(dispenses, eq(dispenses.id, dispenseLines.dispenseId))
        .where(eq(dispenseLines.id, lineId))
        .for('update', { of: dispenseLines });
      if (!found) throw new AppError('not_found', m.dispenseLineNotFound);
      const windowDays = await returnWindowDays(tx);
      if (now.getTime() > found.dispensedAt.getTime() + windowDays * DAY_MS) throw new AppError('conflict', m.returnWindowClosed);
      if (input.quantity > found.line.quantity - found.line.returnedQuantity) throw new AppError('conflict', m.returnTooMany);
      const [after] = await tx
        .update(dispenseLines)
        .set({ returnedQuantity: sql`${dispenseLines.returnedQuantity} + ${input.quantity}` })
        .where(eq(dispenseLines.id, lineId))
        .returning();
      await tx
        .update(dispensaryBatches)
        .set({ onHand: sql`${dispensaryBatches.onHand} + ${input.quantity}` })
        .where(eq(dispensaryBatches.id, found.line.batchId));
      const [returned] = await tx
        .insert(dispenseReturns)
        .values({ dispenseLineId: lineId, quantity: input.quantity, reason: input.reason, returnedByUserId: userId })
        .returning();
      await recordAudit(tx, {
        action: 'return',
        entity: 'dispense',
        entityId: found.line.dispenseId,
        before: found.line,
        after: { line: after, return: returned },
      });
      // An invoiced line's return (decision 063): its money back through the refunds path and a
      // credit note against the invoice, in the same transaction.
      const refundId = found.line.invoiceId === null ? null : await creditReturn(tx, found.line.invoiceId, found.line, returned!, now);
      return { appointmentId: found.appointmentId, refundId };
    }),
  );
}

/** The refund of returned units of an invoiced line (MRP × units) and the credit note naming it. */
async function creditReturn(
  tx: Transaction,
  invoiceId: number,
  line: { id: number; mrpPaise: number },
  returned: { id: number; quantity: number; reason: string },
  now: Date,
): Promise<number> {
  const [invoice] = await tx.select({ paymentId: taxDocuments.paymentId }).from(taxDocuments).where(eq(taxDocuments.id, invoiceId));
  const refundId = await createRefund(tx, {
    paymentId: invoice!.paymentId,
    appointmentId: null,
    amountPaise: line.mrpPaise * returned.quantity,
    reason: `Medicines returned: ${returned.reason}`,
    idempotencyKey: `dispense-return:${returned.id}`,
  });
  await issueTaxCreditNote(tx, {
    invoiceId,
    dispenseLineId: line.id,
    dispenseReturnId: returned.id,
    quantity: returned.quantity,
    reason: returned.reason,
    refundId,
    issuedAt: now,
  });
  return refundId;
}

/** Visits of the last 30 days (and today's) with a finalised prescription, newest first, with how many lines have been dispensed. */
export async function dispenseQueue(db: Pick<Database, 'select'>, now: Date): Promise<DispenseQueue> {
  const rows = await appointmentRows(db, {
    appointmentId: appointments.id,
    time: appointments.time,
    doctorName: doctors.name,
    patientName: users.name,
    lines: sql<number>`jsonb_array_length(${visitRecords.prescription})::int`,
    // Spelt out: inside a subquery Drizzle leaves columns unqualified, and `id` would be the dispense's.
    dispensedLines: sql<number>`(select count(distinct dl.prescription_line)::int from dispense_lines dl inner join dispenses d on d.id = dl.dispense_id where d.appointment_id = "appointments"."id")`,
  })
    .innerJoin(users, eq(users.id, appointments.userId))
    .innerJoin(visitRecords, eq(visitRecords.appointmentId, appointments.id))
    .where(
      and(
        isNotNull(visitRecords.finalisedAt),
        gte(appointments.time, new Date(now.getTime() - 30 * DAY_MS)),
        sql`jsonb_array_length(${visitRecords.prescription}) > 0`,
      ),
    )
    .orderBy(desc(appointments.time))
    .limit(100);
  return rows.map((row) => ({ ...row, time: row.time.toISOString(), lines: row.lines, dispensedLines: row.dispensedLines }));
}
