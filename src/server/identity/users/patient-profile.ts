import { eq } from 'drizzle-orm';
import type { PatientSelfDetailsRequest } from '../../../lib/validation/patient-details';
import { updateAudited } from '../audit/audited-writes';
import type { Database } from '../../kernel/db/database';
import { users } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { personalDetailsColumns, personalDetailsJson } from './personal-details';
import type { PatientDetails } from './responses';

export const toProfileJson = (row: typeof users.$inferSelect): PatientDetails => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  gender: row.gender,
  language: row.language,
  details_confirmed: row.detailsConfirmedAt !== null,
  ...personalDetailsJson(row),
});

/** The signed-in patient's own details (GET /v1/users/me). */
export async function patientProfile(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('Patient');
  return toProfileJson(row);
}

/**
 * After the first verification the owner sees what was given at registration (possibly by
 * someone else) and confirms or corrects it, and later corrects it from My appointments (PUT
 * /v1/users/me): SPEC's name, e-mail and gender, the language, and the details a prescription
 * and a receipt need (issue 45). The mobile changes only by verifying the new number.
 */
export async function confirmPatientDetails(db: Database, id: number, input: PatientSelfDetailsRequest) {
  // A field the request leaves out stays as it is on file (issue 43: an update without gender
  // erased it); only an explicit null (or a blank) clears one. Drizzle leaves a column
  // whose value is undefined out of the UPDATE.
  const details = {
    name: input.name,
    email: input.email,
    gender: input.gender,
    language: input.language,
    ...personalDetailsColumns(input),
    detailsConfirmedAt: new Date(),
  };
  const row = await updateAudited(db, users, 'user', id, details);
  if (!row) throw notFound('Patient');
  return toProfileJson(row);
}
