import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clinicNow } from '../../clock';

/** Local one-time codes (the local phone-auth provider); only a hash of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial().primaryKey(),
    sessionId: text().notNull().unique(),
    mobile: text().notNull(),
    codeHash: text().notNull(),
    // Kept in clear only for the local dev endpoint, as Firebase's Auth emulator does.
    devCode: text(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  },
  (t) => [index('verification_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Fixed-window counters; in the database so limits hold across serverless instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);
