import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ADMIN_LIST_SORTS, ListQuery } from '../../../lib/validation/admin-list';
import type { AppEnv } from '../../kernel/app-env';
import { users } from '../../kernel/db/schema';
import { listPage } from '../../kernel/paging';
import type { Patient } from './responses';

type UserRow = typeof users.$inferSelect;

/** SPEC §3 patient, snake case as the admin table and its export expect; never the password hash. */
const toPatientJson = (row: UserRow): Patient => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  gender: row.gender,
  // The list holds patients only.
  role: row.role as 'patient',
  status: row.status,
  firebase_uid: row.firebaseUid,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** LIKE's own wildcards in what staff typed match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What staff type to find a mobile: digits, perhaps grouped with spaces, a leading + or brackets. */
const MOBILE_SEARCH = /^[\d\s+()-]+$/;

/**
 * A name with a word starting with the search, or a mobile containing its digits ("98240 11001"
 * finds +919824011001; fewer than three digits would match most of the list). Each is one LIKE
 * pattern that a pg_trgm index serves (docs/decisions/011-patient-search.md).
 */
function matchesSearch(q: string): SQL {
  if (MOBILE_SEARCH.test(q)) {
    const digits = q.replace(/\D/g, '');
    return digits.length >= 3 ? sql`${users.mobile} like ${`%${digits}%`}` : sql`false`;
  }
  return sql`(' ' || lower(${users.name})) like ${`% ${escapeLike(q.toLowerCase().replace(/\s+/g, ' '))}%`}`;
}

/** GET /v1/users/patients: one page of patients, found by name or mobile. */
export async function listPatients(c: Context<AppEnv>, { q, ...list }: ListQuery<(typeof ADMIN_LIST_SORTS.patients)[number]> & { q?: string }) {
  const isPatient = and(eq(users.role, 'patient'), q ? matchesSearch(q) : undefined);
  const query = c.var.db.select().from(users).where(isPatient).$dynamic();
  const order = {
    byDefault: [asc(users.id)],
    bySortKey: { id: users.id, name: users.name, email: users.email, mobile: users.mobile, gender: users.gender, status: users.status },
    tiebreaker: users.id,
  };
  const rows = await listPage(c, query, list, order, () => c.var.db.$count(users, isPatient));
  return rows.map(toPatientJson);
}
