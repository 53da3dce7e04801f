import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { type Database, type Transaction } from '../../kernel/db/database';
import { payments, refunds } from '../../kernel/db/schema';
import { enqueueAppointmentNotifications, enqueueCourseRefund } from '../../messaging';
import type { Providers } from '../../kernel/providers';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { issueCreditNote } from '../../invoicing';
import { createRefund, refundKeys } from './create-refund';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';

/** How long one settle run owns a refund while it calls the provider. */
const CLAIM_MS = 2 * 60_000;
/** Waits between provider attempts that could not reach it: 1 min, 5 min, 30 min, then 2 h. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
/** Refunds one settle run handles at most (the rest wait for the next run). */
const SETTLE_BATCH = 50;

export const SLOT_LOST_REASON = 'Paid, but the time slot was booked by someone else';

const retryDelay = (attempts: number) => RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]!;

/** What sending and settling refunds uses: the payment provider, and the channels that tell the patient. */
export type RefundProviders = Pick<Providers, 'payments' | 'notifications'>;

/**
 * Marks a refund settled (processed or failed) once, inside a transaction; a fully refunded
 * payment becomes `refunded`, and the patient is told of a processed refund of an appointment
 * (or course) in the same transaction. Answers false when it had already settled (a replayed event).
 */
export async function settleRefund(
  tx: Transaction,
  channels: NotificationChannels,
  refundId: number,
  outcome: 'processed' | 'failed',
  now: Date,
  error?: string,
): Promise<boolean> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!refund || refund.status !== 'pending') return false;
  const [settled] = await tx
    .update(refunds)
    .set({ status: outcome, settledAt: now, claimedUntil: null, lastError: error ?? null })
    .where(eq(refunds.id, refundId))
    .returning();
  await recordAudit(tx, {
    action: outcome === 'processed' ? 'settle' : 'fail',
    entity: 'refund',
    entityId: refundId,
    before: refund,
    after: settled,
  });
  if (outcome === 'processed') {
    await issueCreditNote(tx, refundId, now);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId)).for('update');
    const processed = await tx
      .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, refund.paymentId), eq(refunds.status, 'processed')));
    if (payment && (processed[0]?.total ?? 0) >= payment.amountPaise) {
      await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
    }
    if (refund.appointmentId !== null) {
      await enqueueAppointmentNotifications(tx, channels, {
        kind: 'refund_processed',
        appointmentId: refund.appointmentId,
        refundPaise: refund.amountPaise,
        dedupeSuffix: `refund:${refund.id}`,
        refundId: refund.id,
        now,
      });
    } else if (payment?.courseId) {
      // A course's refund (its cancellation, or a second payment given back) names the course (issue 47).
      await enqueueCourseRefund(tx, channels, { id: refund.id, courseId: payment.courseId, amountPaise: refund.amountPaise });
    }
  }
  return true;
}

/**
 * Asks the provider for one pending refund that has not reached it yet. A claim (claimed_until)
 * keeps two runs from asking twice; an unreachable provider leaves the refund pending with a
 * later next_attempt_at. Razorpay may answer `pending`: its webhook settles the refund later.
 */
export async function sendRefund(db: Database, providers: RefundProviders, refundId: number, now = clinicNow()): Promise<void> {
  const [claimed] = await db
    .update(refunds)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${refunds.attempts} + 1` })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
        or(isNull(refunds.claimedUntil), lte(refunds.claimedUntil, now)),
      ),
    )
    .returning();
  if (!claimed) return;
  const [payment] = await db.select({ razorpayPaymentId: payments.razorpayPaymentId }).from(payments).where(eq(payments.id, claimed.paymentId));
  try {
    if (!payment?.razorpayPaymentId) throw new Error(`payment ${claimed.paymentId} has no provider payment id`);
    const result = await providers.payments.refund({
      paymentId: payment.razorpayPaymentId,
      amountPaise: claimed.amountPaise,
      receipt: claimed.idempotencyKey,
      notes: { refund_id: String(claimed.id), reason: claimed.reason.slice(0, 250) },
    });
    await db.transaction(async (tx) => {
      await tx.update(refunds).set({ providerRefundId: result.providerRefundId, claimedUntil: null }).where(eq(refunds.id, claimed.id));
      if (result.status !== 'pending') await settleRefund(tx, providers.notifications, claimed.id, result.status, now);
    });
  } catch (err) {
    console.error(`[refunds] refund ${claimed.id} could not be sent; it will be retried:`, err);
    await db
      .update(refunds)
      .set({
        claimedUntil: null,
        lastError: err instanceof Error ? err.message.slice(0, 500) : 'Unknown error',
        nextAttemptAt: new Date(now.getTime() + retryDelay(claimed.attempts)),
      })
      .where(eq(refunds.id, claimed.id));
  }
}

/** Sends each refund after the transaction that created it has committed; failures are retried by the settle job. */
export async function sendRefunds(db: Database, providers: RefundProviders, refundIds: number[], now = clinicNow()): Promise<void> {
  for (const id of refundIds) await sendRefund(db, providers, id, now);
}

/**
 * The settle job: turns paid-but-slot-lost payments into refunds, then sends every due refund.
 * Safe to run often and from several places at once (local timer, Netlify scheduled function).
 */
export async function settleDueRefunds(db: Database, providers: RefundProviders, now = clinicNow()): Promise<{ sent: number }> {
  const lost = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'refund_pending'), sql`${payments.refundedPaise} < ${payments.amountPaise}`))
    .limit(SETTLE_BATCH);
  for (const { id } of lost) {
    await db.transaction((tx) => refundLostSlot(tx, id));
  }
  const due = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
        lte(refunds.nextAttemptAt, now),
        or(isNull(refunds.claimedUntil), lte(refunds.claimedUntil, now)),
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(SETTLE_BATCH);
  await sendRefunds(
    db,
    providers,
    due.map((r) => r.id),
    now,
  );
  return { sent: due.length };
}

/** The full refund of a payment whose slot went to someone else; answers the refund's id. */
export async function refundLostSlot(tx: Transaction, paymentId: number): Promise<number | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  const remainingPaise = payment ? payment.amountPaise - payment.refundedPaise : 0;
  if (!payment || payment.status !== 'refund_pending' || remainingPaise <= 0) return null;
  return createRefund(tx, {
    paymentId,
    appointmentId: null,
    amountPaise: remainingPaise,
    reason: SLOT_LOST_REASON,
    idempotencyKey: refundKeys.slotLost(paymentId),
  });
}
