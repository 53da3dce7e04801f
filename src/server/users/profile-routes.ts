import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { patientDetailsSchema } from '../../lib/validation/booking';
import { requirePatient } from '../auth/middleware';
import type { AppEnv } from '../context';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { notFound } from '../errors';
import { validate } from '../validate';
import { updateAudited } from '../audit/audited-writes';

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

async function findProfile(db: Database, id: number) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound('Patient');
  return row;
}

/**
 * The signed-in patient's own details: after the first verification the owner sees what was
 * given at registration (possibly by someone else) and confirms or corrects it.
 */
export const patientProfileRoutes = new Hono<AppEnv>()
  .get('/me', requirePatient, async (c) => c.json(toProfileJson(await findProfile(c.var.db, c.var.auth!.id))))
  .put('/me', requirePatient, validate('json', patientDetailsSchema), async (c) => {
    const input = c.req.valid('json');
    // Without a language the one on file stays: the details dialog does not ask for it.
    const details = {
      name: input.name,
      email: input.email ?? null,
      gender: input.gender ?? null,
      ...(input.language ? { language: input.language } : {}),
      detailsConfirmedAt: new Date(),
    };
    const row = await updateAudited(c.var.db, users, 'user', c.var.auth!.id, details);
    if (!row) throw notFound('Patient');
    return c.json(toProfileJson(row));
  });
