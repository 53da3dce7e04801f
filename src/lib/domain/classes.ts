/**
 * Classes and workshops with seats (issue 48): a teacher, a room for the in-person seats, a meeting
 * room for the online ones, one-off sessions or a weekly series.
 */

/** Who can teach a class: a doctor (doctors.id) or a therapist (a `therapist` login, users.id). */
export const CLASS_TEACHER_KINDS = ['doctor', 'therapist'] as const;
export type ClassTeacherKind = (typeof CLASS_TEACHER_KINDS)[number];

/** What a class sells: a seat in one session, a seat in the whole weekly series, or either. */
export const CLASS_SEAT_SALES = ['session', 'series', 'both'] as const;
export type ClassSeatSale = (typeof CLASS_SEAT_SALES)[number];

/** A session is scheduled until staff cancel it. */
export const CLASS_SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type ClassSessionStatus = (typeof CLASS_SESSION_STATUSES)[number];

/** In-person and online seats are counted apart. */
export const SEAT_MODES = ['in_person', 'online'] as const;
export type SeatMode = (typeof SEAT_MODES)[number];

/**
 * A seat is `held` while its buyer pays (until `hold_expires_at`), then `paid` (a free class's
 * seat is paid at once). A hold that lapses unpaid is `cancelled`; a paid seat given back is `refunded`.
 */
export const SEAT_STATUSES = ['held', 'paid', 'cancelled', 'refunded'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

/** How long a seat is kept for a buyer who is paying. */
export const SEAT_HOLD_MINUTES = 10;

/** The longest weekly series one request may add (a year of weekly sessions). */
export const MAX_SERIES_SESSIONS = 52;

/** Seats of one mode in one class. */
export const MAX_SEATS_PER_MODE = 500;

/**
 * A place in a full session's line (issue 48, docs/decisions/050): `waiting` until a seat frees,
 * `offered` while a seat is held for it, then `claimed`, `lapsed` (the offer ran out unclaimed) or
 * `withdrawn` (the patient left the line, or the session was cancelled).
 */
export const WAITLIST_ENTRY_STATUSES = ['waiting', 'offered', 'claimed', 'lapsed', 'withdrawn'] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

/** An offer is `open` until claimed, lapsed or withdrawn. */
export const WAITLIST_OFFER_STATUSES = ['open', 'claimed', 'lapsed', 'withdrawn'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/** An offer's claim window: this long, but never more than half the time left before the session starts. */
export const WAITLIST_CLAIM_HOURS = 12;

/** When an offer made at `now` for a session starting at `startsAt` runs out (docs/decisions/050). */
export const waitlistOfferExpiry = (now: Date, startsAt: Date): Date =>
  new Date(now.getTime() + Math.min(WAITLIST_CLAIM_HOURS * 3_600_000, Math.floor((startsAt.getTime() - now.getTime()) / 2)));
