import { eq } from 'drizzle-orm';
import { SEAT_HOLD_MINUTES } from '../../../../lib/domain/classes';
import { waitlistMessages as w } from '../../../../lib/validation/waitlist';
import { recordAudit } from '../../../identity';
import { enqueueSeatBooked } from '../../../messaging';
import { clinicNow } from '../../../kernel/clock';
import type { Database } from '../../../kernel/db/database';
import { classSeats, classSessions, classes, waitlistEntries, waitlistOffers } from '../../../kernel/db/schema';
import { AppError } from '../../../kernel/errors';
import type { Providers } from '../../../kernel/providers';
import { seatOrderAnswer } from '../hold-seat';
import { lockClass, seatSessions } from '../seat-counts';
import { tokenHashOf } from './token';
import { claimConsultationOffer, consultationOfferOf } from '../../consultation-waitlist/claim';
import type { ConsultationClaimAnswer, ConsultationOfferAnswer } from '../../consultation-waitlist/responses';
import type { SeatHoldAnswer, WaitlistOfferAnswer } from '../responses';

/** The offer a token stands for, with its place in line; 404 for a token nobody was sent. */
async function offerOfToken(db: Pick<Database, 'select'>, token: string) {
  const [found] = await db
    .select({ offer: waitlistOffers, entry: waitlistEntries })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(eq(waitlistOffers.tokenHash, tokenHashOf(token)));
  if (!found) throw new AppError('not_found', w.offerNotFound);
  return found;
}

/** A used or run-out offer's refusal: 409 with the reason the page shows. */
function refuseClosed(offer: typeof waitlistOffers.$inferSelect, now: Date) {
  if (offer.status === 'claimed') throw new AppError('conflict', w.offerUsed);
  if (offer.status !== 'open' || offer.expiresAt <= now) throw new AppError('conflict', w.offerLapsed);
}

/**
 * GET /v1/waitlist/offer?token=…: what the link offers (the class, the session, the price, when it
 * runs out, the server's clock; a doctor-day's offer answers the consultation's, decision 053). The token is the only key, so nothing personal is answered; a
 * claimed or run-out offer answers 409 with the reason, an unknown token 404.
 */
export async function waitlistOfferOf(db: Database, token: string, now = clinicNow()): Promise<WaitlistOfferAnswer | ConsultationOfferAnswer> {
  const { offer, entry } = await offerOfToken(db, token);
  if (offer.slotId !== null) return consultationOfferOf(db, offer, entry, now);
  refuseClosed(offer, now);
  const [row] = await db
    .select({ seat: classSeats, session: classSessions, cls: classes })
    .from(classSeats)
    .innerJoin(classSessions, eq(classSessions.id, classSeats.sessionId))
    .innerJoin(classes, eq(classes.id, classSeats.classId))
    .where(eq(classSeats.id, offer.seatId!));
  return {
    title: { en: row!.cls.titleEn, hi: row!.cls.titleHi, gu: row!.cls.titleGu },
    mode: row!.seat.mode,
    startsAt: row!.session.startsAt.toISOString(),
    endsAt: row!.session.endsAt.toISOString(),
    pricePaise: row!.seat.pricePaise,
    expiresAt: offer.expiresAt.toISOString(),
    now: now.toISOString(),
  };
}

/**
 * POST /v1/waitlist/claim: the offer's patient claims it. Under the class lock and the offer's row
 * lock, the offer must still be open and within its window and the session still to come; then the
 * seat held for the offer becomes the patient's payment hold (SEAT_HOLD_MINUTES, as any buyer's)
 * and the answer carries the checkout order, paid through the seat's own verify-payment. A free
 * class's seat is paid at once. Nobody is charged without acting: an unclaimed offer only lapses.
 * Another patient's offer answers 403, a claimed one or a run-out one 409, nothing changed.
 */
export async function claimWaitlistOffer(
  db: Database,
  providers: Pick<Providers, 'payments' | 'notifications'>,
  patient: { id: number },
  token: string,
): Promise<SeatHoldAnswer | ConsultationClaimAnswer> {
  const now = clinicNow();
  const slotOffer = await offerOfToken(db, token);
  // A doctor's day (docs/decisions/053): the slot becomes the patient's checkout hold.
  if (slotOffer.offer.slotId !== null) return claimConsultationOffer(db, patient, slotOffer.offer.id, slotOffer.entry);
  const held = await db.transaction(async (tx) => {
    const found = await offerOfToken(tx, token);
    if (found.entry.patientId !== patient.id) throw new AppError('forbidden', w.offerNotYours);
    const cls = await lockClass(tx, found.entry.classId!);
    const [offer] = await tx.select().from(waitlistOffers).where(eq(waitlistOffers.id, found.offer.id)).for('update');
    refuseClosed(offer!, now);
    const [seat] = await tx.select().from(classSeats).where(eq(classSeats.id, offer!.seatId!)).for('update');
    if (seat!.status !== 'held') throw new AppError('conflict', w.offerLapsed);
    const sessions = await seatSessions(tx, seat!, now);
    const isFree = seat!.pricePaise === 0;
    const [claimed] = await tx
      .update(classSeats)
      .set({ status: isFree ? 'paid' : 'held', holdExpiresAt: isFree ? null : new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000) })
      .where(eq(classSeats.id, seat!.id))
      .returning();
    await tx.update(waitlistOffers).set({ status: 'claimed' }).where(eq(waitlistOffers.id, offer!.id));
    await tx.update(waitlistEntries).set({ status: 'claimed' }).where(eq(waitlistEntries.id, found.entry.id));
    await recordAudit(tx, { action: 'claim', entity: 'waitlist_entry', entityId: found.entry.id, before: seat, after: claimed });
    if (isFree) await enqueueSeatBooked(tx, providers.notifications, seat!.id, now);
    return { seat: claimed!, cls, sessions };
  });
  return seatOrderAnswer(db, providers, patient.id, held);
}
