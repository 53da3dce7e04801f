import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, localizePath } from '../../../i18n/locales';
import type { Database } from '../../kernel/db/database';
import { classSeats, classSessions, classes, users, waitlistOffers } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { patientContact } from '../appointment-facts';
import { createShortLink } from '../short-links/short-links';
import { renderWaitlistOffer } from '../templates/waitlist-messages';
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
  const language = isLocale(facts.patient.language) ? facts.patient.language : DEFAULT_LOCALE;
  const targets = onChosenChannel(
    channels,
    addressed(channels, facts.patient.detailsConfirmedAt ? facts.patient.email : null, facts.patient.mobile),
    facts.patient.messageChannel,
  );
  const url = waitlistClaimUrl(channels.siteUrl, language, token);
  // An SMS carries one link on the clinic's own (DLT-whitelisted) domain: a short link to the claim page.
  const shortUrl = targets.some((target) => target.channel !== 'email')
    ? await createShortLink(tx, channels.siteUrl, url, facts.offer.expiresAt)
    : url;
  const message = renderWaitlistOffer(
    {
      patientName: facts.patient.name,
      classTitle: facts.title[language],
      mode: facts.seat.mode,
      start: facts.startsAt,
      expiresAt: facts.offer.expiresAt,
      url,
      shortUrl,
    },
    language,
  );
  return insertNotifications(
    tx,
    rows(
      { kind: 'waitlist_offer', classSeatId: facts.seat.id, userId: facts.seat.patientId, audience: 'patient' },
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
