import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { waitlistOfferExpiry } from '../../../lib/domain/classes';
import { recordAudit } from '../../identity';
import { enqueueWaitlistOffer } from '../../messaging';
import type { Database, Transaction } from '../../kernel/db/database';
import { timeSlots, waitlistEntries, waitlistOffers } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { lapseEndedOffers } from '../classes/waitlist/lapse-offers';
import { newToken, tokenHashOf } from '../classes/waitlist/token';
import { type DoctorDay, doctorDayOf, freeSlotsOf, hasAppointmentThatDay, lockDoctor } from './doctor-day';

const inDoctorDay = ({ doctorId, day }: DoctorDay) => and(eq(waitlistEntries.doctorId, doctorId), eq(waitlistEntries.day, day));

/**
 * Under the doctor's lock: each slot of the doctor-day a patient could book now goes to the first
 * waiting in that day's line (docs/decisions/053). The slot is held for the offer until its claim
 * window ends (decision 050's rule: 12 hours, never more than half the time left), as a checkout
 * holds it, so no other path can book it; the patient is sent the claim link in their language on
 * their channel. A patient who meanwhile booked with the doctor that day leaves the line. A slot
 * another transaction has locked is skipped (that transaction offers it when it frees it).
 * `limit` caps the offers made. Answers the number of offers made.
 */
export async function offerFreeSlots(
  tx: Transaction,
  channels: NotificationChannels,
  doctorDay: DoctorDay,
  now: Date,
  limit = Infinity,
): Promise<number> {
  await lockDoctor(tx, doctorDay.doctorId);
  await lapseEndedOffers(tx, inDoctorDay(doctorDay), now);
  const line = await tx
    .select()
    .from(waitlistEntries)
    .where(and(inDoctorDay(doctorDay), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  if (line.length === 0) return 0;
  const free = await freeSlotsOf(tx, doctorDay);
  let offered = 0;
  for (const entry of line) {
    if (offered >= limit || free.length === 0) break;
    if (await hasAppointmentThatDay(tx, entry.patientId, doctorDay)) {
      await tx.update(waitlistEntries).set({ status: 'withdrawn' }).where(eq(waitlistEntries.id, entry.id));
      continue;
    }
    let slot: typeof timeSlots.$inferSelect | undefined;
    while (!slot && free.length > 0) {
      const next = free.shift()!;
      // Re-read under the slot's row lock: still unbooked, active, and held by nobody.
      [slot] = await tx
        .select()
        .from(timeSlots)
        .where(
          and(
            eq(timeSlots.id, next.id),
            eq(timeSlots.isBooked, false),
            eq(timeSlots.status, true),
            or(isNull(timeSlots.heldUntil), lte(timeSlots.heldUntil, now)),
          ),
        )
        .for('update', { skipLocked: true });
    }
    if (!slot) break;
    const expiresAt = waitlistOfferExpiry(now, slot.startTime);
    await tx.update(timeSlots).set({ heldUntil: expiresAt, heldByUserId: entry.patientId }).where(eq(timeSlots.id, slot.id));
    const token = newToken();
    const [offer] = await tx
      .insert(waitlistOffers)
      .values({ entryId: entry.id, slotId: slot.id, tokenHash: tokenHashOf(token), expiresAt })
      .returning();
    await tx.update(waitlistEntries).set({ status: 'offered' }).where(eq(waitlistEntries.id, entry.id));
    await recordAudit(tx, { action: 'waitlist_offer', entity: 'waitlist_entry', entityId: entry.id, after: { offer, slotId: slot.id } });
    await enqueueWaitlistOffer(tx, channels, offer!.id, token);
    offered += 1;
  }
  return offered;
}

/**
 * In the transaction that freed a slot (an appointment cancelled or moved away), after the slot
 * and the doctor's time were given back: the slot's doctor-day line is offered it at once.
 */
export async function offerFreedSlot(tx: Transaction, channels: NotificationChannels, slotId: number, now: Date): Promise<number> {
  const [slot] = await tx.select().from(timeSlots).where(eq(timeSlots.id, slotId));
  if (!slot || slot.startTime <= now) return 0;
  const doctorDay = doctorDayOf(slot);
  const [waiting] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(inDoctorDay(doctorDay), eq(waitlistEntries.status, 'waiting')))
    .limit(1);
  if (!waiting) return 0;
  return offerFreeSlots(tx, channels, doctorDay, now);
}

/**
 * The consultations' part of the waitlist's sweep: every doctor-day with someone waiting or an
 * offer run out is offered its free slots (a checkout hold or an offer run out, a slot added to a
 * full day), one doctor-day per transaction. Answers the doctor-days seen and the offers made.
 */
export async function sweepConsultationWaitlist(
  db: Database,
  channels: NotificationChannels,
  now: Date,
): Promise<{ doctorDays: number; offered: number }> {
  const days = await db
    .selectDistinct({ doctorId: waitlistEntries.doctorId, day: waitlistEntries.day })
    .from(waitlistEntries)
    .leftJoin(waitlistOffers, and(eq(waitlistOffers.entryId, waitlistEntries.id), eq(waitlistOffers.status, 'open')))
    .where(
      and(
        isNotNull(waitlistEntries.doctorId),
        or(eq(waitlistEntries.status, 'waiting'), and(eq(waitlistEntries.status, 'offered'), lte(waitlistOffers.expiresAt, now))),
      ),
    );
  let offered = 0;
  for (const { doctorId, day } of days) {
    if (doctorId === null || day === null || dayEnded(day, now)) continue;
    offered += await db.transaction((tx) => offerFreeSlots(tx, channels, { doctorId, day }, now));
  }
  return { doctorDays: days.length, offered };
}

/** A day whose last instant has passed has nothing left to offer. */
const dayEnded = (day: string, now: Date) => new Date(`${day}T23:59:59+05:30`) < now;
