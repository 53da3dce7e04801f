import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Doctor, SlotDoctor } from './responses';
import type { DoctorInput } from '../../../lib/validation/doctor';
import { bookingServerMessages as m } from '../../../lib/validation/messages';
import type { Database } from '../../kernel/db/database';
import { doctorServices, doctors, services, users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { recordAudit } from '../../identity';

type DoctorRow = typeof doctors.$inferSelect;

/** SPEC §3 doctor, plus beside it the public details and the services the doctor offers. */
export const toDoctorJson = (row: DoctorRow, serviceIds: number[]): Doctor => ({
  id: row.id,
  name: row.name,
  specialization: row.specialization,
  email: row.email,
  mobile: row.mobile,
  gender: row.gender,
  status: row.status,
  qualification: row.qualification,
  registration_number: row.registrationNumber,
  photo_url: row.photoUrl,
  service_ids: serviceIds,
});

/** A doctor as patients see them (the wizard's slots, the About page): no contact details. */
export const toPublicDoctor = (row: DoctorRow): SlotDoctor => ({
  name: row.name,
  id: row.id,
  qualification: row.qualification,
  specialization: row.specialization,
  registration_number: row.registrationNumber,
  photo_url: row.photoUrl,
});

const toColumns = ({ qualification, registration_number, photo_url, service_ids: _ids, ...spec }: DoctorInput) => ({
  ...spec,
  qualification: qualification ?? null,
  registrationNumber: registration_number ?? null,
  photoUrl: photo_url ?? null,
});

/** Each doctor's offered service ids, for the given doctors. */
export async function serviceIdsByDoctor(db: Database, doctorIds: number[]): Promise<Map<number, number[]>> {
  const byDoctor = new Map<number, number[]>(doctorIds.map((id) => [id, []]));
  if (doctorIds.length === 0) return byDoctor;
  const links = await db.select().from(doctorServices).where(inArray(doctorServices.doctorId, doctorIds)).orderBy(asc(doctorServices.serviceId));
  for (const link of links) byDoctor.get(link.doctorId)?.push(link.serviceId);
  return byDoctor;
}

/** Creates (no id) or updates a doctor and, when given, replaces the doctor's services, in one transaction. */
export async function saveDoctor(db: Database, input: DoctorInput, doctorId?: number) {
  return db.transaction(async (tx) => {
    const before = doctorId === undefined ? undefined : await doctorWithServices(tx, doctorId);
    if (doctorId !== undefined && !before) throw notFound('Doctor');
    const [row] =
      doctorId === undefined
        ? await tx.insert(doctors).values(toColumns(input)).returning()
        : await tx.update(doctors).set(toColumns(input)).where(eq(doctors.id, doctorId)).returning();
    if (!row) throw notFound('Doctor');
    // Deactivating or reactivating the record ends its login's sessions: a token issued before the
    // deactivation must not come back to life with the record.
    if (before && before.status !== row.status) {
      await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.doctorId, row.id));
    }
    if (input.service_ids) {
      const ids = [...new Set(input.service_ids)];
      const known = ids.length ? await tx.select({ id: services.id }).from(services).where(inArray(services.id, ids)) : [];
      if (known.length !== ids.length) throw new AppError('invalid', m.serviceNotFound, { service_ids: m.serviceNotFound });
      await tx.delete(doctorServices).where(eq(doctorServices.doctorId, row.id));
      if (ids.length) await tx.insert(doctorServices).values(ids.map((serviceId) => ({ doctorId: row.id, serviceId })));
    }
    const after = toDoctorJson(row, (await serviceIdsByDoctor(tx, [row.id])).get(row.id)!);
    await recordAudit(tx, { action: before ? 'update' : 'create', entity: 'doctor', entityId: row.id, before, after });
    return after;
  });
}

/** A doctor as the admin API answers it, locked for a change; undefined when there is none. */
async function doctorWithServices(tx: Database, doctorId: number) {
  const [row] = await tx.select().from(doctors).where(eq(doctors.id, doctorId)).for('update');
  return row && toDoctorJson(row, (await serviceIdsByDoctor(tx, [row.id])).get(row.id)!);
}
