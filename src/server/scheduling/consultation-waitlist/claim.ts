import { eq } from 'drizzle-orm';
import { waitlistMessages as w } from '../../../lib/validation/waitlist';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { doctors, services, timeSlots, waitlistEntries, waitlistOffers } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { HOLD_MINUTES } from '../booking/bookable-slot';
import type { ConsultationClaimAnswer, ConsultationOfferAnswer } from './responses';

type Offer = typeof waitlistOffers.$inferSelect;
type Entry = typeof waitlistEntries.$inferSelect;

/** A used or run-out offer's refusal: 409 with the reason the page shows (decision 050's keys). */
function refuseClosed(offer: Offer, now: Date) {
  if (offer.status === 'claimed') throw new AppError('conflict', w.offerUsed);
  if (offer.status !== 'open' || offer.expiresAt <= now) throw new AppError('conflict', w.offerLapsed);
}

/** GET /v1/waitlist/offer?token=… for a doctor-day's offer: the doctor, service, time, price and the window's end. */
export async function consultationOfferOf(db: Database, offer: Offer, entry: Entry, now = clinicNow()): Promise<ConsultationOfferAnswer> {
  refuseClosed(offer, now);
  const [row] = await db
    .select({
      slot: timeSlots,
      doctor: { id: doctors.id, name: doctors.name },
      service: { id: services.id, name: services.name, pricePaise: services.pricePaise },
    })
    .from(timeSlots)
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .innerJoin(services, eq(services.id, entry.serviceId!))
    .where(eq(timeSlots.id, offer.slotId!));
  return {
    kind: 'consultation',
    doctor: row!.doctor,
    service: { id: row!.service.id, name: row!.service.name },
    slotId: row!.slot.id,
    mode: entry.appointmentMode!,
    startsAt: row!.slot.startTime.toISOString(),
    endsAt: row!.slot.endTime.toISOString(),
    pricePaise: row!.service.pricePaise,
    expiresAt: offer.expiresAt.toISOString(),
    now: now.toISOString(),
  };
}

/**
 * POST /v1/waitlist/claim for a doctor-day's offer (docs/decisions/053): the offer's own patient
 * claims it. Under the offer's and the slot's row locks, the offer must be open and within its
 * window and the slot still held for it; the slot then becomes the patient's ordinary checkout
 * hold (HOLD_MINUTES, as create-order's), paid through create-order and verify-payment like any
 * booking. Another patient's offer 403, a claimed one or a run-out one 409, nothing changed.
 */
export async function claimConsultationOffer(db: Database, patient: { id: number }, offerId: number, entry: Entry): Promise<ConsultationClaimAnswer> {
  const now = clinicNow();
  if (entry.patientId !== patient.id) throw new AppError('forbidden', w.offerNotYours);
  return db.transaction(async (tx) => {
    const [offer] = await tx.select().from(waitlistOffers).where(eq(waitlistOffers.id, offerId)).for('update');
    refuseClosed(offer!, now);
    const [slot] = await tx.select().from(timeSlots).where(eq(timeSlots.id, offer!.slotId!)).for('update');
    const isHeldForOffer = !slot!.isBooked && slot!.heldByUserId === patient.id && slot!.heldUntil !== null && slot!.heldUntil > now;
    if (!isHeldForOffer || slot!.startTime <= now) throw new AppError('conflict', w.offerLapsed);
    const heldUntil = new Date(Math.min(now.getTime() + HOLD_MINUTES * 60_000, slot!.startTime.getTime()));
    await tx.update(timeSlots).set({ heldUntil }).where(eq(timeSlots.id, slot!.id));
    await tx.update(waitlistOffers).set({ status: 'claimed' }).where(eq(waitlistOffers.id, offer!.id));
    await tx.update(waitlistEntries).set({ status: 'claimed' }).where(eq(waitlistEntries.id, entry.id));
    await recordAudit(tx, { action: 'claim', entity: 'waitlist_entry', entityId: entry.id, before: slot, after: { slotId: slot!.id, heldUntil } });
    return { kind: 'consultation', slotId: slot!.id, serviceId: entry.serviceId!, mode: entry.appointmentMode!, heldUntil: heldUntil.toISOString() };
  });
}
