import { and, desc, eq, gt, inArray, max, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_TRAIL_MIN_YEARS,
  CLINICAL_RECORD_YEARS,
  DATA_REQUEST_DAYS,
  type DataRequestEraseRequest,
  dataRequestMessages as m,
  type DataRequestStatus,
  PAYMENT_RECORD_YEARS,
} from '../../../lib/validation/data-requests';
import { myAppointmentMessages } from '../../../lib/validation/messages';
import { indiaDateOf } from '../../../lib/time/clinic-time';
import { financialYearOf } from '../../../lib/time/financial-year';
import { type AfterCommit, NOTHING_AFTER_COMMIT } from '../../kernel/after-commit';
import { cancelAppointment } from '../../scheduling';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import { type Database, type Transaction } from '../../kernel/db/database';
import { appointments, dataRequests, type KeptRecord, paymentDocuments, users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { ERASED_NAME, erasePatientData } from './erase-patient';

export { ERASED_NAME };

const DAY_MS = 86_400_000;
type DataRequest = typeof dataRequests.$inferSelect;

/** What an erasure removed, as the request's outcome tells it; what stays is listed in `kept`. */
const ERASURE_OUTCOME =
  'Erased: the name, mobile number, e-mail address and gender on the account and its sign-in; the contact messages sent from them; the words and addresses of every message to or about the patient; the reminder links; and, in the audit trail, these details and the network addresses.';
/** Why staff's "cancel and refund in the same step" cancelled a visit. */
export const ERASURE_CANCEL_REASON = 'Cancelled because the patient asked for their data to be erased';

/**
 * A visit erasure waits for (issue 43): paid and still to come, i.e. confirmed or checked in and
 * not yet started. Erasing first would leave it booked for a patient nobody can reach or sign in.
 */
const isUpcomingVisitOf = (userId: SQL | number, now: Date) =>
  and(eq(appointments.userId, userId), inArray(appointments.status, ['confirmed', 'checked_in']), gt(appointments.time, now));

async function upcomingVisits(tx: Pick<Database, 'select'>, userId: number, now: Date) {
  return tx.select({ id: appointments.id }).from(appointments).where(isUpcomingVisitOf(userId, now)).orderBy(appointments.time);
}

export const toDataRequestJson = (row: DataRequest) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  requested_at: row.requestedAt.toISOString(),
  due_at: row.dueAt.toISOString(),
  closed_at: row.closedAt?.toISOString() ?? null,
  outcome: row.outcome,
  kept: row.kept,
});

/**
 * A patient asks for erasure: one open request at a time (asking again answers the open one),
 * due DATA_REQUEST_DAYS later, audited.
 */
export async function requestErasure(db: Database, userId: number) {
  return db.transaction(async (tx) => {
    // One patient's requests are serialised on their own row.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [open] = await tx
      .select()
      .from(dataRequests)
      .where(and(eq(dataRequests.userId, userId), eq(dataRequests.kind, 'erasure'), eq(dataRequests.status, 'open')));
    if (open) return { request: toDataRequestJson(open), created: false };
    const now = clinicNow();
    if ((await upcomingVisits(tx, userId, now)).length > 0) throw new AppError('conflict', myAppointmentMessages.eraseWhileUpcoming);
    const [row] = await tx
      .insert(dataRequests)
      .values({ userId, kind: 'erasure', requestedAt: now, dueAt: new Date(now.getTime() + DATA_REQUEST_DAYS * DAY_MS) })
      .returning();
    await recordAudit(tx, { action: 'request', entity: 'data_request', entityId: row!.id, after: row });
    return { request: toDataRequestJson(row!), created: true };
  });
}

export async function myDataRequests(db: Database, userId: number) {
  const rows = await db.select().from(dataRequests).where(eq(dataRequests.userId, userId)).orderBy(desc(dataRequests.id));
  return rows.map(toDataRequestJson);
}

/** The admin Data requests screen: open ones first by deadline, then the closed, newest first. */
export async function listDataRequests(db: Database, filter: { status?: DataRequestStatus }) {
  const where: SQL[] = filter.status ? [eq(dataRequests.status, filter.status)] : [];
  const rows = await db
    .select({
      request: dataRequests,
      patientName: users.name,
      patientMobile: users.mobile,
      upcoming: db.$count(appointments, isUpcomingVisitOf(sql`${dataRequests.userId}`, clinicNow())),
    })
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .where(and(...where))
    .orderBy(
      sql`case when ${dataRequests.status} = 'open' then 0 else 1 end`,
      sql`case when ${dataRequests.status} = 'open' then ${dataRequests.dueAt} end`,
      desc(dataRequests.id),
    );
  return rows.map(({ request, patientName, patientMobile, upcoming }) => ({
    ...toDataRequestJson(request),
    user_id: request.userId,
    patient: { name: patientName, mobile: patientMobile },
    upcoming_appointments: request.status === 'open' ? upcoming : 0,
  }));
}

async function openRequest(tx: Transaction, id: number): Promise<DataRequest> {
  const [request] = await tx.select().from(dataRequests).where(eq(dataRequests.id, id)).for('update');
  if (!request) throw notFound('Data request');
  if (request.status !== 'open') throw new AppError('conflict', m.alreadyClosed);
  return request;
}

