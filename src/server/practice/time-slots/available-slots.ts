import { type SQL, and, asc, eq, gt, gte, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { datesBetween, indiaDateOf, indiaTimeToInstant } from '../../../lib/time/clinic-time';
import { toPublicDoctor } from '../doctors/doctor-record';
import type { Database } from '../../kernel/db/database';
import { doctorServices, doctors, reservations, resourceLeave, timeSlots } from '../../kernel/db/schema';
import { doctorLeaveOverlaps } from '../resource-leave/doctor-away';
import { clinicNow } from '../../kernel/clock';
import type { AvailableSlot } from './responses';

/** Slots starting in a range, of doctors offering a service if one is given; a patient's own hold counts as free to them. */
type SlotRange = { start: Date; end: Date; serviceId?: number; patientId?: number };

/**
 * What "available" means: active, unbooked, future slots of active doctors in the range, without
 * those another patient holds at checkout (a patient still sees their own hold) and those whose
 * doctor time a reservation holds (a block, an overlapping slot's consultation: docs/decisions/043) and
 * those in the doctor's leave (docs/decisions/056);
 * with a service, only the doctors who offer it.
 */
function isAvailable(db: Database, range: SlotRange): SQL {
  const now = clinicNow();
  return and(
    eq(timeSlots.status, true),
    eq(timeSlots.isBooked, false),
    eq(doctors.status, true),
    gte(timeSlots.startTime, range.start),
    lte(timeSlots.startTime, range.end),
    gt(timeSlots.startTime, now),
    or(isNull(timeSlots.heldUntil), lt(timeSlots.heldUntil, now), range.patientId ? eq(timeSlots.heldByUserId, range.patientId) : undefined),
    notExists(
      db
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.resourceKind, 'doctor'),
            eq(reservations.resourceId, timeSlots.doctorId),
            // The exclusion constraint's own GiST index answers this overlap.
            sql`tstzrange(${reservations.startsAt}, ${reservations.endsAt}) && tstzrange(${timeSlots.startTime}, ${timeSlots.endTime})`,
          ),
        ),
    ),
    // The doctor away then (leave or blocked hours, issue 51 item 8).
    notExists(
      db
        .select({ id: resourceLeave.id })
        .from(resourceLeave)
        .where(doctorLeaveOverlaps(timeSlots.doctorId, timeSlots.startTime, timeSlots.endTime)),
    ),
    range.serviceId
      ? inArray(
          timeSlots.doctorId,
          db.select({ id: doctorServices.doctorId }).from(doctorServices).where(eq(doctorServices.serviceId, range.serviceId)),
        )
      : undefined,
  )!;
}

/** The first and last instant of a YYYY-MM month in the clinic's zone, and its days. */
function clinicMonth(month: string) {
  const [year, mon] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year!, mon, 0)).getUTCDate();
  const first = `${month}-01`;
  const last = `${month}-${String(lastDay).padStart(2, '0')}`;
  return {
    days: datesBetween(first, last),
    start: indiaTimeToInstant(first, '00:00'),
    end: new Date(indiaTimeToInstant(last, '00:00').getTime() + 86_400_000 - 1),
  };
}

/** SPEC §7 GET /v1/time-slots/available, plus the doctor's public details beside SPEC's `doctor.name`. */
export async function availableSlots(db: Database, range: SlotRange) {
  const rows = await db
    .select({ slot: timeSlots, doctor: doctors })
    .from(timeSlots)
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .where(isAvailable(db, range))
    .orderBy(asc(timeSlots.startTime), asc(timeSlots.id));
  return rows.map(({ slot, doctor }): AvailableSlot => ({
    id: slot.id,
    start_time: slot.startTime.toISOString(),
    end_time: slot.endTime.toISOString(),
    is_booked: slot.isBooked,
    status: slot.status,
    doctor: toPublicDoctor(doctor),
  }));
}

/** How many slots are free on each clinic (IST) day of a YYYY-MM month: the wizard's calendar, one call per month. */
export async function slotAvailability(db: Database, request: { month: string; serviceId?: number; patientId?: number }) {
  const { days, start, end } = clinicMonth(request.month);
  const rows = await db
    .select({ startTime: timeSlots.startTime })
    .from(timeSlots)
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .where(isAvailable(db, { start, end, serviceId: request.serviceId, patientId: request.patientId }));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(indiaDateOf(row.startTime), (counts.get(indiaDateOf(row.startTime)) ?? 0) + 1);
  return { month: request.month, days: days.map((date) => ({ date, count: counts.get(date) ?? 0 })) };
}
