import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES, type DataRequestKind, type DataRequestStatus } from '../../../../lib/validation/data-requests';
import { clinicNow } from '../../clock';
import { inList, requiredRef } from './columns';
import { users } from './users';

/** What an erasure kept, why, and until when (the law's retention periods). */
export interface KeptRecord {
  what: string;
  /** Why the clinic keeps it (absent on requests closed before issue 43). */
  reason?: string;
  until: string;
}

/**
 * A patient's request under the DPDP Act (erasure): when it was made, the deadline the clinic
 * must meet, and how it ended (what was erased, what was kept and until when, or why refused).
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial().primaryKey(),
    userId: requiredRef(() => users.id, 'restrict'),
    kind: text().$type<DataRequestKind>().notNull(),
    status: text().$type<DataRequestStatus>().notNull().default('open'),
    requestedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
    closedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    // What the patient is told: erased (completed) or the reason (refused).
    outcome: text(),
    kept: jsonb().$type<KeptRecord[]>().notNull().default([]),
  },
  (t) => [
    check('data_requests_kind_check', inList('kind', DATA_REQUEST_KINDS)),
    check('data_requests_status_check', inList('status', DATA_REQUEST_STATUSES)),
    check('data_requests_closed_check', sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
    index('data_requests_user_idx').on(t.userId),
    index('data_requests_status_due_idx').on(t.status, t.dueAt),
  ],
);
