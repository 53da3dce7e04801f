import { eq } from 'drizzle-orm';
import type { PatientDetailsRequest } from '../../lib/validation/booking';
import { updateAudited } from '../audit/audited-writes';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { notFound } from '../errors';
import type { PatientDetails } from './responses';

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  gender: users.gender,
  language: users.language,
  detailsConfirmedAt: users.detailsConfirmedAt,
};

type ProfileRow = { [K in keyof typeof profileColumns]: (typeof users.$inferSelect)[K] };

const toProfileJson = (row: ProfileRow): PatientDetails => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  gender: row.gender,
  language: row.language,
  details_confirmed: row.detailsConfirmedAt !== null,
});

/** The signed-in patient's own details (GET /v1/users/me). */
export async function patientProfile(db: Database, id: number) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound('Patient');
  return toProfileJson(row);
}

/**
 * After the first verification the owner sees what was given at registration (possibly by
 * someone else) and confirms or corrects it (PUT /v1/users/me).
 */
export async function confirmPatientDetails(db: Database, id: number, input: PatientDetailsRequest) {
  // A field the request leaves out stays as it is on file (issue 43: an update without gender
  // erased it); only an explicit null (or a blank e-mail) clears one. Drizzle leaves a column
  // whose value is undefined out of the UPDATE.
  const details = {
    name: input.name,
    email: input.email,
    gender: input.gender,
    language: input.language,
    detailsConfirmedAt: new Date(),
  };
  const row = await updateAudited(db, users, 'user', id, details);
  if (!row) throw notFound('Patient');
  return toProfileJson(row);
}
