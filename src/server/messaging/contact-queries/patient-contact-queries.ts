import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { contactQueries } from '../../kernel/db/schema';
import { mobileForms } from '../outbox/enqueue-notifications';

/**
 * The contact queries a patient sent, as far as the clinic can tell: from their e-mail address or
 * their number, in any stored form (the form asks for both, not for an account). What an erasure
 * deletes and an export lists (issue 43). Undefined when the patient has neither on file.
 */
export function sentByPatient(patient: { email: string | null; mobile: string | null }): SQL | undefined {
  const theirs: SQL[] = [];
  if (patient.email) theirs.push(sql`lower(${contactQueries.email}) = ${patient.email.toLowerCase()}`);
  const digits = mobileForms(patient.mobile).filter((form) => !form.startsWith('+'));
  if (digits.length > 0) theirs.push(inArray(sql`regexp_replace(coalesce(${contactQueries.mobile}, ''), '[^0-9]', '', 'g')`, digits));
  return theirs.length > 0 ? or(...theirs) : undefined;
}
