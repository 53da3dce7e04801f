import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { type DoctorLeaveInput, doctorLeaveMessages as m } from '../../../lib/validation/doctor-leave';
import { indiaDateOf } from '../../../lib/time/clinic-time';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { appointments, doctorServices, doctors, payments, resourceLeave, services, timeSlots, users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { doctorLeaveOverlaps, leaveEndsAt, leaveStartsAt } from '../../practice';
import type { AffectedAppointment, DoctorLeave } from './responses';

/** The appointments a leave can fall on: still live (not cancelled, not finished) and not yet over. */
const LIVE_STATUSES = ['pending', 'confirmed', 'checked_in'] as const;

async function assertDoctor(db: Pick<Database, 'select'>, doctorId: number): Promise<void> {
  const [doctor] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId));
  if (!doctor) throw notFound('Doctor');
}

/**
 * The doctor's live appointments still ahead that a leave of theirs covers (one leave's, or
 * every leave's), earliest first, each with what was paid and the other doctors offering its
 * service (staff move it to one of them or cancel it with a full refund).
 */
export async function affectedAppointments(db: Database, doctorId: number, leaveId?: number, now = clinicNow()): Promise<AffectedAppointment[]> {
  const rows = await db
    .select({
      appointment: appointments,
      endTime: timeSlots.endTime,
      leaveId: resourceLeave.id,
      patient: { id: users.id, name: users.name, mobile: users.mobile, language: users.language },
      service: { id: services.id, name: services.name },
    })
    .from(appointments)
    .innerJoin(timeSlots, eq(timeSlots.id, appointments.slotId))
    .innerJoin(resourceLeave, doctorLeaveOverlaps(timeSlots.doctorId, timeSlots.startTime, timeSlots.endTime))
    .innerJoin(users, eq(users.id, appointments.userId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        eq(timeSlots.doctorId, doctorId),
        inArray(appointments.status, [...LIVE_STATUSES]),
        gt(timeSlots.endTime, now),
        leaveId === undefined ? undefined : eq(resourceLeave.id, leaveId),
      ),
    )
    .orderBy(asc(appointments.time), asc(appointments.id), asc(resourceLeave.id));
  // One row per appointment even when two leave rows cover it (the first leave names it).
  const seen = new Set<number>();
  const unique = rows.filter((row) => !seen.has(row.appointment.id) && seen.add(row.appointment.id));
  if (unique.length === 0) return [];
  const ids = unique.map((row) => row.appointment.id);
  const serviceIds = [...new Set(unique.map((row) => row.service.id))];
  const [paid, offering] = await Promise.all([
    db
      .select({ appointmentId: payments.appointmentId, paise: sql<number>`sum(${payments.amountPaise} - ${payments.refundedPaise})::int` })
      .from(payments)
      .where(and(inArray(payments.appointmentId, ids), eq(payments.status, 'completed')))
      .groupBy(payments.appointmentId),
    db
      .select({ serviceId: doctorServices.serviceId, id: doctors.id, name: doctors.name })
      .from(doctorServices)
      .innerJoin(doctors, eq(doctors.id, doctorServices.doctorId))
      .where(and(inArray(doctorServices.serviceId, serviceIds), eq(doctors.status, true), ne(doctors.id, doctorId)))
      .orderBy(asc(doctors.name), asc(doctors.id)),
  ]);
  const paidBy = new Map(paid.map((row) => [row.appointmentId, row.paise]));
  return unique.map(({ appointment, endTime, leaveId: coveringLeave, patient, service }) => ({
    id: appointment.id,
    leaveId: coveringLeave,
    time: appointment.time.toISOString(),
    end_time: endTime.toISOString(),
    status: appointment.status,
    mode: appointment.mode,
    patient,
    service,
    paidPaise: paidBy.get(appointment.id) ?? 0,
    alternatives: offering.filter((doctor) => doctor.serviceId === service.id).map(({ id, name }) => ({ id, name })),
  }));
}

const leaveColumns = { leave: resourceLeave, startsAt: leaveStartsAt, endsAt: leaveEndsAt };

function toDoctorLeave(
  row: { leave: typeof resourceLeave.$inferSelect; startsAt: Date | string; endsAt: Date | string },
  needsAction: number,
): DoctorLeave {
  const { leave } = row;
  return {
    id: leave.id,
    doctorId: leave.resourceId,
    startsOn: leave.startsOn,
    endsOn: leave.endsOn,
    fromMinute: leave.fromMinute,
    untilMinute: leave.untilMinute,
    note: leave.note,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    needsAction,
  };
}

/** The doctor's leave that has not ended, earliest first, each with how many appointments need action. */
export async function listDoctorLeave(db: Database, doctorId: number, now = clinicNow()): Promise<DoctorLeave[]> {
  await assertDoctor(db, doctorId);
  const rows = await db
    .select(leaveColumns)
    .from(resourceLeave)
    .where(
      and(eq(resourceLeave.resourceKind, 'doctor'), eq(resourceLeave.resourceId, doctorId), sql`${leaveEndsAt} > ${now.toISOString()}::timestamptz`),
    )
    .orderBy(asc(resourceLeave.startsOn), asc(resourceLeave.fromMinute), asc(resourceLeave.id));
  const affected = await affectedAppointments(db, doctorId, undefined, now);
  return rows.map((row) => toDoctorLeave(row, affected.filter((a) => a.leaveId === row.leave.id).length));
}

/**
 * Records a doctor's leave (days, or hours of one day), audited in the doctor's trail. From then
 * on the slots in it are not bookable; appointments already in it are NOT touched: they are
 * answered as needing action (moved or cancelled by staff, each through its own path).
 */
export async function addDoctorLeave(db: Database, input: DoctorLeaveInput, now = clinicNow()) {
  if (input.endsOn < indiaDateOf(now)) throw new AppError('invalid', m.inPast);
  const id = await db.transaction(async (tx) => {
    await assertDoctor(tx, input.doctorId);
    const [row] = await tx
      .insert(resourceLeave)
      .values({
        resourceKind: 'doctor',
        resourceId: input.doctorId,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        fromMinute: input.fromMinute ?? null,
        untilMinute: input.untilMinute ?? null,
        note: input.note,
      })
      .returning();
    await recordAudit(tx, { action: 'add_leave', entity: 'doctor', entityId: input.doctorId, after: row });
    return row!.id;
  });
  const [row] = await db.select(leaveColumns).from(resourceLeave).where(eq(resourceLeave.id, id));
  const affected = await affectedAppointments(db, input.doctorId, id, now);
  return { leave: toDoctorLeave(row!, affected.length), affected };
}

/** Removes a doctor's leave (the slots in it open again); false when no doctor leave has the id. */
export async function removeDoctorLeave(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .delete(resourceLeave)
      .where(and(eq(resourceLeave.id, id), eq(resourceLeave.resourceKind, 'doctor')))
      .returning();
    if (!before) return false;
    await recordAudit(tx, { action: 'remove_leave', entity: 'doctor', entityId: before.resourceId, before });
    return true;
  });
}
