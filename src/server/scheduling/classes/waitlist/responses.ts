import * as z from 'zod';
import { SEAT_MODES, WAITLIST_ENTRY_STATUSES, WAITLIST_OFFER_STATUSES } from '../../../../lib/domain/classes';

const id = z.number().int();
const languages = z.strictObject({ en: z.string(), hi: z.string(), gu: z.string() });

/** A patient's place in a session's line: their position among those still in it (1 = next). */
export const waitlistEntryResponse = z.strictObject({
  id,
  sessionId: id,
  mode: z.enum(SEAT_MODES),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  position: z.number().int().nullable(),
});
export type WaitlistEntryAnswer = z.infer<typeof waitlistEntryResponse>;
export const waitlistEntryListResponse = z.array(waitlistEntryResponse);

/** What a claim link offers, as its page shows it (no personal data: the token is the only key). */
export const waitlistOfferResponse = z.strictObject({
  title: languages,
  mode: z.enum(SEAT_MODES),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  pricePaise: z.number().int(),
  expiresAt: z.iso.datetime(),
  /** The server's clock, so the page counts the time left by it (never the phone's). */
  now: z.iso.datetime(),
});
export type WaitlistOfferAnswer = z.infer<typeof waitlistOfferResponse>;

/** A session's line as staff see it, in order, with the seats free of each mode. */
export const staffWaitlistResponse = z.strictObject({
  sessionId: id,
  free: z.strictObject({ in_person: z.number().int(), online: z.number().int() }),
  entries: z.array(
    z.strictObject({
      id,
      patient: z.strictObject({ id, name: z.string(), mobile: z.string().nullable() }),
      mode: z.enum(SEAT_MODES),
      status: z.enum(WAITLIST_ENTRY_STATUSES),
      joinedAt: z.iso.datetime(),
      offer: z.strictObject({ status: z.enum(WAITLIST_OFFER_STATUSES), expiresAt: z.iso.datetime() }).nullable(),
    }),
  ),
});
export type StaffWaitlistAnswer = z.infer<typeof staffWaitlistResponse>;
