import type { Database } from '../../src/server/kernel/db/database';
import { insertDoctor } from './clinic-rows';
import { createUser } from './test-app';

/** A doctor record with its own login (role doctor), and that login's bearer token. */
export async function createDoctorLogin(db: Database, fields: Parameters<typeof insertDoctor>[1] = {}) {
  const doctor = await insertDoctor(db, fields);
  const login = await createUser(db, 'doctor', { doctorId: doctor.id, passwordHash: 'not used: tests sign tokens' });
  return { doctor, user: login.user, token: login.token };
}
