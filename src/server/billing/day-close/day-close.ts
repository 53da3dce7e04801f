import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dayCloseMessages as m, type DayCloseInput } from '../../../lib/validation/day-close';
import { indiaDateOf, indiaTimeToInstant } from '../../../lib/time/clinic-time';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { auditEvents, dayCloses, paymentDocuments, payments, refunds, taxDocuments, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { DayCloseAmounts, DayCloseRecord, DayCloseReport } from './responses';

/** The methods the desk answers for, in the report's order: taken at the desk, or by a payment link staff sent. */
export const DAY_CLOSE_METHODS = ['cash', 'upi', 'card', 'link'] as const;
type DayCloseMethod = (typeof DAY_CLOSE_METHODS)[number];

/** Roles whose refunds the desk gave (a patient's own cancellation and the system's refunds go back through the provider). */
const STAFF_ACTOR_ROLES = ['admin', 'receptionist', 'doctor', 'therapist', 'pharmacist'];

const zero = (): DayCloseAmounts => ({
  cashPaise: 0,
  upiPaise: 0,
  cardPaise: 0,
  linkPaise: 0,
  paymentsCount: 0,
  refundsPaise: 0,
  cashRefundsPaise: 0,
});
const METHOD_FIELD: Record<DayCloseMethod, 'cashPaise' | 'upiPaise' | 'cardPaise' | 'linkPaise'> = {
  cash: 'cashPaise',
  upi: 'upiPaise',
  card: 'cardPaise',
  link: 'linkPaise',
};

/** Refuses a day after today in the clinic's zone (by the server's clock). */
function assertBegun(date: string): void {
  if (date > indiaDateOf(clinicNow())) throw new AppError('invalid', m.dayInFuture, { date: m.dayInFuture });
}

/** The IST day's bounds: [00:00, next 00:00). */
function dayBounds(date: string): [Date, Date] {
  const start = indiaTimeToInstant(date, '00:00');
  return [start, new Date(start.getTime() + 24 * 60 * 60_000)];
}

type Reader = Pick<Database, 'select'>;

/**
 * The day's figures. A payment counts on the IST day its receipt (or, for medicines, its tax invoice) was issued (the moment the money
 * was taken: at the desk, or when a link was paid), under the staff member who took it or sent the
 * link. A refund counts on the day it was created (failed ones not), under the staff member whose
 * action created it (its audited creation); refunds a patient or the system started are not the
 * desk's. Expected cash = cash taken − refunds of cash payments given by staff that day.
 */
async function dayFigures(db: Reader, date: string): Promise<Pick<DayCloseReport, 'rows' | 'totals' | 'expectedCashPaise'>> {
  const [from, to] = dayBounds(date);
  const taken = await db
    .select({
      staffId: payments.takenByUserId,
      method: payments.method,
      paise: sql<number>`coalesce(sum(${paymentDocuments.amountPaise}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(paymentDocuments)
    .innerJoin(payments, eq(payments.id, paymentDocuments.paymentId))
    .where(
      and(
        eq(paymentDocuments.kind, 'receipt'),
        gte(paymentDocuments.issuedAt, from),
        lt(paymentDocuments.issuedAt, to),
        inArray(payments.method, [...DAY_CLOSE_METHODS]),
      ),
    )
    .groupBy(payments.takenByUserId, payments.method);
  // Medicines paid at the dispensary's checkout (decision 063) have a tax invoice, not a receipt.
  const takenForMedicines = await db
    .select({
      staffId: payments.takenByUserId,
      method: payments.method,
      paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(taxDocuments)
    .innerJoin(payments, eq(payments.id, taxDocuments.paymentId))
    .where(
      and(
        eq(taxDocuments.kind, 'tax_invoice'),
        gte(taxDocuments.issuedAt, from),
        lt(taxDocuments.issuedAt, to),
        inArray(payments.method, [...DAY_CLOSE_METHODS]),
      ),
    )
    .groupBy(payments.takenByUserId, payments.method);
  const given = await db
    .select({
      staffId: auditEvents.actorId,
      isCash: sql<boolean>`${payments.method} = 'cash'`,
      paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int`,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(auditEvents, and(eq(auditEvents.entity, 'refund'), eq(auditEvents.action, 'create'), sql`${auditEvents.entityId} = ${refunds.id}`))
    .where(
      and(gte(refunds.createdAt, from), lt(refunds.createdAt, to), ne(refunds.status, 'failed'), inArray(auditEvents.actorRole, STAFF_ACTOR_ROLES)),
    )
    .groupBy(auditEvents.actorId, sql`${payments.method} = 'cash'`);

  const byStaff = new Map<number | null, DayCloseAmounts>();
  const totals = zero();
  const of = (id: number | null) => byStaff.get(id) ?? byStaff.set(id, zero()).get(id)!;
  for (const row of [...taken, ...takenForMedicines]) {
    const field = METHOD_FIELD[row.method as DayCloseMethod];
    for (const amounts of [of(row.staffId), totals]) {
      amounts[field] += row.paise;
      amounts.paymentsCount += row.count;
    }
  }
  for (const row of given) {
    for (const amounts of [of(row.staffId), totals]) {
      amounts.refundsPaise += row.paise;
      if (row.isCash) amounts.cashRefundsPaise += row.paise;
    }
  }
  const ids = [...byStaff.keys()].filter((id): id is number => id !== null);
  const people =
    ids.length === 0 ? [] : await db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(inArray(users.id, ids));
  const rows = [...byStaff.entries()]
    .map(([staffId, amounts]) => {
      const person = people.find((p) => p.id === staffId);
      return { staffId, staffName: person?.name ?? 'Staff no longer on file', staffRole: person?.role ?? null, ...amounts };
    })
    .sort((a, b) => a.staffName.localeCompare(b.staffName) || (a.staffId ?? 0) - (b.staffId ?? 0));
  return { rows, totals, expectedCashPaise: totals.cashPaise - totals.cashRefundsPaise };
}

async function recordedClose(db: Reader, date: string): Promise<DayCloseRecord | null> {
  const closer = alias(users, 'closer');
  const [row] = await db
    .select({ close: dayCloses, closerName: closer.name })
    .from(dayCloses)
    .leftJoin(closer, eq(closer.id, dayCloses.closedByUserId))
    .where(eq(dayCloses.day, date));
  if (!row) return null;
  const { close } = row;
  return {
    countedCashPaise: close.countedCashPaise,
    expectedCashPaise: close.expectedCashPaise,
    differencePaise: close.differencePaise,
    note: close.note,
    closedAt: close.closedAt.toISOString(),
    closedBy: { id: close.closedByUserId, name: row.closerName },
  };
}

/** GET /v1/day-close?date=: the report of a day that has begun, with its close when recorded. */
export async function dayCloseReport(db: Reader, date: string): Promise<DayCloseReport> {
  assertBegun(date);
  const [figures, close] = await Promise.all([dayFigures(db, date), recordedClose(db, date)]);
  return { date, ...figures, close };
}

/**
 * POST /v1/day-close: records the counted cash against the expected once per day, audited in the
 * same transaction. A second close of the day (or one racing it) is a 409 and changes nothing.
 */
export async function closeDay(db: Database, closedByUserId: number, input: DayCloseInput): Promise<DayCloseReport> {
  assertBegun(input.date);
  await db.transaction(async (tx) => {
    const { expectedCashPaise } = await dayFigures(tx, input.date);
    const [closed] = await tx
      .insert(dayCloses)
      .values({
        day: input.date,
        expectedCashPaise,
        countedCashPaise: input.countedCashPaise,
        differencePaise: input.countedCashPaise - expectedCashPaise,
        note: input.note ?? null,
        closedByUserId,
        closedAt: clinicNow(),
      })
      .onConflictDoNothing({ target: dayCloses.day })
      .returning();
    if (!closed) throw new AppError('conflict', m.alreadyClosed);
    await recordAudit(tx, { action: 'close_day', entity: 'day_close', entityId: closed.id, after: closed });
  });
  return dayCloseReport(db, input.date);
}
