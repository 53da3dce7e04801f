import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { type SeatMode, waitlistOfferExpiry } from '../../../../lib/domain/classes';
import { recordAudit } from '../../../identity';
import { enqueueWaitlistOffer } from '../../../messaging';
import type { Database, Transaction } from '../../../kernel/db/database';
import { classSeats, classSessions, waitlistEntries, waitlistOffers } from '../../../kernel/db/schema';
import { AppError } from '../../../kernel/errors';
import type { NotificationChannels } from '../../../kernel/providers/notifications';
import { capacityOf, checkNoOtherSeat, type ClassRow, lockClass, takenSeats } from '../seat-counts';
import { sweepConsultationWaitlist } from '../../consultation-waitlist/offers';
import { lapseEndedOffers } from './lapse-offers';
import { newToken, tokenHashOf } from './token';

export { tokenHashOf };

/**
 * Under the class lock: offers whose claim window ended are lapsed (their place in line with
 * them) and every hold of the class that ran out unpaid lets its seat go, as a lapsed hold always
 * has. Answers the number of offers lapsed.
 */
async function lapseRunOut(tx: Transaction, cls: ClassRow, now: Date): Promise<number> {
  const lapsed = await lapseEndedOffers(tx, eq(waitlistEntries.classId, cls.id), now);
  // Holds that lapsed unpaid (a buyer's, or an offer's) give their place back and free the patient's unique seat.
  await tx
    .update(classSeats)
    .set({ status: 'cancelled', holdExpiresAt: null })
    .where(and(eq(classSeats.classId, cls.id), eq(classSeats.status, 'held'), lte(classSeats.holdExpiresAt, now)));
  return lapsed;
}

/**
 * Under the class lock, in the transaction that freed a seat (a cancellation, a hold or offer
 * run out) or when staff offer by hand: each free seat of a session to come goes to the first
 * waiting in that session's line of its mode. The seat is written held for the offer until its
 * claim window ends (docs/decisions/050), so no other path can sell it, and the patient is sent
 * the claim link in their language on their channel. A patient who meanwhile has a seat in the
 * session leaves the line. `only` limits it to one session's mode and at most `limit` offers.
 * Answers the number of offers made.
 */
export async function offerFreeSeats(
  tx: Transaction,
  channels: NotificationChannels,
  cls: ClassRow,
  now: Date,
  only?: { sessionId: number; mode: SeatMode; limit: number },
): Promise<number> {
  await lapseRunOut(tx, cls, now);
  const line = await tx
    .select({ entry: waitlistEntries, session: classSessions })
    .from(waitlistEntries)
    .innerJoin(classSessions, eq(classSessions.id, waitlistEntries.sessionId))
    .where(
      and(
        eq(waitlistEntries.classId, cls.id),
        eq(waitlistEntries.status, 'waiting'),
        eq(classSessions.status, 'scheduled'),
        gt(classSessions.startsAt, now),
        only ? and(eq(waitlistEntries.sessionId, only.sessionId), eq(waitlistEntries.mode, only.mode)) : undefined,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  if (line.length === 0) return 0;
  const sessions = [...new Map(line.map((row) => [row.session.id, row.session])).values()];
  const taken = await takenSeats(tx, sessions, now);
  let offered = 0;
  for (const { entry, session } of line) {
    if (only && offered >= only.limit) break;
    const count = taken.get(session.id)!;
    const mode = entry.mode!;
    if (count[mode] >= capacityOf(cls, mode)) continue;
    try {
      await checkNoOtherSeat(tx, entry.patientId, cls.id, [session], now);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // They found a seat in this session another way: their place in line is done.
      await tx.update(waitlistEntries).set({ status: 'withdrawn' }).where(eq(waitlistEntries.id, entry.id));
      continue;
    }
    const expiresAt = waitlistOfferExpiry(now, session.startsAt);
    const [seat] = await tx
      .insert(classSeats)
      .values({
        classId: cls.id,
        sessionId: session.id,
        patientId: entry.patientId,
        mode,
        status: 'held',
        holdExpiresAt: expiresAt,
        pricePaise: cls.pricePaise,
      })
      .returning();
    const token = newToken();
    const [offer] = await tx
      .insert(waitlistOffers)
      .values({ entryId: entry.id, seatId: seat!.id, tokenHash: tokenHashOf(token), expiresAt })
      .returning();
    await tx.update(waitlistEntries).set({ status: 'offered' }).where(eq(waitlistEntries.id, entry.id));
    await recordAudit(tx, { action: 'waitlist_offer', entity: 'waitlist_entry', entityId: entry.id, after: { offer, seat } });
    await enqueueWaitlistOffer(tx, channels, offer!.id, token);
    count[mode] += 1;
    offered += 1;
  }
  return offered;
}

/**
 * The waitlist's sweep (the local server on a timer, a Netlify scheduled function in production):
 * each class with an offer run out, or a hold run out while someone waits, is locked in turn and
 * its free seats offered on (or, with nobody waiting, simply freed); then each doctor-day with a
 * line is offered its free slots. Answers the offers made.
 */
export async function sweepWaitlist(
  db: Database,
  channels: NotificationChannels,
  now: Date,
): Promise<{ classes: number; doctorDays: number; offered: number }> {
  const lapsedOffers = await db
    .selectDistinct({ classId: waitlistEntries.classId })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now)));
  const lapsedHolds = await db
    .selectDistinct({ classId: waitlistEntries.classId })
    .from(waitlistEntries)
    .innerJoin(
      classSeats,
      and(eq(classSeats.sessionId, waitlistEntries.sessionId), eq(classSeats.status, 'held'), lte(classSeats.holdExpiresAt, now)),
    )
    .where(eq(waitlistEntries.status, 'waiting'));
  const classIds = [...new Set([...lapsedOffers, ...lapsedHolds].map((row) => row.classId))];
  let offered = 0;
  for (const classId of classIds) {
    if (classId === null) continue;
    offered += await db.transaction(async (tx) => offerFreeSeats(tx, channels, await lockClass(tx, classId), now));
  }
  // The doctors' full days (docs/decisions/053): a hold or an offer run out, a slot added.
  const consultations = await sweepConsultationWaitlist(db, channels, now);
  return { classes: classIds.length, doctorDays: consultations.doctorDays, offered: offered + consultations.offered };
}
