import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The short links of SMS (issue 44, docs/decisions/034-short-links.md): `/p/<code>` on the
 * clinic's own domain (the one DLT whitelists) stands for a longer address elsewhere, a payment
 * link, and redirects to it until it expires with what it points to. The code is random and
 * unguessable; the address it stands for is never in a log.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text().primaryKey(),
    targetUrl: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('short_links_expires_at_idx').on(t.expiresAt)],
);