/** 31 March of the year a financial year "2026-27" ends, `years` later: "2035-03-31". */
const endOfFinancialYear = (financialYear: string, years: number) => `${Number(financialYear.slice(0, 4)) + 1 + years}-03-31`;

/** The later of two India dates ("2035-03-31"). */
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What the clinic keeps of this patient after the erasure, why and until when (India dates): each
 * entry is something not erased, so the answer never calls erased what stays (issue 43).
 */
async function keptRecords(tx: Transaction, userId: number, now: Date): Promise<KeptRecord[]> {
  const kept: KeptRecord[] = [];
  const [documents] = await tx
    .select({ last: max(paymentDocuments.issuedAt) })
    .from(paymentDocuments)
    .where(eq(paymentDocuments.userId, userId));
  if (documents?.last) {
    kept.push({
      what: 'Receipts and credit notes, with the name printed on them, and the payments and refunds they record',
      reason: `Indian tax law: the accounts are kept ${PAYMENT_RECORD_YEARS} years after their financial year`,
      until: endOfFinancialYear(financialYearOf(documents.last), PAYMENT_RECORD_YEARS),
    });
  }
  const [visits] = await tx
    .select({ last: max(appointments.time) })
    .from(appointments)
    .where(eq(appointments.userId, userId));
  if (visits?.last) {
    const until = new Date(visits.last);
    until.setUTCFullYear(until.getUTCFullYear() + CLINICAL_RECORD_YEARS);
    kept.push({
      what: 'Clinical records: appointments with what you told us, intake answers, reports, the doctor’s notes and prescriptions, and your consents',
      reason: `Medical records are kept ${CLINICAL_RECORD_YEARS} years after the last consultation`,
      until: indiaDateOf(until),
    });
  }
  const trailMinimum = new Date(now);
  trailMinimum.setUTCFullYear(trailMinimum.getUTCFullYear() + AUDIT_TRAIL_MIN_YEARS);
  kept.push({
    what: 'The audit trail of changes to your records and the list of messages sent (what, when, by which channel), with your name, mobile number, e-mail address and network addresses removed',
    reason: 'The clinic answers for every change to the records it keeps: the trail stays as long as they do, and at least a year',
    until: kept.reduce((until, record) => later(until, record.until), indiaDateOf(trailMinimum)),
  });
  return kept;
}

/**
 * Carries an erasure out (DPDP Act 2023 s.12): what identifies the patient is removed
 * (erasePatientData: the account's details and sign-in, contact queries, every message to or
 * about them, reminder links, the audit snapshots' personal fields); every session ends and the
 * old number no longer signs in. What the law requires is kept and said with its reason and end
 * date (keptRecords). A paid visit still to come refuses it (409) unless staff chose to cancel it
 * with a full refund in the same step; answers the refunds to send after commit.
 */
export async function carryOutErasure(
  db: Database,
  channels: NotificationChannels,
  id: number,
  staffId: number,
  options: DataRequestEraseRequest = {},
): Promise<{ request: ReturnType<typeof toDataRequestJson>; afterCommit: AfterCommit }> {
  return db.transaction(async (tx) => {
    const request = await openRequest(tx, id);
    const [patient] = await tx.select().from(users).where(eq(users.id, request.userId)).for('update');
    const now = clinicNow();
    const upcoming = await upcomingVisits(tx, request.userId, now);
    if (upcoming.length > 0 && !options.cancel_upcoming) throw new AppError('conflict', m.upcomingAppointment);
    const refundIds: number[] = [];
    for (const visit of upcoming) {
      // Its messages are queued and then blanked with the rest: the refund still goes out.
      const cancelled = await cancelAppointment(
        tx,
        channels,
        visit.id,
        { role: 'admin', reason: ERASURE_CANCEL_REASON, refund: { kind: 'full' } },
        now,
      );
      refundIds.push(...cancelled.refundIds);
    }
    await erasePatientData(tx, patient!);
    await recordAudit(tx, {
      action: 'erase',
      entity: 'user',
      entityId: request.userId,
      before: { id: patient!.id },
      after: { id: patient!.id, name: ERASED_NAME },
    });
    const [closed] = await tx
      .update(dataRequests)
      .set({
        status: 'completed',
        closedAt: now,
        closedByUserId: staffId,
        outcome: ERASURE_OUTCOME,
        kept: await keptRecords(tx, request.userId, now),
      })
      .where(eq(dataRequests.id, id))
      .returning();
    await recordAudit(tx, { action: 'complete', entity: 'data_request', entityId: id, before: request, after: closed });
    return { request: toDataRequestJson(closed!), afterCommit: refundIds.length > 0 ? { refundIds, notify: false } : NOTHING_AFTER_COMMIT };
  });
}

/** Closes a request without carrying it out, with the reason the patient is told. */
export async function refuseDataRequest(db: Database, id: number, staffId: number, reason: string) {
  return db.transaction(async (tx) => {
    const request = await openRequest(tx, id);
    const [closed] = await tx
      .update(dataRequests)
      .set({ status: 'refused', closedAt: clinicNow(), closedByUserId: staffId, outcome: reason })
      .where(eq(dataRequests.id, id))
      .returning();
    await recordAudit(tx, { action: 'refuse', entity: 'data_request', entityId: id, before: request, after: closed });
    return toDataRequestJson(closed!);
  });
}
