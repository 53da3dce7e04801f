/**
 * Staff accounts CLI for production:
 *   `npm run admin -- create --email E --password P` (an admin), and
 *   `npm run admin -- create-doctor-login --doctor DOCTOR_EMAIL --password P [--email LOGIN_EMAIL]`
 *   (a doctor's own login, by the e-mail on the doctor's record; it logs in with that e-mail unless --email says otherwise).
 * Uses DATABASE_URL (a PostgreSQL server or Neon), or the embedded database when unset.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import { upsertAdmin } from '../src/server/identity/auth/admin-accounts';
import { doctors } from '../src/server/kernel/db/schema';
import { setDoctorLogin } from '../src/server/practice/doctors/doctor-login';
import { openLocalDatabase } from '../src/server/local//open-database';

const usage = [
  'Usage: npm run admin -- create --email admin@example.com --password "a long password"',
  '   or: npm run admin -- create-doctor-login --doctor doctor@example.com --password "a long password" [--email login@example.com]',
].join('\n');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, password: { type: 'string' }, doctor: { type: 'string' } },
});

const command = positionals[0];
const isAdminCommand = command === 'create' && values.email && values.password;
const isDoctorCommand = command === 'create-doctor-login' && values.doctor && values.password;
if (!isAdminCommand && !isDoctorCommand) {
  console.error(usage);
  process.exit(2);
}

const projectDir = fileURLToPath(new URL('..', import.meta.url));
const database = await openLocalDatabase(process.env.DATABASE_URL, process.env.DATA_DIR ?? join(projectDir, '.data'));
try {
  const { db } = database.acquire();
  if (isDoctorCommand) {
    const doctorEmail = values.doctor!.toLowerCase();
    const [doctor] = await db
      .select({ id: doctors.id, name: doctors.name })
      .from(doctors)
      .where(eq(sql`lower(${doctors.email})`, doctorEmail));
    if (!doctor) throw new Error(`No doctor has the e-mail ${values.doctor}`);
    const login = await setDoctorLogin(db, doctor.id, { email: values.email ?? doctorEmail, password: values.password!, active: true });
    console.log(`${doctor.name} can now log in at /admin as ${login.email}`);
  } else {
    const isNew = await upsertAdmin(db, { email: values.email!, password: values.password! });
    console.log(isNew ? `Created admin ${values.email}` : `Updated the password of admin ${values.email}`);
  }
} catch (err) {
  // A refused input (a short password, a taken e-mail) says why in one line.
  console.error(err instanceof ZodError ? err.issues.map((issue) => issue.message).join('; ') : err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
