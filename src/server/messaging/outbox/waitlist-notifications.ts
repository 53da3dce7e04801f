import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale, localizePath } from '../../../i18n/locales';
import type { Database } from '../../kernel/db/database';
import { classSeats, classSessions, classes, doctors, services, timeSlots, users, waitlistEntries, waitlistOffers } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { patientContact } from '../appointment-facts';
import { createShortLink } from '../short-links/short-links';
import { renderWaitlistOffer, type WaitlistOfferFacts } from '../templates/waitlist-messages';
import type { SeatMode } from '../../../lib/domain/classes';
import { addressed, insertNotifications, onChosenChannel, rows, templateClinicOf } from './enqueue-notifications';

/** The claim page's address for an offer's token, in the patient's language. */
export const waitlistClaimUrl = (siteUrl: string, language: string, token: string) => {
  const url = new URL(localizePath('/waitlist/claim', isLocale(language) ? language : DEFAULT_LOCALE), siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

/**
 * Queues a waitlist offer to its patient (issue 48, docs/decisions/050), in their language on the
 * channel they chose: the session, how long the seat is kept, and the one-tap claim link (a short
 * link on the clinic's site for SMS and WhatsApp, as a payment link is). Once per offer. Call in
 * the transaction that made the offer: `token` is known only there.
 */
export async function enqueueWaitlistOffer(tx: Database, channels: NotificationChannels, offerId: number, token: string): Promise<number> {
  const [slotOffer] = await tx
    .select({
      offer: waitlistOffers,
      startsAt: timeSlots.startTime,
      doctorName: doctors.name,
      serviceName: services.name,
      mode: waitlistEntries.appointmentMode,
      patientId: users.id,
      patient: { ...patientContact, messageChannel: users.messageChannel },
    })
    .from(waitlistOffers)
    .innerJoin(timeSlots, eq(timeSlots.id, waitlistOffers.slotId))
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .innerJoin(users, eq(users.id, waitlistEntries.patientId))
    .where(eq(waitlistOffers.id, offerId));
  if (slotOffer) {
    // A doctor's day (docs/decisions/053): the same kind, link and channel rule, the consultation's words.
    return queueOffer(tx, channels, offerId, token, {
      patient: slotOffer.patient,
      userId: slotOffer.patientId,
      classSeatId: null,
      startsAt: slotOffer.startsAt,
      expiresAt: slotOffer.offer.expiresAt,
      classTitle: { en: '', hi: '', gu: '' },
      mode: 'in_person',
      consultation: { doctorName: slotOffer.doctorName, serviceName: slotOffer.serviceName, mode: slotOffer.mode! },
    });
  }
  const [facts] = await tx
    .select({
      offer: waitlistOffers,
      seat: classSeats,
      startsAt: classSessions.startsAt,
      title: { en: classes.titleEn, hi: classes.titleHi, gu: classes.titleGu },
      patient: { ...patientContact, messageChannel: users.messageChannel },
    })
    .from(waitlistOffers)
    .innerJoin(classSeats, eq(classSeats.id, waitlistOffers.seatId))
    .innerJoin(classSessions, eq(classSessions.id, classSeats.sessionId))
    .innerJoin(classes, eq(classes.id, classSeats.classId))
    .innerJoin(users, eq(users.id, classSeats.patientId))
    .where(eq(waitlistOffers.id, offerId));
  if (!facts) return 0;
  return queueOffer(tx, channels, offerId, token, {
    patient: facts.patient,
    userId: facts.seat.patientId,
    classSeatId: facts.seat.id,
    startsAt: facts.startsAt,
    expiresAt: facts.offer.expiresAt,
    classTitle: facts.title,
    mode: facts.seat.mode,
  });
}

type Patient = { [K in keyof typeof patientContact]: (typeof users.$inferSelect)[K] } & {
  messageChannel: (typeof users.$inferSelect)['messageChannel'];
};

interface OfferFacts {
  patient: Patient;
  userId: number;
  classSeatId: number | null;
  startsAt: Date;
  expiresAt: Date;
  classTitle: Record<Locale, string>;
  mode: SeatMode;
  consultation?: WaitlistOfferFacts['consultation'];
}

async function queueOffer(tx: Database, channels: NotificationChannels, offerId: number, token: string, facts: OfferFacts): Promise<number> {
  const language = isLocale(facts.patient.language) ? facts.patient.language : DEFAULT_LOCALE;
  const targets = onChosenChannel(
    channels,
    addressed(channels, facts.patient.detailsConfirmedAt ? facts.patient.email : null, facts.patient.mobile),
    facts.patient.messageChannel,
  );
  const url = waitlistClaimUrl(channels.siteUrl, language, token);
  // An SMS carries one link on the clinic's own (DLT-whitelisted) domain: a short link to the claim page.
  const shortUrl = targets.some((target) => target.channel !== 'email') ? await createShortLink(tx, channels.siteUrl, url, facts.expiresAt) : url;
  const message = renderWaitlistOffer(
    {
      patientName: facts.patient.name,
      classTitle: facts.classTitle[language],
      mode: facts.mode,
      consultation: facts.consultation,
      start: facts.startsAt,
      expiresAt: facts.expiresAt,
      url,
      shortUrl,
    },
    language,
  );
  return insertNotifications(
    tx,
    rows(
      { kind: 'waitlist_offer', classSeatId: facts.classSeatId, userId: facts.userId, audience: 'patient' },
      `waitlist_offer:offer:${offerId}`,
      targets,
      message,
      [],
      await templateClinicOf(tx, channels),
    ),
  );
}

/** Why a queued offer must not go out now, or null when it may: the offer still open and not run out. */
export async function waitlistOfferStaleReason(db: Database, dedupeKey: string, now: Date): Promise<string | null> {
  const offerId = Number(/^waitlist_offer:offer:(\d+):/.exec(dedupeKey)?.[1]) || null;
  if (offerId === null) return 'The message has no waitlist offer';
  const [offer] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offerId));
  if (offer?.status !== 'open') return 'The offer is no longer open';
  if (offer.expiresAt <= now) return 'Not sent: the offer ran out';
  return null;
}
