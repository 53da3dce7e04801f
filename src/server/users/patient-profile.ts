import { eq } from 'drizzle-orm';
import type { PatientDetailsRequest } from '../../lib/validation/booking';
import { updateAudited } from '../audit/audited-writes';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { notFound } from '../errors';

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

const toProfileJson = (row: ProfileRow) => ({
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
  // Without a language the one on file stays: the details dialog does not ask for it.
  const details = {
    name: input.name,
    email: input.email ?? null,
    gender: input.gender ?? null,
    ...(input.language ? { language: input.language } : {}),
    detailsConfirmedAt: new Date(),
  };
  const row = await updateAudited(db, users, 'user', id, details);
  if (!row) throw notFound('Patient');
  return toProfileJson(row);
}
