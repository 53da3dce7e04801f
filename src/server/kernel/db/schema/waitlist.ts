import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  SEAT_MODES,
  type SeatMode,
  WAITLIST_ENTRY_STATUSES,
  WAITLIST_OFFER_STATUSES,
  type WaitlistEntryStatus,
  type WaitlistOfferStatus,
} from '../../../../lib/domain/classes';
import { inList, requiredRef, timestamps } from './columns';
import { classSeats, classSessions, classes } from './resources';
import { users } from './users';

/**
 * A patient's place in a full class session's line for seats of one mode (issue 48,
 * docs/decisions/050). The line's order is `created_at`, then `id`. One active place per patient,
 * session and mode.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial().primaryKey(),
    classId: requiredRef((): AnyPgColumn => classes.id, 'restrict'),
    sessionId: requiredRef((): AnyPgColumn => classSessions.id, 'cascade'),
    patientId: requiredRef(() => users.id, 'restrict'),
    mode: text().$type<SeatMode>().notNull(),
    status: text().$type<WaitlistEntryStatus>().notNull().default('waiting'),
    ...timestamps,
  },
  (t) => [
    check('waitlist_entries_mode_check', inList('mode', SEAT_MODES)),
    check('waitlist_entries_status_check', inList('status', WAITLIST_ENTRY_STATUSES)),
    uniqueIndex('waitlist_entries_active_unique')
      .on(t.sessionId, t.patientId, t.mode)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_line_idx').on(t.sessionId, t.mode, t.status, t.createdAt),
    index('waitlist_entries_class_idx').on(t.classId, t.status),
    index('waitlist_entries_patient_idx').on(t.patientId),
  ],
);

/**
 * A freed seat offered to a place in line: the seat is held for it (class_seats 'held' until
 * `expires_at`), claimed once through the link whose token's SHA-256 is `token_hash`.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: serial().primaryKey(),
    entryId: requiredRef((): AnyPgColumn => waitlistEntries.id, 'cascade'),
    seatId: requiredRef((): AnyPgColumn => classSeats.id, 'restrict'),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<WaitlistOfferStatus>().notNull().default('open'),
    ...timestamps,
  },
  (t) => [
    check('waitlist_offers_status_check', inList('status', WAITLIST_OFFER_STATUSES)),
    uniqueIndex('waitlist_offers_token_hash_unique').on(t.tokenHash),
    uniqueIndex('waitlist_offers_open_entry_unique')
      .on(t.entryId)
      .where(sql`${t.status} = 'open'`),
    index('waitlist_offers_open_idx').on(t.status, t.expiresAt),
    index('waitlist_offers_seat_idx').on(t.seatId),
  ],
);
